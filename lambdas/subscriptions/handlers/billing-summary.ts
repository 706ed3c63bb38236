import { billingSummary } from '../billing';
import { checkoutSessionFacts, stripeBilling } from '../stripe-billing';
import { billingQuery, checkoutOutcome, type CheckoutOutcomePorts } from '../checkout-outcome';
import { pendingGiveBack } from '../data/pix-give-back';
import { PIX_GIVE_BACK_REASON } from '../pix-give-back';
import { couponApplies } from '../subscription-checkout';
import { hasPaidBefore } from '../stripe-payments';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const checkoutPorts: CheckoutOutcomePorts = { session: checkoutSessionFacts, owedBack: async (sessionId) => (await pendingGiveBack(sessionId))?.reason === PIX_GIVE_BACK_REASON };

/**
 * What she pays, read from Stripe (lambdas/subscriptions/billing.ts); without a plan, whether the coupon is still hers;
 * with `?sessao=`, how that checkout of hers ended (checkout-outcome.ts).
 */
export const handler = signedInHandler({ query: billingQuery }, async ({ caregiver, query }) => {
  const checkout = query.sessao ? await checkoutOutcome(caregiver, query.sessao, checkoutPorts) : undefined;
  return { body: { ...(await billingSummary(caregiver, { ...stripeBilling, couponApplies: () => couponApplies(caregiver, { hasPaidBefore }) })), ...(checkout ? { checkout } : {}) } };
});
