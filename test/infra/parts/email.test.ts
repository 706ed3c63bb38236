import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Match } from 'aws-cdk-lib/assertions';
import { SES_ALARM_THRESHOLDS, sesConfigurationSetName } from '../../../infra/cdk/email';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

/** E-mail that keeps flowing (docs/decisions/045-email-delivery.md): what CloudFormation will make of infra/cdk/email.ts. */
describe('SES in production', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const name = sesConfigurationSetName('prod');

  it('has a configuration set with reputation metrics and the suppression list for bounces and complaints', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: name,
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: Match.arrayEquals(['BOUNCE', 'COMPLAINT']) },
    });
  });

  it('signs with Easy DKIM from a domain identity with its own MAIL FROM domain, and gives the DNS records to publish', () => {
    const [identity] = Object.values(resourcesOfType(template, 'AWS::SES::EmailIdentity'));
    expect(identity.Properties).toMatchObject({ EmailIdentity: 'carey.com.br', MailFromAttributes: { MailFromDomain: 'mail.carey.com.br' }, ConfigurationSetAttributes: { ConfigurationSetName: { Ref: expect.stringContaining('ConfigurationSet') } } });
    // Easy DKIM: no key of ours (BYODKIM would name one).
    expect(JSON.stringify(identity.Properties)).not.toContain('DomainSigningPrivateKey');
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const value = (id: string) => JSON.stringify(Object.entries(outputs).find(([key]) => key.includes(id))?.[1].Value);
    expect(value('DmarcRecord')).toContain('_dmarc.carey.com.br TXT \\"v=DMARC1; p=quarantine');
    expect(value('MailFromRecords')).toContain('mail.carey.com.br MX 10 feedback-smtp.');
    expect(value('DkimRecords')).toContain('DkimDNSTokenName1');
  });

  it('sends bounces and complaints through SNS to our handler, with a dead-letter queue', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: { Enabled: true, MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']), SnsDestination: { TopicARN: Match.anyValue() } },
    });
    const handlerFn = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).find(([id]) => id.includes('EmailEvents'))!;
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', Endpoint: { 'Fn::GetAtt': [handlerFn[0], 'Arn'] }, RedrivePolicy: { deadLetterTargetArn: Match.anyValue() } });
  });

  it('every function that may send e-mail names the configuration set, and may use it', () => {
    const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const sesStatements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement)
      .filter((st) => ([] as string[]).concat(st.Action).some((a) => a.startsWith('ses:Send')));
    expect(sesStatements.length).toBeGreaterThan(0);
    for (const st of sesStatements) expect(JSON.stringify(st.Resource)).toContain(`:configuration-set/${name}`);

    const senders = [...built.app.api.functions.values(), ...built.app.api.jobs.values()].filter((fn) => {
      const variables = (resources[built.app.getLogicalId(fn.node.defaultChild as CfnFunction)].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      return 'MAIL_FROM' in variables;
    });
    expect(senders.length).toBeGreaterThanOrEqual(4);
    for (const fn of senders) {
      const variables = (resources[built.app.getLogicalId(fn.node.defaultChild as CfnFunction)].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.SES_CONFIGURATION_SET).toBe(name);
    }
  });

  it("Cognito's e-mail goes through SES with the same configuration set", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: { EmailSendingAccount: 'DEVELOPER', ConfigurationSet: name } });
  });

  it('alarms at 5% bounces and 0.1% complaints on SES reputation, to the alarm topic', () => {
    for (const [metric, threshold] of [
      ['Reputation.BounceRate', SES_ALARM_THRESHOLDS.bounceRate],
      ['Reputation.ComplaintRate', SES_ALARM_THRESHOLDS.complaintRate],
    ] as const) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SES',
        MetricName: metric,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: built.app.getLogicalId(built.app.ops.alarmTopic.node.defaultChild as never) }],
      });
    }
    expect(SES_ALARM_THRESHOLDS).toEqual({ bounceRate: 0.05, complaintRate: 0.001 });
  });
});
