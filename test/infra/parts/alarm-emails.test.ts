/**
 * Proves (issue 49, item 3): when the alarm e-mail cannot be delivered, someone else hears it. In each region of the
 * production stage (the app stack's topic in sa-east-1, the edge topic in us-east-1), the alarm on an e-mail
 * subscription's dead-letter queue notifies a topic that does not e-mail the address whose delivery just failed:
 * alarmEmail's failures go to alarmEmailFallback's own topic, and the fallback's failures to alarmEmail's.
 */
import { productionContext, synthCarey } from '../helpers/carey-app';
import { templatesOf, type Resources } from '../helpers/stacks';

type Ref = { Ref: string };
type GetAtt = { 'Fn::GetAtt': [string, string] };

/** Each e-mail subscription of a stack, and what the alarm on its dead-letter queue notifies. */
function emailFailures(resources: Resources) {
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const subscriptions = ofType('AWS::SNS::Subscription')
    .map(([, s]) => s.Properties as { Protocol: string; Endpoint: string; TopicArn: Ref; RedrivePolicy?: { deadLetterTargetArn: GetAtt } })
    .filter((s) => s.Protocol === 'email');
  const emailsOf = (topic: string) => subscriptions.filter((s) => s.TopicArn.Ref === topic).map((s) => s.Endpoint);
  const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as { MetricName?: string; Dimensions?: { Name: string; Value: GetAtt }[]; AlarmActions: Ref[] });
  return subscriptions.map((s) => {
    const dlq = s.RedrivePolicy!.deadLetterTargetArn['Fn::GetAtt'][0];
    const onDlq = alarms.filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && a.Dimensions?.some((d) => d.Name === 'QueueName' && d.Value['Fn::GetAtt'][0] === dlq));
    return {
      failing: s.Endpoint,
      topic: s.TopicArn.Ref,
      told: onDlq.flatMap((a) => a.AlarmActions.map((action) => ({ topic: action.Ref, emails: emailsOf(action.Ref) }))),
    };
  });
}

describe('production: a failed alarm e-mail is told to another address (alarmEmailFallback)', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const { alarmEmail, alarmEmailFallback } = productionContext.stages.prod;
  const templates = templatesOf(built.cdkApp);

  it.each([
    ['the app stack (sa-east-1)', () => templates.get(built.app.node.path)!],
    ['the edge stack (us-east-1)', () => templates.get(built.edge.node.path)!],
  ])('%s: each address’s dead-letter alarm tells the other address’s topic, never its own', (_where, template) => {
    const failures = emailFailures(template());
    expect(failures.map((f) => f.failing).sort()).toEqual([alarmEmail, alarmEmailFallback].sort());
    const main = failures.find((f) => f.failing === alarmEmail)!;
    const fallback = failures.find((f) => f.failing === alarmEmailFallback)!;
    expect(main.topic).not.toBe(fallback.topic);
    // alarmEmail's failures: one alarm, to the fallback topic, which e-mails the fallback address only
    expect(main.told).toEqual([{ topic: fallback.topic, emails: [alarmEmailFallback] }]);
    // and the fallback's own failures back to the main topic
    expect(fallback.told).toEqual([{ topic: main.topic, emails: [alarmEmail] }]);
  });

  it('the app stack’s main topic is the stage’s alarm topic (every other alarm’s), the fallback a topic of its own', () => {
    const alarmTopic = built.app.getLogicalId(built.app.ops.alarmTopic.node.defaultChild as never);
    const fallbackTopic = built.app.getLogicalId(built.app.ops.alarmEmailFallbackTopic!.node.defaultChild as never);
    const failures = emailFailures(templates.get(built.app.node.path)!);
    expect(failures.find((f) => f.failing === alarmEmail)!.topic).toBe(alarmTopic);
    expect(failures.find((f) => f.failing === alarmEmailFallback)!.topic).toBe(fallbackTopic);
  });
});
