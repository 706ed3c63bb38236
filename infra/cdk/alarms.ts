import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IAlarmAction, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { metricDimensions, metricsNamespace, SERVICE_NAME, type MetricName } from '../../lambdas/base/observability/metric-names';

export const FIVE_MINUTES = Duration.minutes(5);

/** Days a failed event waits in a dead-letter queue: SQS's longest, time enough for a weekend and a redrive. */
export const DLQ_RETENTION = Duration.days(14);

/**
 * An alarm that fires at `threshold` or more in one period and tells the alarm topic; no data is not a breach.
 * `datapoints` (M of N) asks for M breaching periods among the last N instead: for a signal one bad period does not make.
 */
export function alarm(
  scope: Construct,
  id: string,
  props: { metric: IMetric; threshold: number; description: string; action: IAlarmAction; comparison?: ComparisonOperator; datapoints?: { toAlarm: number; outOf: number } },
): Alarm {
  const created = new Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    evaluationPeriods: props.datapoints?.outOf ?? 1,
    datapointsToAlarm: props.datapoints?.toAlarm,
    comparisonOperator: props.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  created.addAlarmAction(props.action);
  return created;
}

/**
 * A metric the code emits with Powertools (lambdas/base/observability/metric-names.ts): its stage's namespace, the
 * `service` dimension, plus `Route` (unhandledError, handlerTimeout) or `Job` (jobFailed) and nothing more, exactly
 * as the EMF lines carry them: CloudWatch matches dimensions as a whole set.
 */
export function customMetric(stage: string, name: MetricName, extra: { route?: string; job?: string } = {}): Metric {
  const dimensionsMap: Record<string, string> = { service: SERVICE_NAME };
  if (extra.route) dimensionsMap[metricDimensions.route] = extra.route;
  if (extra.job) dimensionsMap[metricDimensions.job] = extra.job;
  return new Metric({ namespace: metricsNamespace(stage), metricName: name, dimensionsMap, statistic: 'Sum', period: FIVE_MINUTES });
}
