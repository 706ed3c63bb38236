import type { CheckoutsAtDeletionPorts } from './checkouts-at-deletion';
import { owePixAfterDeletion } from './data/pix-give-back';
import { checkoutSessionsOf, expireCheckoutSession } from './stripe';

/** Stripe and the table, as the deletion's 'close-open-checkouts' step needs them (lambdas/account/delete-account.ts). */
export const checkoutsAtDeletionPorts: CheckoutsAtDeletionPorts = {
  sessionsOf: checkoutSessionsOf,
  expire: expireCheckoutSession,
  owe: owePixAfterDeletion,
  now: () => Math.floor(Date.now() / 1000),
};
