import { Stack, type StackProps } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { alarm, DLQ_RETENTION, FIVE_MINUTES } from './alarms';
import { acknowledge } from './nag';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageSettings } from './stage-settings';

/**
 * Requests one viewer address may make in WAF_RATE_WINDOW_SECONDS before WAF blocks it at the edge, over the
 * whole site. Far above a person's use (the app's own per-route limits, lambdas/base/rate-limits/limits.ts, are
 * stricter); it stops floods before they cost Lambda time. docs/decisions/017-api-reached-only-through-cloudfront.md.
 */
export const WAF_RATE_LIMIT = 1000;
export const WAF_RATE_WINDOW_SECONDS = 300;

/** Requests the web ACL blocks in 5 minutes past which someone should look (a flood, or a rule blocking caregivers). */
export const WAF_BLOCKED_ALARM = 100;

export interface EdgeStackProps extends StackProps {
  settings: StageSettings;
}

/**
 * What CloudFront needs from us-east-1: a web ACL of scope CLOUDFRONT can only be created there. The app stack,
 * in its own region, takes its ARN through CDK's cross-region references.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `carey-${props.settings.stage}-${name}` });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `carey-${props.settings.stage}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      rules: [
        {
          name: 'rate-per-address',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' } },
          visibilityConfig: metric('rate-per-address'),
        },
        {
          name: 'aws-common-rule-set',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 KB body limit would block support messages the API accepts (32 KB, checked by the API).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metric('aws-common-rule-set'),
        },
      ],
    });
    this.blockedRequestsAlarm(props.settings);
  }

  /**
   * WAF's metrics for CloudFront are in us-east-1, and an alarm can only notify a topic of its own region: the edge
   * has its own small topic, with the stage's alarm e-mail.
   */
  private blockedRequestsAlarm(settings: StageSettings): void {
    const topic = new Topic(this, 'EdgeAlarms', { displayName: `Carey ${settings.stage} edge alarms`, enforceSSL: true });
    acknowledge(topic, [{ id: 'AwsSolutions-SNS2', reason: 'Alarm notifications carry only alarm names and states; CloudWatch cannot publish to a topic under the AWS-managed SNS key.' }]);
    if (settings.alarmEmail) {
      const dlq = new Queue(this, 'EdgeAlarmEmailDlq', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: DLQ_RETENTION });
      acknowledge(dlq, (['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy'] as const).map((id) => ({ id, reason: 'This queue is itself the redrive target of the edge alarm e-mail subscription.' })));
      topic.addSubscription(new EmailSubscription(settings.alarmEmail, { deadLetterQueue: dlq }));
      alarm(this, 'EdgeAlarmEmailDlqDepth', {
        metric: dlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
        threshold: 1,
        description: 'Edge alarm e-mails could not be delivered: read the alarms in the us-east-1 console.',
        action: new SnsAction(topic),
      });
    }
    alarm(this, 'WafBlockedRequests', {
      metric: new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: this.webAcl.name!, Rule: 'ALL' }, statistic: 'Sum', period: FIVE_MINUTES }),
      threshold: WAF_BLOCKED_ALARM,
      description: `The web ACL blocked ${WAF_BLOCKED_ALARM}+ requests in 5 minutes: a flood, or a rule turning caregivers away (sampled requests in the WAF console).`,
      action: new SnsAction(topic),
    });
  }
}
