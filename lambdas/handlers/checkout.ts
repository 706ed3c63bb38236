import * as z from 'zod';
import { getCaregiver } from '../data/caregivers';
import { linkStripeCustomer, recordChosenPlan } from '../data/subscriptions';
import { createCustomer, createSubscriptionCheckout } from '../clients/stripe';
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

  const customerId = caregiver.stripeCustomerId ?? (await linkStripeCustomer(uid, await createCustomer({ uid, email: caregiver.email, name: caregiver.name })));
  const session = await createSubscriptionCheckout({ uid, customerId, plan, siteUrl });
  await recordChosenPlan(uid, plan.name);
  return { body: session };
});
