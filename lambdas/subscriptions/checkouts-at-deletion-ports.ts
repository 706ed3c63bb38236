import { getCaregiver } from '../caregivers/store';
import type { CheckoutsAtDeletionPorts } from './checkouts-at-deletion';
import { owePixAfterDeletion } from './data/pix-give-back';
import { giveBackPix } from './pix-give-back';
import { pixGiveBackPorts } from './pix-give-back-ports';
import { checkoutSessionsOf, expireCheckoutSession } from './stripe';

/** Stripe and the table, as the deletion's 'close-open-checkouts' step needs them (lambdas/account/delete-account.ts). */
export const checkoutsAtDeletionPorts: CheckoutsAtDeletionPorts = {
  sessionsOf: checkoutSessionsOf,
  expire: expireCheckoutSession,
  owe: owePixAfterDeletion,
  appliedPix: async (uid) => ((await getCaregiver(uid))?.pixPayments ?? []).map((p) => p.sessionId),
  giveBack: (sessionId, paymentIntent) => giveBackPix(sessionId, pixGiveBackPorts, { paymentIntent }),
  now: () => Math.floor(Date.now() / 1000),
};
