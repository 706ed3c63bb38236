import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { alarm, DLQ_RETENTION, FIVE_MINUTES } from './alarms';
import { acknowledge } from './nag';
import type { StageSettings } from './stage-settings';

/**
 * The people behind a region's alarm topic: `alarmEmail` subscribed with a dead-letter queue, and, when the stage names
 * `alarmEmailFallback` (required in production), a second topic that e-mails that address. An alarm e-mail SNS could
 * not deliver lands in the queue, and the queue's alarm notifies the *other* topic: telling the address that just
 * failed would reach nobody. The fallback's own failures notify the main topic the same way; only both failing at
 * once is left to the console (docs/runbooks/alarm-email-failed.md).
 *
 * `prefix` keeps each stack's logical ids (`AlarmEmailDlq` in the app stack, `EdgeAlarmEmailDlq` at the edge). With no
 * fallback (a non-production stage), the queue's alarm notifies the main topic, as before: it is seen in the console.
 */
export function alarmEmails(scope: Construct, props: { topic: Topic; settings: Pick<StageSettings, 'stage' | 'alarmEmail' | 'alarmEmailFallback'>; prefix: string; where: string }): { fallbackTopic?: Topic } {
  const { topic, settings, prefix, where } = props;
  if (!settings.alarmEmail) return {};
  const subscribe = (to: Topic, address: string, id: string) => {
    const dlq = new Queue(scope, `${id}Dlq`, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: DLQ_RETENTION });
    acknowledge(dlq, (['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy'] as const).map((rule) => ({ id: rule, reason: 'This queue is itself the redrive target of an alarm e-mail subscription; nothing further would read a queue behind it.' })));
    to.addSubscription(new EmailSubscription(address, { deadLetterQueue: dlq }));
    return dlq;
  };
  const mainDlq = subscribe(topic, settings.alarmEmail, `${prefix}AlarmEmail`);
  let fallbackTopic: Topic | undefined;
  if (settings.alarmEmailFallback) {
    fallbackTopic = new Topic(scope, `${prefix}AlarmEmailFallback`, { displayName: `Carey ${settings.stage} ${where} alarm e-mail failed`, enforceSSL: true });
    acknowledge(fallbackTopic, [{ id: 'AwsSolutions-SNS2', reason: 'It carries only the names and states of the alarm e-mail dead-letter alarms; CloudWatch cannot publish to a topic under the AWS-managed SNS key.' }]);
    const fallbackDlq = subscribe(fallbackTopic, settings.alarmEmailFallback, `${prefix}AlarmEmailFallback`);
    alarm(scope, `${prefix}AlarmEmailFallbackDlqDepth`, {
      metric: fallbackDlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
      threshold: 1,
      description: `The ${where} fallback alarm e-mail (alarmEmailFallback) could not be delivered: check that address and its subscription (docs/runbooks/alarm-email-failed.md).`,
      action: new SnsAction(topic),
    });
  }
  alarm(scope, `${prefix}AlarmEmailDlqDepth`, {
    metric: mainDlq.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
    threshold: 1,
    description: `The ${where} alarm e-mails (alarmEmail) could not be delivered: read the alarms in the ${where} console, then mend the address or its subscription (docs/runbooks/alarm-email-failed.md).`,
    action: new SnsAction(fallbackTopic ?? topic),
  });
  return { fallbackTopic };
}
