import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import type { RuntimeConfig } from '../runtime-config';
import type { StageSettings } from './stage-settings';

export interface OpsProps {
  settings: StageSettings;
  httpApi: HttpApi;
  /** Construct id → function; each gets an error alarm. */
  functions: ReadonlyMap<string, IFunction>;
  /** Stripe's webhook: any error there can lose a plan change, so it alarms on the first one. */
  webhookFunction?: IFunction;
  siteDomain: string;
}

/** Alarms to one SNS topic, and the optional CloudWatch RUM app monitor the SPA loads when config.json names it. */
export class Ops extends Construct {
  readonly alarmTopic: Topic;
  readonly rum?: NonNullable<RuntimeConfig['rum']>;

  constructor(scope: Construct, id: string, props: OpsProps) {
    super(scope, id);
    const { settings } = props;
    this.alarmTopic = new Topic(this, 'Alarms', { displayName: `Carey ${settings.stage} alarms`, enforceSSL: true });
    if (settings.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(settings.alarmEmail));
    acknowledge(this.alarmTopic, [
      {
        id: 'AwsSolutions-SNS2',
        reason: 'Alarm notifications carry only alarm names and states; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key costs more than the data is worth.',
      },
    ]);
    const action = new SnsAction(this.alarmTopic);
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string) => {
      new Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
    };

    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    alarm('Api5xx', props.httpApi.metricServerError(fiveMinutes), 5, 'The HTTP API answered 5 or more 5xx in 5 minutes.');
    for (const [name, fn] of props.functions) {
      alarm(`${name}Errors`, fn.metricErrors(fiveMinutes), 3, `${name} failed 3 or more times in 5 minutes.`);
    }
    if (props.webhookFunction) {
      alarm(
        'StripeWebhookErrors',
        props.webhookFunction.metricErrors(fiveMinutes),
        1,
        'The Stripe webhook failed: Stripe retries, but check the logs before plan changes are lost.',
      );
    }

    if (settings.rum) this.rum = this.realUserMonitoring(settings, props.siteDomain);
  }

  private realUserMonitoring(settings: StageSettings, domain: string): NonNullable<RuntimeConfig['rum']> {
    const { region, account, partition } = Stack.of(this);
    const monitorName = `carey-${settings.stage}`;
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
    guestRole.addToPolicy(
      new PolicyStatement({
        actions: ['rum:PutRumEvents'],
        resources: [`arn:${partition}:rum:${region}:${account}:appmonitor/${monitorName}`],
      }),
    );
    new CfnIdentityPoolRoleAttachment(this, 'RumIdentityPoolRoles', {
      identityPoolId: identityPool.ref,
      roles: { unauthenticated: guestRole.roleArn },
    });
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
    return { applicationId: monitor.attrId, region, identityPoolId: identityPool.ref, guestRoleArn: guestRole.roleArn };
  }
}
