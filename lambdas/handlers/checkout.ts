import * as z from 'zod';
import { getCaregiver } from '../data/caregivers';
import { linkStripeCustomer, recordChosenPlan } from '../data/subscriptions';
import { callStripe, priceIdFor } from '../clients/stripe';
import { conflict, notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { findPlan, PLAN_NAMES } from '../domain/plans';
import { hasActivePlan } from '../domain/subscription-state';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Only the plan's name: the user comes from the token and the price from the server (extra fields are refused). */
const body = z.strictObject({ plan: z.enum(PLAN_NAMES, { error: messages.planRequired }) });

export const handler = apiHandler({ body }, async ({ body: { plan: planName }, caller }) => {
  const { uid } = caller();
  const plan = findPlan(planName)!;
  const caregiver = await getCaregiver(uid);
  if (!caregiver) throw notFound(messages.caregiverNotFound);
  if (hasActivePlan(caregiver)) throw conflict(messages.alreadySubscribed);

  let customerId = caregiver.stripeCustomerId;
  if (!customerId) {
    // The idempotency key makes two simultaneous first checkouts get the same customer from Stripe.
    const customer = await callStripe((s) =>
      s.customers.create({ email: caregiver.email, name: caregiver.name, metadata: { uid } }, { idempotencyKey: `carey-customer-${uid}` }),
    );
    customerId = await linkStripeCustomer(uid, customer.id);
  }

  const metadata = { uid, plan: plan.name };
  const session = await callStripe((s) =>
    s.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: uid,
      line_items: [{ price: priceIdFor(plan), quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      // CAREYCUIDADORES is typed on the checkout page (decision 005).
      allow_promotion_codes: true,
      locale: 'pt-BR',
      success_url: `${siteUrl}/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/minha-conta`,
    }),
  );
  await recordChosenPlan(uid, plan.name);
  return { body: { id: session.id, url: session.url } };
});
