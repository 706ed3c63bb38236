import { Template } from 'aws-cdk-lib/assertions';
import { dashboardOnlyMetrics, metricDimensions, metricNames, metricsNamespace, SERVICE_NAME } from '../../../lambdas/base/observability/metric-names';
import { emailEventConsumers, routes, scheduledJobs, tableStreamConsumers } from '../../../lambdas/routes';
import { handlerNeeds } from '../../../infra/function-environment';
import { productionContext, synthCarey } from '../helpers/carey-app';
import { templatesOf, type Resources } from '../helpers/stacks';

type Dims = { Name: string; Value: unknown }[];
const FOURTEEN_DAYS = 14 * 24 * 3600;

describe.each([
  ['dev', {}],
  ['prod', { context: productionContext }],
] as const)('no silent failure on the %s stage', (stage, options) => {
  const built = synthCarey(options);
  afterAll(() => built.cleanup());
  const templates = templatesOf(built.cdkApp);
  const all: Resources = Object.assign({}, ...templates.values());
  const ofType = (type: string) => Object.entries(all).filter(([, r]) => r.Type === type);
  const alarms = ofType('AWS::CloudWatch::Alarm').map(([, r]) => r.Properties as { MetricName?: string; Namespace?: string; Dimensions?: Dims; Threshold: number; AlarmActions: unknown[] });
  const namespace = metricsNamespace(stage);
  const custom = alarms.filter((a) => a.Namespace === namespace);
  /** A queue is watched when an alarm on its depth names it (in its own template, by GetAtt QueueName). */
  const watchedQueues = new Set(
    alarms
      .filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible')
      .map((a) => JSON.stringify(a.Dimensions?.find((d) => d.Name === 'QueueName')?.Value))
      .map((v) => (JSON.parse(v) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]),
  );
  const queueOf = (arn: unknown) => (arn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

  it('every alarm on a custom metric names one of metricNames, in the stage’s namespace, with exactly its dimensions', () => {
    const expected = (name: string) =>
      name === metricNames.unhandledError || name === metricNames.handlerTimeout ? ['Route', 'service'] : name === metricNames.jobFailed ? ['Job', 'service'] : ['service'];
    expect(custom.length).toBeGreaterThan(0);
    for (const a of alarms.filter((x) => x.Namespace?.startsWith('Carey'))) {
      expect(a.Namespace).toBe(namespace);
      expect(Object.values(metricNames)).toContain(a.MetricName);
      expect(a.Dimensions!.map((d) => d.Name).sort()).toEqual(expected(a.MetricName!));
      expect(a.Dimensions!.find((d) => d.Name === 'service')!.Value).toBe(SERVICE_NAME);
      expect(a.AlarmActions.length).toBe(1);
    }
  });

  it('alarms on every custom metric: per route for the route metrics, per job for JobFailed, once for the others', () => {
    const withDim = (name: string, dim: string) => custom.filter((a) => a.MetricName === name).map((a) => a.Dimensions!.find((d) => d.Name === dim)!.Value).sort();
    const routeKeys = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(withDim(metricNames.unhandledError, metricDimensions.route)).toEqual(routeKeys);
    expect(withDim(metricNames.handlerTimeout, metricDimensions.route)).toEqual(routeKeys);
    expect(withDim(metricNames.jobFailed, metricDimensions.job)).toEqual([...scheduledJobs, ...tableStreamConsumers, ...emailEventConsumers].map((j) => j.handler).sort());
    const others = Object.values(metricNames).filter((n) => !([metricNames.unhandledError, metricNames.handlerTimeout, metricNames.jobFailed, ...dashboardOnlyMetrics] as string[]).includes(n));
    for (const name of others) expect(custom.filter((a) => a.MetricName === name)).toHaveLength(1);
    // what went well (PushSent) pages nobody
    for (const name of dashboardOnlyMetrics) expect(custom.filter((a) => a.MetricName === name)).toHaveLength(0);
  });

  it('every EventBridge target has retries and a dead-letter queue, and every asynchronously invoked function an on-failure destination; each queue alarms', () => {
    const rules = ofType('AWS::Events::Rule');
    expect(rules).toHaveLength(scheduledJobs.length);
    for (const [, rule] of rules) {
      for (const target of rule.Properties!.Targets as { DeadLetterConfig?: { Arn: unknown }; RetryPolicy?: { MaximumRetryAttempts: number } }[]) {
        expect(target.RetryPolicy?.MaximumRetryAttempts).toBe(2);
        expect(watchedQueues).toContain(queueOf(target.DeadLetterConfig!.Arn));
      }
    }
    // the jobs' and the SES event handler's (SNS invokes it asynchronously: without one, a failed event is dropped)
    const invokeConfigs = ofType('AWS::Lambda::EventInvokeConfig');
    expect(invokeConfigs).toHaveLength(scheduledJobs.length + emailEventConsumers.length);
    for (const [, config] of invokeConfigs) {
      expect(watchedQueues).toContain(queueOf((config.Properties!.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination));
    }
  });

  it('the stream consumer bisects, retries, sends what still fails to a watched queue, and alarms on its iterator age', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(tableStreamConsumers.length);
    for (const [, mapping] of mappings) {
      expect(mapping.Properties).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 20, MaximumRecordAgeInSeconds: 86400 });
      expect(watchedQueues).toContain(queueOf((mapping.Properties!.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination));
    }
    expect(alarms.filter((a) => a.MetricName === 'IteratorAge' && a.Namespace === 'AWS/Lambda')).toHaveLength(tableStreamConsumers.length);
  });

  it('the SES event handler retries twice, then leaves the event in the queue its SNS subscription redrives to', () => {
    const fn = ofType('AWS::Lambda::Function').find(([, f]) => f.Properties!.Description === `Carey ${emailEventConsumers[0].handler}`)!;
    const config = ofType('AWS::Lambda::EventInvokeConfig').find(([, c]) => JSON.stringify(c.Properties!.FunctionName) === JSON.stringify({ Ref: fn[0] }))![1];
    expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 2 });
    const subscription = ofType('AWS::SNS::Subscription').find(([, sub]) => sub.Properties!.Protocol === 'lambda')![1];
    const onFailure = queueOf((config.Properties!.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination);
    expect(onFailure).toBe(queueOf((subscription.Properties!.RedrivePolicy as { deadLetterTargetArn: unknown }).deadLetterTargetArn));
    expect(watchedQueues).toContain(onFailure);
  });

  it("every product function's crash reaches an alarm: Lambda Errors on each route function, job, consumer and trigger", () => {
    const watched = new Set(
      alarms.flatMap((a) => {
        const metrics = a.MetricName ? [a] : ((a as { Metrics?: { MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: Dims } } }[] }).Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
        return metrics.filter((m) => m.Namespace === 'AWS/Lambda' && m.MetricName === 'Errors').map((m) => JSON.stringify(m.Dimensions?.find((d) => d.Name === 'FunctionName')?.Value));
      }),
    );
    const product = ofType('AWS::Lambda::Function').filter(([, f]) => String(f.Properties!.Description ?? '').startsWith('Carey '));
    const handlers = [...handlerNeeds(routes).keys(), ...scheduledJobs.map((j) => j.handler), ...tableStreamConsumers.map((c) => c.handler), ...emailEventConsumers.map((c) => c.handler)];
    expect(product.length).toBe(handlers.length + 3); // the three Cognito triggers
    const unwatched = product.filter(([id]) => !watched.has(JSON.stringify({ Ref: id }))).map(([, f]) => f.Properties!.Description);
    expect(unwatched).toEqual([]);
  });

  it("PreSignUp's crash alarm leaves out the sign-ups it refused (counted by the code), so a refusal pages nobody", () => {
    const math = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as { Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: unknown; Dimensions?: Dims } } }[]; Threshold: number });
    const preSignUp = math.filter((a) => a.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === metricNames.signUpsRefused));
    expect(preSignUp).toHaveLength(1);
    const [alarm] = preSignUp;
    expect(alarm.Threshold).toBe(1);
    const byId = new Map(alarm.Metrics!.map((m) => [m.Id, m]));
    expect(alarm.Metrics!.find((m) => m.Expression)!.Expression).toBe('errors - FILL(refused, 0)');
    expect(byId.get('errors')!.MetricStat!.Metric).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
    expect(byId.get('refused')!.MetricStat!.Metric).toMatchObject({ Namespace: namespace, MetricName: 'SignUpsRefused', Dimensions: [{ Name: 'service', Value: SERVICE_NAME }] });
    // and the refusals alone page only as a flood
    expect(custom.filter((a) => a.MetricName === metricNames.signUpsRefused).map((a) => a.Threshold)).toEqual([100]);
  });

  it("a function's Cognito call refused by the pool's web ACL or the quota pages at the first (CognitoCallsRefused ≥ 1)", () => {
    expect(custom.filter((a) => a.MetricName === 'CognitoCallsRefused').map((a) => ({ threshold: a.Threshold, dimensions: a.Dimensions }))).toEqual([{ threshold: 1, dimensions: [{ Name: 'service', Value: 'carey' }] }]);
  });

  it('every SNS subscription has a redrive queue with an alarm', () => {
    const subscriptions = ofType('AWS::SNS::Subscription');
    // The alarm e-mail's and its fallback's (production names both, one of each per region) and the SES bounce and complaint events' (every stage).
    expect(subscriptions.length).toBe((stage === 'prod' ? 4 : 0) + 1);
    for (const [, sub] of subscriptions) expect(watchedQueues).toContain(queueOf((sub.Properties!.RedrivePolicy as { deadLetterTargetArn: unknown }).deadLetterTargetArn));
  });

  it('every queue is encrypted, refuses plain HTTP, keeps messages 14 days, and is watched', () => {
    const queues = ofType('AWS::SQS::Queue');
    expect(queues.length).toBeGreaterThan(0);
    for (const [id, queue] of queues) {
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: FOURTEEN_DAYS });
      expect(watchedQueues).toContain(id);
    }
    expect(ofType('AWS::SQS::QueuePolicy').length).toBeGreaterThanOrEqual(queues.length);
  });

  it('alarms on API latency p99, 5xx, Lambda throttles, DynamoDB throttles and system errors, and WAF blocks', () => {
    // an alarm's own metric, or each metric of its metric math expression
    const names = ofType('AWS::CloudWatch::Alarm').flatMap(([, r]) => {
      const a = r.Properties as { Namespace?: string; MetricName?: string; Metrics?: { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[] };
      return [...(a.Namespace ? [`${a.Namespace}:${a.MetricName}`] : []), ...(a.Metrics ?? []).flatMap((m) => (m.MetricStat ? [`${m.MetricStat.Metric.Namespace}:${m.MetricStat.Metric.MetricName}`] : []))];
    });
    for (const n of ['AWS/ApiGateway:Latency', 'AWS/ApiGateway:5xx', 'AWS/Lambda:Throttles', 'AWS/DynamoDB:ReadThrottleEvents', 'AWS/DynamoDB:WriteThrottleEvents', 'AWS/WAFV2:BlockedRequests']) expect(names).toContain(n);
    // the indexes' throttles are their own metrics: each index, reads and writes
    const indexThrottles = alarms.filter((a) => a.Namespace === 'AWS/DynamoDB' && a.Dimensions?.some((d) => d.Name === 'GlobalSecondaryIndexName'));
    expect(indexThrottles.map((a) => `${a.Dimensions!.find((d) => d.Name === 'GlobalSecondaryIndexName')!.Value as string} ${a.MetricName!}`).sort()).toEqual([
      'GSI1 ReadThrottleEvents', 'GSI1 WriteThrottleEvents', 'GSI2 ReadThrottleEvents', 'GSI2 WriteThrottleEvents',
    ]);
    for (const a of indexThrottles) expect(a.Threshold).toBe(1);
    const p99 = ofType('AWS::CloudWatch::Alarm').find(([id]) => id.startsWith('OpsApiLatencyP99'))![1];
    expect((p99.Properties!.Metrics as { MetricStat?: { Metric: { MetricName: string }; Stat: string } }[]).find((m) => m.MetricStat?.Metric.MetricName === 'Latency')!.MetricStat!.Stat).toBe('p99');
    expect(ofType('AWS::CloudWatch::Alarm').some(([id]) => id.startsWith('OpsTableSystemErrors'))).toBe(true);
  });

  it('every function logs JSON with application and system levels, and names Powertools’ service and namespace', () => {
    const functions = ofType('AWS::Lambda::Function').filter(([id]) => !id.startsWith('CustomResource') && !id.startsWith('AWS') && !id.includes('BucketDeployment') && !id.startsWith('CustomCrossRegion') && !id.startsWith('CustomS3'));
    expect(functions.length).toBeGreaterThanOrEqual(routes.length / 2);
    for (const [, fn] of functions.filter(([, f]) => JSON.stringify(f.Properties!.Description ?? '').startsWith('"Carey '))) {
      expect(fn.Properties!.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'WARN' });
      expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE: namespace });
    }
  });

  it('the API access log carries the integration’s request id and the caller’s sub; one dashboard for the stage', () => {
    const format = JSON.parse((ofType('AWS::ApiGatewayV2::Stage')[0][1].Properties!.AccessLogSettings as { Format: string }).Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', integrationRequestId: '$context.integration.requestId', sub: '$context.authorizer.claims.sub' });
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0][1].Properties!.DashboardName).toBe(`carey-${stage}`);
    expect(Template.fromStack(built.app).findResources('AWS::CloudWatch::Dashboard')).not.toEqual({});
  });
});

