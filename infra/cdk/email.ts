import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { metricNames } from '../../lambdas/base/observability/metric-names';
import { alarm, customMetric, DLQ_RETENTION, FIVE_MINUTES } from './alarms';
import { Construct } from 'constructs';
import { emailEventConsumers, handlerName } from '../../lambdas/routes';
import { CareyFunction, type FunctionResources } from './carey-function';
import { acknowledge } from './nag';
import type { StageSettings } from './stage-settings';

/** The configuration set every send names (SES_CONFIGURATION_SET) and Cognito's e-mail uses: one per stage. */
export const sesConfigurationSetName = (stage: string) => `carey-${stage}`;

/** SES reviews an account above 5% bounces and 0.1% complaints (and pauses it above 10% / 0.5%): we hear first. */
export const SES_ALARM_THRESHOLDS = { bounceRate: 0.05, complaintRate: 0.001 } as const;

/**
 * E-mail that keeps flowing (docs/decisions/045-email-delivery.md): the SES domain identity with Easy DKIM and a
 * custom MAIL FROM domain, the DNS records to publish (DKIM, MAIL FROM, DMARC) as outputs, a configuration set with
 * reputation metrics and the account's suppression list for bounces and complaints, whose bounce and complaint
 * events reach our handler through SNS (a dead-letter queue for what SNS could not deliver and for what the handler
 * failed after Lambda's retries, with the alarms a job has), and alarms on SES's reputation metrics.
 */
export class Email extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly eventsTopic: Topic;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: { settings: StageSettings; resources: FunctionResources; alarmTopic: ITopic }) {
    super(scope, id);
    const { settings } = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: sesConfigurationSetName(settings.stage),
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity(settings);

    this.eventsTopic = new Topic(this, 'Events', { displayName: `Carey ${settings.stage} SES bounces and complaints`, enforceSSL: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.snsTopic(this.eventsTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    // SNS invokes the handler asynchronously: SNS's redrive catches only an event it could not hand to Lambda, and an
    // event the handler failed is retried twice by Lambda and then dropped unless Lambda has an on-failure
    // destination. Both kinds wait here, in one queue with one alarm (docs/decisions/043-no-silent-failure.md).
    this.deadLetterQueue = new Queue(this, 'EventsDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: DLQ_RETENTION });
    acknowledge(this.deadLetterQueue, [
      { id: 'AwsSolutions-SQS3', reason: "It is the dead-letter queue of SES's bounce and complaint events: the SNS subscription's redrive and the handler's on-failure destination (neither is seen by the rule)." },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the redrive target of the bounce and complaint subscription and the handler\'s on-failure destination; a queue behind it would hide nothing more.' },
    ]);
    const action = new SnsAction(props.alarmTopic);
    alarm(this, 'EventsDeadLettersDepth', {
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
      threshold: 1,
      description: 'A bounce or complaint event could not be handled: read it (an on-failure record carries the SNS event in requestPayload), fix, and publish its Message to the events topic again (marking is idempotent; docs/runbooks/ses-paused.md).',
      action,
    });
    for (const consumer of emailEventConsumers) {
      const id = `EmailEvents${handlerName(consumer.handler)}`;
      const fn = new CareyFunction(this, id, { handler: consumer.handler, needs: consumer.needs, resources: props.resources, timeout: Duration.seconds(30) });
      fn.configureAsyncInvoke({ onFailure: new SqsDestination(this.deadLetterQueue), retryAttempts: 2, maxEventAge: Duration.hours(6) });
      this.eventsTopic.addSubscription(new LambdaSubscription(fn, { deadLetterQueue: this.deadLetterQueue }));
      // The alarms every job has: its own failure metric (JobFailed, its handler path) and Lambda's errors.
      alarm(this, `${id}JobFailed`, { metric: customMetric(settings.stage, metricNames.jobFailed, { job: consumer.handler }), threshold: 1, description: `${consumer.handler} reported a failed event (JobFailed); Lambda retries it twice, then it waits in the dead-letter queue.`, action });
      alarm(this, `${id}Errors`, { metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), threshold: 1, description: `${consumer.handler} threw (Lambda Errors: a crash, out of memory or its timeout included).`, action });
    }
    this.reputationAlarms(props.alarmTopic);
  }

  /** A domain identity (the stage's sesIdentity) with Easy DKIM and MAIL FROM `mail.<domain>`; an address identity as it is. */
  private identity(settings: StageSettings) {
    const domain = settings.sesIdentity.includes('@') ? undefined : settings.sesIdentity;
    if (!domain) {
      new EmailIdentity(this, 'Identity', { identity: Identity.email(settings.sesIdentity), configurationSet: this.configurationSet });
      return;
    }
    const mailFrom = `mail.${domain}`;
    const identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain), mailFromDomain: mailFrom, configurationSet: this.configurationSet });
    const region = Stack.of(this).region;
    const dkim = [1, 2, 3] as const;
    new CfnOutput(this, 'DkimRecords', {
      description: 'CNAME records to publish for Easy DKIM (name → value)',
      value: dkim.map((n) => `${identity[`dkimDnsTokenName${n}`]} CNAME ${identity[`dkimDnsTokenValue${n}`]}`).join(' ; '),
    });
    new CfnOutput(this, 'MailFromRecords', {
      description: 'Records to publish for the custom MAIL FROM domain',
      value: [`${mailFrom} MX 10 feedback-smtp.${region}.amazonses.com`, `${mailFrom} TXT "v=spf1 include:amazonses.com ~all"`].join(' ; '),
    });
    new CfnOutput(this, 'DmarcRecord', {
      description: 'TXT record to publish for DMARC (reports to the support inbox)',
      value: `_dmarc.${domain} TXT "v=DMARC1; p=quarantine; rua=mailto:${settings.supportInbox}; adkim=r; aspf=r"`,
    });
  }

  /** SES's account-wide reputation (what SES reviews), at the thresholds where SES starts a review. */
  private reputationAlarms(alarmTopic: ITopic) {
    const action = new SnsAction(alarmTopic);
    const rates = [
      ['BounceRate', 'Reputation.BounceRate', SES_ALARM_THRESHOLDS.bounceRate],
      ['ComplaintRate', 'Reputation.ComplaintRate', SES_ALARM_THRESHOLDS.complaintRate],
    ] as const;
    for (const [id, metricName, threshold] of rates) {
      new Alarm(this, `Ses${id}`, {
        alarmDescription: `SES ${metricName} at or above ${threshold * 100}%: SES reviews the account there (runbook: SES paused)`,
        metric: new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);
    }
  }
}
