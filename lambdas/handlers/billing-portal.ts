import { getCaregiver } from '../data/caregivers';
import { callStripe } from '../clients/stripe';
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
  const customer = caregiver.stripeCustomerId;
  const session = await callStripe((s) => s.billingPortal.sessions.create({ customer, return_url: `${siteUrl}/minha-conta`, locale: 'pt-BR' }));
  return { body: { url: session.url } };
});
