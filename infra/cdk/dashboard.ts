import type { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, MathExpression, Metric, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { metricDimensions, metricNames, metricsNamespace, SERVICE_NAME } from '../../lambdas/base/observability/metric-names';

export interface DashboardProps {
  stage: string;
  httpApi: HttpApi;
  table: ITable;
  period: Duration;
}

/**
 * The stage's one dashboard: the API, the failures the code counts (by route and by job, found with SEARCH, so a new
 * route shows up without a deploy), the table, Lambda, and the dead-letter queues.
 */
export function careyDashboard(scope: Construct, props: DashboardProps): Dashboard {
  const { stage, period } = props;
  const namespace = metricsNamespace(stage);
  const search = (label: string, dims: string[], name: string) =>
    new MathExpression({ expression: `SEARCH('{${[namespace, 'service', ...dims].join(',')}} service="${SERVICE_NAME}" MetricName="${name}"', 'Sum', ${period.toSeconds()})`, label, period });
  const dashboard = new Dashboard(scope, 'Dashboard', { dashboardName: `carey-${stage}`, defaultInterval: period.plus(period).plus(period) });
  dashboard.addWidgets(
    new TextWidget({ markdown: `# Carey ${stage}\nAlarms go to the stage's SNS topic; dead-letter queues are redriven as docs/decisions/043 says.`, width: 24, height: 2 }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'API: requests and 5xx', left: [props.httpApi.metricCount({ period }), props.httpApi.metricServerError({ period }), props.httpApi.metricClientError({ period })], width: 12 }),
    new GraphWidget({ title: 'API: latency p50 / p99 (ms)', left: [props.httpApi.metricLatency({ period, statistic: 'p50' }), props.httpApi.metricLatency({ period, statistic: 'p99' })], width: 12 }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Unhandled errors and timeouts by route',
      left: [search('UnhandledError', [metricDimensions.route], metricNames.unhandledError), search('HandlerTimeout', [metricDimensions.route], metricNames.handlerTimeout)],
      width: 12,
    }),
    new GraphWidget({ title: 'Failed jobs by job', left: [search('JobFailed', [metricDimensions.job], metricNames.jobFailed)], width: 12 }),
  );
  const business = [metricNames.stripeWebhookFailed, metricNames.refundsFailed, metricNames.deletionsOverdue, metricNames.digestsFailed, metricNames.alertMatchesFailed, metricNames.noticeFanOutsStuck, metricNames.stripeOutOfSync, metricNames.endedSubscriptionsCanceled, metricNames.emailsBounced, metricNames.emailsComplained, metricNames.pushSent, metricNames.pushFailed, metricNames.pushDeadLettered, metricNames.pushDeadLettersDropped];
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Business failures',
      left: business.map((name) => new Metric({ namespace, metricName: name, dimensionsMap: { service: SERVICE_NAME }, statistic: 'Sum', period })),
      width: 12,
    }),
    new GraphWidget({
      title: 'Dead-letter queues: messages waiting',
      left: [new MathExpression({ expression: `SEARCH('{AWS/SQS,QueueName} MetricName="ApproximateNumberOfMessagesVisible" Carey-${stage}', 'Maximum', ${period.toSeconds()})`, label: 'DLQ', period })],
      width: 12,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'DynamoDB: throttles', left: [props.table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }), props.table.metric('WriteThrottleEvents', { period, statistic: 'Sum' })], width: 12 }),
    new GraphWidget({ title: 'Lambda: throttles and errors (all functions)', left: ['Throttles', 'Errors'].map((name) => new Metric({ namespace: 'AWS/Lambda', metricName: name, statistic: 'Sum', period })), width: 12 }),
  );
  return dashboard;
}
