import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, Metric, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { FederatedPrincipal, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { MetricName } from '../../lambdas/base/observability/metric-names';
import { tableDefinition } from '../../lambdas/base/table/table-definition';
import { acknowledge } from './nag';
import type { RuntimeConfig } from '../runtime-config';
import { alarm, customMetric, FIVE_MINUTES } from './alarms';
import { alarmEmails } from './alarm-emails';
import { careyDashboard } from './dashboard';
import { API_LATENCY_DATAPOINTS, API_LATENCY_MIN_REQUESTS, API_P99_LATENCY_ALARM_MS, LAMBDA_THROTTLES_ALARM, LAMBDA_THROTTLES_DATAPOINTS, stageMetricAlarms } from './alarm-thresholds';
import { EDGE_FUNCTION_HOME } from './edge-function-settings';
import type { StageSettings } from './stage-settings';

export interface WatchProps {
  httpApi: HttpApi;
  table: ITable;
  /**
   * Functions outside the slices (Cognito triggers): each alarms on its first error; one whose code refuses requests
   * by throwing (PreSignUp) names the metric that counts them, and its alarm counts only the other errors.
   */
  functions: ReadonlyMap<string, { fn: IFunction; refuses?: MetricName }>;
  /** The origin-response Lambda@Edge function's name (EdgeStack; docs/decisions/079), when the stage has one. */
  edgeFunctionName?: string;
}

/** The alarm topic (made first: every slice stack alarms to it), the stage's alarms and dashboard, and RUM. */
export class Ops extends Construct {
  readonly alarmTopic: Topic;
  readonly alarmAction: IAlarmAction;
  /** Where the alarm e-mail's failures go: `alarmEmailFallback`'s topic (alarm-emails.ts); none outside production without one. */
  readonly alarmEmailFallbackTopic?: Topic;
  rum?: NonNullable<RuntimeConfig['rum']>;
  private readonly settings: StageSettings;

  constructor(scope: Construct, id: string, props: { settings: StageSettings }) {
    super(scope, id);
    const { settings } = props;
    this.settings = settings;
    this.alarmTopic = new Topic(this, 'Alarms', { displayName: `Carey ${settings.stage} alarms`, enforceSSL: true });
    acknowledge(this.alarmTopic, [
      {
        id: 'AwsSolutions-SNS2',
        reason: 'Alarm notifications carry only alarm names and states; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs more than the data is worth.',
      },
    ]);
    this.alarmAction = new SnsAction(this.alarmTopic);
    this.alarmEmailFallbackTopic = alarmEmails(this, { topic: this.alarmTopic, settings, prefix: '', where: settings.region }).fallbackTopic;
  }

  /** Alarms on the stage as a whole, and its dashboard. */
  watch(props: WatchProps): void {
    const { stage } = this.settings;
    const action = this.alarmAction;
    const sum = { period: FIVE_MINUTES, statistic: 'Sum' };
    alarm(this, 'Api5xx', { metric: props.httpApi.metricServerError(sum), threshold: 5, description: 'The HTTP API answered 5 or more 5xx in 5 minutes.', action });
    // p99 only where enough requests make it a percentile (API_LATENCY_MIN_REQUESTS), in 2 of 3 periods.
    alarm(this, 'ApiLatencyP99', {
      metric: new MathExpression({
        expression: `IF(requests >= ${API_LATENCY_MIN_REQUESTS}, latency, 0)`,
        usingMetrics: { latency: props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }), requests: props.httpApi.metricCount(sum) },
        label: `API p99 latency (ms) over ${API_LATENCY_MIN_REQUESTS}+ requests`,
        period: FIVE_MINUTES,
      }),
      threshold: API_P99_LATENCY_ALARM_MS,
      datapoints: API_LATENCY_DATAPOINTS,
      description: `The API's p99 latency passed ${API_P99_LATENCY_ALARM_MS} ms in ${API_LATENCY_DATAPOINTS.toAlarm} of the last ${API_LATENCY_DATAPOINTS.outOf} 5-minute periods, each with ${API_LATENCY_MIN_REQUESTS}+ requests: caregivers wait, not one cold start.`,
      action,
    });
    // No dimension: every function of the account in this region (the account's concurrency is shared).
    alarm(this, 'LambdaThrottles', {
      metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', ...sum }),
      threshold: LAMBDA_THROTTLES_ALARM,
      datapoints: LAMBDA_THROTTLES_DATAPOINTS,
      description: `Lambda throttled ${LAMBDA_THROTTLES_ALARM}+ invocations in ${LAMBDA_THROTTLES_DATAPOINTS.toAlarm} of the last ${LAMBDA_THROTTLES_DATAPOINTS.outOf} 5-minute periods: the account's concurrency is too small for the traffic (Service Quotas, Lambda concurrent executions; docs/deploy.md step 0).`,
      action,
    });
    // Lambda@Edge counts its runs in the region of the edge that ran them (Brazil's: this one), named `us-east-1.<name>`.
    if (props.edgeFunctionName) {
      alarm(this, 'EdgeFunctionErrors', {
        metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', dimensionsMap: { FunctionName: `${EDGE_FUNCTION_HOME}.${props.edgeFunctionName}` }, ...sum }),
        threshold: 1,
        description: 'The origin-response function on /api/* failed (Lambda@Edge Errors): CloudFront answered those requests 5xx.',
        action,
      });
    }
    for (const name of ['ReadThrottleEvents', 'WriteThrottleEvents'] as const) {
      alarm(this, `Table${name}`, { metric: props.table.metric(name, sum), threshold: 1, description: `DynamoDB ${name} on the table: requests were refused for capacity.`, action });
      // An index's throttles are its own metric (the table's leaves them out); a throttled index write throttles the table's write too.
      for (const { indexName } of tableDefinition.globalSecondaryIndexes) {
        alarm(this, `Table${indexName}${name}`, {
          metric: props.table.metric(name, { ...sum, dimensionsMap: { TableName: props.table.tableName, GlobalSecondaryIndexName: indexName } }),
          threshold: 1,
          description: `DynamoDB ${name} on the index ${indexName}: its requests (or the table writes that feed it) were refused for capacity.`,
          action,
        });
      }
    }
    alarm(this, 'TableSystemErrors', {
      metric: props.table.metricSystemErrorsForOperations({
        ...sum,
        // At most 10 metrics in an alarm's expression: the operations the code uses.
        operations: [Operation.GET_ITEM, Operation.PUT_ITEM, Operation.UPDATE_ITEM, Operation.DELETE_ITEM, Operation.QUERY, Operation.SCAN, Operation.BATCH_GET_ITEM, Operation.BATCH_WRITE_ITEM, Operation.TRANSACT_WRITE_ITEMS],
      }),
      threshold: 1,
      description: 'DynamoDB answered with internal errors (5xx).',
      action,
    });
    for (const [name, { fn, refuses }] of props.functions) {
      if (!refuses) {
        alarm(this, `${name}Errors`, { metric: fn.metricErrors(sum), threshold: 1, description: `${name} threw: Cognito refuses the sign-up or sign-in it was called for.`, action });
        continue;
      }
      // A refusal is a throw too, and Lambda counts it in Errors: anyone may call SignUp with the public client id, so
      // only the errors that were not refusals (the code counts those in the same invocation) page someone.
      alarm(this, `${name}Errors`, {
        metric: new MathExpression({
          expression: 'errors - FILL(refused, 0)',
          usingMetrics: { errors: fn.metricErrors(sum), refused: customMetric(stage, refuses) },
          label: `${name} errors that were not refusals`,
          period: FIVE_MINUTES,
        }),
        threshold: 1,
        description: `${name} failed (Lambda Errors less the ${refuses} it counted): a crash, its timeout or a secret it could not read; Cognito refused the sign-up.`,
        action,
      });
    }
    for (const [name, spec] of Object.entries(stageMetricAlarms) as [MetricName, { threshold: number; description: string }][]) {
      alarm(this, `Metric${name}`, { metric: customMetric(stage, name), threshold: spec.threshold, description: spec.description, action });
    }
    this.budget();
    careyDashboard(this, { stage, httpApi: props.httpApi, table: props.table, period: Duration.minutes(5) });
  }

  /**
   * An AWS Budgets budget for the stage: the alarm topic hears when the month is forecast past 80% and when it
   * passes 100%. It counts the whole account (one stage an account), not a tag: a cost-allocation tag left
   * inactive would make the budget silently see nothing.
   */
  private budget(): void {
    const { stage, monthlyBudgetUsd } = this.settings;
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({ actions: ['sns:Publish'], principals: [new ServicePrincipal('budgets.amazonaws.com')], resources: [this.alarmTopic.topicArn] }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.alarmTopic.topicArn }];
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `carey-${stage}`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        { notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' }, subscribers },
        { notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' }, subscribers },
      ],
    });
  }

  /** The CloudWatch RUM app monitor the SPA loads when config.json names it. */
  realUserMonitoring(domain: string): NonNullable<RuntimeConfig['rum']> {
    const { region, account, partition } = Stack.of(this);
    const monitorName = `carey-${this.settings.stage}`;
    // RUM's web client sends events as an unauthenticated (guest) identity allowed only to put events.
    const identityPool = new CfnIdentityPool(this, 'RumIdentityPool', { allowUnauthenticatedIdentities: true });
    const guestRole = new Role(this, 'RumGuestRole', {
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': identityPool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
    });
    guestRole.addToPolicy(new PolicyStatement({ actions: ['rum:PutRumEvents'], resources: [`arn:${partition}:rum:${region}:${account}:appmonitor/${monitorName}`] }));
    new CfnIdentityPoolRoleAttachment(this, 'RumIdentityPoolRoles', { identityPoolId: identityPool.ref, roles: { unauthenticated: guestRole.roleArn } });
    const monitor = new CfnAppMonitor(this, 'RumAppMonitor', {
      name: monitorName,
      domain,
      cwLogEnabled: false,
      appMonitorConfiguration: {
        allowCookies: false,
        enableXRay: false,
        sessionSampleRate: 1,
        telemetries: ['errors', 'performance', 'http'],
        identityPoolId: identityPool.ref,
        guestRoleArn: guestRole.roleArn,
      },
    });
    acknowledge(identityPool, [
      { id: 'AwsSolutions-COG7', reason: 'CloudWatch RUM needs guest identities; their role may only put events into this one app monitor.' },
    ]);
    this.rum = { applicationId: monitor.attrId, region, identityPoolId: identityPool.ref, guestRoleArn: guestRole.roleArn };
    return this.rum;
  }
}
