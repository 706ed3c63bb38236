import Stripe from 'stripe';
import { callStripe, cancelSubscriptionNow } from './stripe';
import { stripeBilling, subscriptionFacts } from './stripe-billing';
import { countMetric } from '../base/observability/observability';
import { metricNames } from '../base/observability/metric-names';
import type { SubscriptionAtDeletion, SubscriptionAtDeletionPorts } from './subscription-at-deletion';

/** The subscription's facts, or undefined when Stripe has no such subscription (another stage's, or long gone). */
async function subscriptionIfAny(id: string) {
  const exists = await callStripe(async (s) => {
    try {
      await s.subscriptions.retrieve(id);
      return true;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return false;
      throw error;
    }
  });
  return exists ? subscriptionFacts(id) : undefined;
}

/** Stripe and the deletion job for the deletion's 'cancel-subscription' step (lambdas/account/delete-account.ts). */
export function subscriptionAtDeletionPorts(record: (outcome: SubscriptionAtDeletion) => Promise<void>): SubscriptionAtDeletionPorts {
  return {
    refund: stripeBilling.refund,
    refundPix: stripeBilling.refundPix,
    now: stripeBilling.now,
    cancelNow: cancelSubscriptionNow,
    refundFailed: () => countMetric(metricNames.refundsFailed),
    subscription: subscriptionIfAny,
    record,
  };
}
