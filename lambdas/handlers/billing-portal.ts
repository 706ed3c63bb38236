import { getCaregiver } from '../data/caregivers';
import { createBillingPortal } from '../clients/stripe';
import { conflict, notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Stripe's customer portal (change the card, cancel) for a caregiver who has subscribed at least once. */
export const handler = apiHandler({}, async ({ caller }) => {
  const caregiver = await getCaregiver(caller().uid);
  if (!caregiver) throw notFound(messages.caregiverNotFound);
  if (!caregiver.stripeCustomerId || !caregiver.stripeSubscriptionId) throw conflict(messages.noSubscriptionToManage);
  return { body: { url: await createBillingPortal(caregiver.stripeCustomerId, siteUrl) } };
});
