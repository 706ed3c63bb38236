import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { metricNames, metricsNamespace, SERVICE_NAME } from '../../base/observability/metric-names';
import { env, requireEnv } from '../../base/env';
import { reconcileWithStripe } from '../reconciliation';
import { reconcilePorts } from '../reconcile-ports';

requireEnv('TABLE_NAME');
const metrics = new Metrics({ namespace: env('POWERTOOLS_METRICS_NAMESPACE') ?? metricsNamespace('local'), serviceName: SERVICE_NAME });

/** Nightly: Stripe's subscriptions against the table, differences mended (lambdas/subscriptions/reconciliation.ts). */
export async function handler(): Promise<{ checked: number; outOfSync: number; mended: number }> {
  const result = await reconcileWithStripe(reconcilePorts);
  metrics.addMetric(metricNames.stripeOutOfSync, MetricUnit.Count, result.outOfSync);
  metrics.publishStoredMetrics();
  return result;
}
