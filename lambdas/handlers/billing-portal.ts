import { createBillingPortal } from '../clients/stripe';
import { conflict } from '../domain/errors';
import { messages } from '../domain/messages';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Stripe's customer portal (change the card, cancel) for a caregiver who has subscribed at least once. */
export const handler = signedInHandler({}, async ({ caregiver }) => {
  if (!caregiver.stripeCustomerId || !caregiver.stripeSubscriptionId) throw conflict(messages.noSubscriptionToManage);
  return { body: { url: await createBillingPortal(caregiver.stripeCustomerId, siteUrl) } };
});