describe('the budget', () => {
  it.each([
    ['dev', {}, 50],
    ['prod', { context: productionContext }, 500],
  ] as const)('%s has a monthly AWS Budgets budget that tells the alarm topic (forecast 80%, actual 100%)', (stage, options, amount) => {
    const built = synthCarey(options);
    try {
      const budgets = Object.values(built.appTemplate.findResources('AWS::Budgets::Budget'));
      expect(budgets).toHaveLength(1);
      const props = budgets[0].Properties as { Budget: Record<string, unknown>; NotificationsWithSubscribers: { Notification: { NotificationType: string; Threshold: number }; Subscribers: { SubscriptionType: string; Address: unknown }[] }[] };
      expect(props.Budget).toMatchObject({ BudgetName: `carey-${stage}`, BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: amount, Unit: 'USD' } });
      expect(props.NotificationsWithSubscribers.map((n) => `${n.Notification.NotificationType} ${n.Notification.Threshold}`)).toEqual(['FORECASTED 80', 'ACTUAL 100']);
      const topic = built.app.getLogicalId(built.app.ops.alarmTopic.node.defaultChild as never);
      for (const n of props.NotificationsWithSubscribers) expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topic } }]);
      const policy = JSON.stringify(built.appTemplate.findResources('AWS::SNS::TopicPolicy'));
      expect(policy).toContain('budgets.amazonaws.com');
    } finally {
      built.cleanup();
    }
  });
});
