import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCheckoutSession, createCustomer, expireCheckoutSession } from './stripe';
import { linkStripeCustomer, recordChosenPlan } from './data/subscriptions';
import { hasPaidBefore } from './stripe-payments';
import { claimOpenCheckout, fillOpenCheckout, readOpenCheckout } from './data/open-checkout';
import type { CheckoutPorts } from './subscription-checkout';

/** Stripe and the table for POST /api/checkout (lambdas/subscriptions/handlers/checkout.ts). */
export function checkoutPorts(siteUrl: string): CheckoutPorts {
  return {
    createCustomer,
    linkCustomer: linkStripeCustomer,
    createCheckout: (input) => createCheckoutSession({ ...input, siteUrl }),
    expireCheckout: expireCheckoutSession,
    hasPaidBefore,
    recordChosenPlan,
    claimOpenCheckout,
    fillOpenCheckout,
    readOpenCheckout,
    now: () => Math.floor(Date.now() / 1000),
    newClaimId: randomUUID,
    sleep: (ms) => sleep(ms),
  };
}
