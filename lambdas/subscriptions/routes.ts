import { apiPaths } from '../../contract';
import type { Route, ScheduledJob } from '../base/route-table';

export const subscriptionRoutes: readonly Route[] = [
  {
    method: 'POST',
    path: apiPaths.checkout,
    handler: 'subscriptions/handlers/checkout',
    access: 'signed-in',
    needs: ['table-read', 'table-write', 'stripe'],
    throttle: {
      rateLimit: 20,
      burstLimit: 40,
      why: "each call creates a Stripe Checkout Session, and Stripe takes 25 requests/s on one endpoint (100/s in all, shared with the webhook and the billing jobs) in live mode; 2 requests/s in the busiest second at 100,000 caregivers",
    },
  },
  { method: 'POST', path: apiPaths.billingPortal, handler: 'subscriptions/handlers/billing-portal', access: 'signed-in', needs: ['table-read', 'stripe'] },
  { method: 'GET', path: apiPaths.billing, handler: 'subscriptions/handlers/billing-summary', access: 'signed-in', needs: ['table-read', 'stripe'] },
  { method: 'POST', path: apiPaths.billingCancellation, handler: 'subscriptions/handlers/cancel-subscription', access: 'signed-in', needs: ['table-read', 'table-write', 'stripe'] },
  // Public: Stripe calls it; the handler verifies Stripe's signature on the raw body.
  {
    method: 'POST',
    path: apiPaths.stripeWebhook,
    handler: 'subscriptions/handlers/stripe-webhook',
    access: 'public',
    needs: ['table-read', 'table-write', 'stripe', 'ses-send', 'hash-pepper'],
    throttle: {
      rateLimit: 50,
      burstLimit: 100,
      why: "Stripe resends a refused delivery (a 429 too) with backoff for up to three days, so the limit loses no event; 8 events/s in the busiest second at 100,000 caregivers (4 a checkout), and a burst of events (Stripe's replay, a day of renewals) cannot take the Lambda concurrency caregivers' routes need",
    },
  },
];

export const subscriptionJobs: readonly ScheduledJob[] = [
  // billing e-mails left waiting by an SES refusal (each still at most once)
  { handler: 'subscriptions/jobs/send-billing-emails', everyMinutes: 5, needs: ['table-read', 'table-write', 'ses-send', 'hash-pepper'] },
  // the e-mail 7 days before a quarterly renewal (Stripe's active subscriptions; one record per period)
  { handler: 'subscriptions/jobs/remind-renewals', everyMinutes: 60, needs: ['table-read', 'table-write', 'stripe', 'ses-send', 'hash-pepper'] },
  // one-off Pix: each period ended at its end (once), and the e-mail 3 days before (once); the table's queues, no Stripe
  { handler: 'subscriptions/jobs/end-pix-periods', everyMinutes: 5, needs: ['table-read', 'table-write', 'ses-send', 'hash-pepper'] },
  // nightly: Stripe's subscriptions against the table, mended through the webhook's transitions (stripeOutOfSync)
  { handler: 'subscriptions/jobs/reconcile-stripe', everyMinutes: 1440, needs: ['table-read', 'table-write', 'stripe'] },
];
