import * as z from 'zod';
import { linkStripeCustomer, recordChosenPlan } from '../data/subscriptions';
import { createCustomer, createSubscriptionCheckout } from '../clients/stripe';
import { conflict } from '../domain/errors';
import { messages } from '../domain/messages';
import { findPlan, PLAN_NAMES } from '../domain/plans';
import { hasActivePlan } from '../domain/subscription-state';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Only the plan's name: the user comes from the token and the price from the server (extra fields are refused). */
const body = z.strictObject({ plan: z.enum(PLAN_NAMES, { error: messages.planRequired }) });

export const handler = signedInHandler({ body }, async ({ body: { plan: planName }, uid, caregiver }) => {
  const plan = findPlan(planName)!;
  if (hasActivePlan(caregiver)) throw conflict(messages.alreadySubscribed);

  const customerId = caregiver.stripeCustomerId ?? (await linkStripeCustomer(uid, await createCustomer({ uid, email: caregiver.email, name: caregiver.name })));
  const session = await createSubscriptionCheckout({ uid, customerId, plan, siteUrl });
  await recordChosenPlan(uid, plan.name);
  return { body: session };
});
