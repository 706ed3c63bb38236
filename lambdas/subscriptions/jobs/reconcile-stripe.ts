import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { recordMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';
import { reconcileWithStripe } from '../reconciliation';
import { reconcilePorts } from '../reconcile-ports';

requireEnv('TABLE_NAME');

/** Nightly: Stripe's subscriptions against the table, differences mended (lambdas/subscriptions/reconciliation.ts). */
export const handler = jobHandler('subscriptions/jobs/reconcile-stripe', async (): Promise<{ checked: number; outOfSync: number; mended: number; canceled: number }> => {
  const result = await reconcileWithStripe(reconcilePorts);
  recordMetric(metricNames.stripeOutOfSync, result.outOfSync);
  recordMetric(metricNames.endedSubscriptionsCanceled, result.canceled);
  return result;
});
