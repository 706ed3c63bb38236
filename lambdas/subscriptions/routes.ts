import { apiPaths } from '../../contract';
import type { Route } from '../base/route-table';

export const subscriptionRoutes: readonly Route[] = [
  { method: 'POST', path: apiPaths.checkout, handler: 'subscriptions/handlers/checkout', access: 'signed-in', needs: ['table-read', 'table-write', 'stripe'] },
  { method: 'POST', path: apiPaths.billingPortal, handler: 'subscriptions/handlers/billing-portal', access: 'signed-in', needs: ['table-read', 'stripe'] },
  // Public: Stripe calls it; the handler verifies Stripe's signature on the raw body.
  { method: 'POST', path: apiPaths.stripeWebhook, handler: 'subscriptions/handlers/stripe-webhook', access: 'public', needs: ['table-read', 'table-write', 'stripe'] },
];
