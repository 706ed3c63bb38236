import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

export const handler = signedInHandler({}, async ({ caregiver }) => {
  const { stripeCustomerId: _c, stripeSubscriptionId: _s, subscriptionEventAt: _a, endedSubscriptionIds: _e, subscriptionVersion: _v, deletionRequestedAt: _d, ...visible } = caregiver;
  return { body: visible };
});
