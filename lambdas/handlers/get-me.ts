import { getCaregiver } from '../data/caregivers';
import { notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = apiHandler({}, async ({ caller }) => {
  const caregiver = await getCaregiver(caller().uid);
  if (!caregiver) throw notFound(messages.caregiverNotFound);
  const { stripeCustomerId: _c, stripeSubscriptionId: _s, subscriptionEventAt: _a, endedSubscriptionIds: _e, subscriptionVersion: _v, deletionRequestedAt: _d, ...visible } = caregiver;
  return { body: visible };
});
