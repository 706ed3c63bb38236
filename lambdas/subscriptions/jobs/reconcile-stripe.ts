import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { recordMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';
import { reconcileWithStripe } from '../reconciliation';
import { reconcilePixPayments } from '../pix-reconciliation';
import { reconcilePorts } from '../reconcile-ports';

requireEnv('TABLE_NAME');

type Result = { checked: number; outOfSync: number; mended: number; canceled: number; pix: { checked: number; outOfSync: number; mended: number } };

/**
 * Nightly: Stripe's subscriptions (card and Pix Automático) and its paid one-off Pix payments against the table,
 * differences mended (lambdas/subscriptions/reconciliation.ts, pix-reconciliation.ts). The top-level counts cover
 * both; `pix` tells the one-off Pix part.
 */
export const handler = jobHandler('subscriptions/jobs/reconcile-stripe', async (): Promise<Result> => {
  const subscriptions = await reconcileWithStripe(reconcilePorts);
  const pix = await reconcilePixPayments(reconcilePorts);
  const result = { ...subscriptions, checked: subscriptions.checked + pix.checked, outOfSync: subscriptions.outOfSync + pix.outOfSync, mended: subscriptions.mended + pix.mended, pix };
  recordMetric(metricNames.stripeOutOfSync, result.outOfSync);
  recordMetric(metricNames.endedSubscriptionsCanceled, result.canceled);
  return result;
});
