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
import { metricNames, type MetricName } from '../../lambdas/base/observability/metric-names';
import { tableDefinition } from '../../lambdas/base/table/table-definition';
import { acknowledge } from './nag';
import type { RuntimeConfig } from '../runtime-config';
import { alarm, customMetric, FIVE_MINUTES } from './alarms';
import { alarmEmails } from './alarm-emails';
import { careyDashboard } from './dashboard';
import { EDGE_FUNCTION_HOME } from './edge-function-settings';
import type { StageSettings } from './stage-settings';

/** p99 of the API's latency (ms) past which someone should look: a caregiver waits that long for a page. */
export const API_P99_LATENCY_ALARM_MS = 3000;
/**
 * Requests in 5 minutes below which the p99 alarm does not judge: with fewer, p99 is the slowest request or two, and at
 * launch one cold sign-up (three cold functions in a chain) passes 3 s by itself. From 200, p99 is past the two
 * slowest, so the slowness is shared.
 */
export const API_LATENCY_MIN_REQUESTS = 200;
/** Slow periods among the last three, so a deploy's cold starts (one period) page nobody and a slowness that stays does. */
export const API_LATENCY_DATAPOINTS = { toAlarm: 2, outOf: 3 } as const;
/**
 * Lambda throttles in 5 minutes, in two of the last three periods, that page someone. A throttled asynchronous run
 * (a job, the table stream, SES events) is retried by Lambda itself for hours, and a throttled request already shows
 * in Api5xx; a few in a burst, on an account still at 10 concurrent executions (docs/deploy.md, step 0), are not a page.
 * Throttling that stays is: the account's concurrency is too small for the traffic.
 */
export const LAMBDA_THROTTLES_ALARM = 10;
export const LAMBDA_THROTTLES_DATAPOINTS = { toAlarm: 2, outOf: 3 } as const;

/** Refused sign-ups in 5 minutes that page someone: far past a stale app or a curious bot, short of a scripted flood. */
export const SIGN_UP_REFUSALS_ALARM = 100;

/**
 * The business metrics without a route or job dimension (the code emits them with `service` only), each with the
 * count in five minutes that pages someone. The route and job metrics are alarmed in each slice's stack.
 */
export const stageMetricAlarms: Partial<Record<MetricName, { threshold: number; description: string }>> = {
  [metricNames.stripeWebhookFailed]: { threshold: 1, description: 'A Stripe webhook event could not be applied: Stripe retries, but check the logs before plan changes are lost.' },
  [metricNames.deletionsOverdue]: { threshold: 1, description: 'An LGPD account deletion is pending past its deadline (resume-account-deletions).' },
  [metricNames.digestsFailed]: { threshold: 1, description: 'Alert digests could not be sent in a run (send-alert-digests).' },
  [metricNames.alertMatchesFailed]: { threshold: 1, description: 'New openings could not be matched against saved alerts (match-new-openings).' },
  [metricNames.noticeFanOutsStuck]: { threshold: 1, description: 'A notice fan-out made no progress past its deadline (fan-out-notices).' },
  [metricNames.emailsBounced]: { threshold: 10, description: '10 or more e-mails bounced in 5 minutes: check the sender reputation before SES pauses it.' },
  // One complaint is one person's click, expected at any volume; the rate SES reviews (0.1%) has its own alarm
  // (SesComplaintRate, infra/cdk/email.ts). Ten in 5 minutes is one send (a digest, a notice) marked as spam by many.
  [metricNames.emailsComplained]: { threshold: 10, description: '10 or more recipients marked e-mails as spam in 5 minutes: one send (a digest, a notice) was unwanted; SES reviews the account at a 0.1% complaint rate and pauses it at 0.5% (docs/runbooks/ses-paused.md).' },
  // her money: a withdrawal she asked for whose refund did not go through (she was told to try again)
  [metricNames.refundsFailed]: { threshold: 1, description: 'A withdrawal\'s refund was refused by Stripe or could not be made: she was told it did not go through and to try again. See "stripe call failed" in the cancel-subscription log, and her payments in Stripe (docs/runbooks/stripe-out-of-sync.md).' },
  [metricNames.stripeOutOfSync]: { threshold: 1, description: 'The Stripe reconciliation found subscriptions out of sync (and mended them): find why the webhook missed them.' },
  // One refusal is a bot or a stale app and pages nobody; a flood is someone scripting SignUp past the site (the pool's
  // web ACL limits each address, infra/cdk/pool-waf.ts, but many addresses pass it).
  [metricNames.signUpsRefused]: { threshold: SIGN_UP_REFUSALS_ALARM, description: `${SIGN_UP_REFUSALS_ALARM} or more sign-ups refused in 5 minutes (not made through the site): someone is calling Cognito's SignUp directly; see the sampled requests of the caregivers' pool web ACL (carey-<stage>-caregivers-pool).` },
  // a device gone is not a failure (404/410 forget it); a few transient failures a day are the push services' own
  [metricNames.pushFailed]: { threshold: 5, description: '5 or more Web Push messages failed in 5 minutes after their retries, or were refused (401/403: the VAPID key of the secret and vapidPublicKey differ?); see "push failed" in the logs (docs/decisions/074-web-push.md).' },
  // kept to be sent again: a push service failing for many at once (5 in 5 minutes), not one passing 503
  [metricNames.pushDeadLettered]: { threshold: 5, description: '5 or more Web Push messages dead-lettered in 5 minutes (still 429/5xx/network after their retries): a push service is failing; the job resend-dead-pushes sends them again (docs/decisions/081-push-dead-letters.md).' },
  // a push lost for good: its TTL passed or a day of resends failed
  [metricNames.pushDeadLettersDropped]: { threshold: 1, description: 'A dead-lettered Web Push message was given up unsent (its TTL passed, a day old, or refused on a resend); see "push dead letter dropped" in the logs (docs/decisions/081-push-dead-letters.md).' },
  [metricNames.endedSubscriptionsCanceled]: { threshold: 1, description: 'The Stripe reconciliation cancelled a subscription Stripe still billed after a withdrawal had ended it: check that she was not charged after the refund.' },
  // Our functions call Cognito from Lambda's few addresses: one block or throttle turns real caregivers away.
  [metricNames.cognitoCallsRefused]: { threshold: 1, description: "A function's Cognito call (sign-up, resend, reset, deletion's password check) was refused by the caregivers' pool web ACL or Cognito's quota: caregivers got 429/503. See the web ACL's sampled requests (carey-<stage>-caregivers-pool) and the Cognito quotas; docs/operations.md." },
};

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
