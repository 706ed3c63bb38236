/**
 * Proves (issue 49, item 4): the alarms that would ring for nothing at launch are set on purpose. p99 latency is judged
 * only over enough requests and in 2 of 3 periods; Lambda throttles page when they stay, not for a burst; one spam
 * complaint pages nobody (SES's complaint rate has its own alarm); the edge WAF pages on its rate rules' blocks, not on
 * the scanners AWS's common rule set turns away. Each figure's reason is beside it in infra/cdk/ops.ts and edge-stack.ts.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { metricNames } from '../../../lambdas/base/observability/metric-names';
import { API_LATENCY_MIN_REQUESTS, API_P99_LATENCY_ALARM_MS, LAMBDA_THROTTLES_ALARM } from '../../../infra/cdk/alarm-thresholds';
import { WAF_BLOCKED_ALARM } from '../../../infra/cdk/edge-stack';
import { SES_ALARM_THRESHOLDS } from '../../../infra/cdk/email';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

type MetricStat = { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] }; Stat: string; Period: number };
type AlarmProps = {
  MetricName?: string; Namespace?: string; Threshold: number; EvaluationPeriods: number; DatapointsToAlarm?: number; ComparisonOperator: string; TreatMissingData: string;
  Metrics?: { Id: string; Expression?: string; MetricStat?: MetricStat; ReturnData?: boolean }[];
};

describe('production alarms that would ring for nothing at launch are set on purpose', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const appAlarms = Object.entries(resourcesOfType(built.appTemplate, 'AWS::CloudWatch::Alarm'));
  const edgeAlarms = Object.entries(resourcesOfType(Template.fromStack(built.edge), 'AWS::CloudWatch::Alarm'));
  const byId = (alarms: typeof appAlarms, prefix: string) => {
    const found = alarms.filter(([id]) => id.startsWith(prefix));
    expect(found).toHaveLength(1);
    return found[0][1].Properties as unknown as AlarmProps;
  };

  it('ApiLatencyP99: p99 ≥ 3 s only over 200+ requests in a period, in 2 of the last 3 periods', () => {
    const a = byId(appAlarms, 'OpsApiLatencyP99');
    expect(a).toMatchObject({ Threshold: API_P99_LATENCY_ALARM_MS, EvaluationPeriods: 3, DatapointsToAlarm: 2, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
    const metrics = new Map(a.Metrics!.map((m) => [m.Id, m]));
    const expression = a.Metrics!.find((m) => m.Expression)!;
    expect(expression.Expression).toBe(`IF(requests >= ${API_LATENCY_MIN_REQUESTS}, latency, 0)`);
    expect(API_LATENCY_MIN_REQUESTS).toBe(200);
    expect(metrics.get('latency')!.MetricStat).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Latency' }, Stat: 'p99', Period: 300 });
    expect(metrics.get('requests')!.MetricStat).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' }, Stat: 'Sum', Period: 300 });
    // both on the same API stage
    expect(metrics.get('requests')!.MetricStat!.Metric.Dimensions).toEqual(metrics.get('latency')!.MetricStat!.Metric.Dimensions);
  });

  it('LambdaThrottles: 10+ throttles in 2 of the last 3 periods, not the first throttle', () => {
    const a = byId(appAlarms, 'OpsLambdaThrottles');
    expect(a).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: LAMBDA_THROTTLES_ALARM, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
    expect(LAMBDA_THROTTLES_ALARM).toBe(10);
  });

  it('EmailsComplained: a burst of 10 in 5 minutes, while SES’s complaint rate (0.1%) keeps its own alarm', () => {
    const a = byId(appAlarms, `OpsMetric${metricNames.emailsComplained}`);
    expect(a).toMatchObject({ MetricName: metricNames.emailsComplained, Threshold: 10, EvaluationPeriods: 1 });
    const rate = appAlarms.map(([, r]) => r.Properties as unknown as AlarmProps).filter((p) => p.Namespace === 'AWS/SES' && p.MetricName === 'Reputation.ComplaintRate');
    expect(rate.map((p) => p.Threshold)).toEqual([SES_ALARM_THRESHOLDS.complaintRate]);
  });

  it('the edge WAF: 100+ requests blocked by its rate rules in 5 minutes; the common rule set’s blocks (scanners) are not counted', () => {
    const a = byId(edgeAlarms, 'WafBlockedRequests');
    expect(a).toMatchObject({ Threshold: WAF_BLOCKED_ALARM, EvaluationPeriods: 1 });
    const rules = a.Metrics!.filter((m) => m.MetricStat).map((m) => m.MetricStat!.Metric.Dimensions!.find((d) => d.Name === 'Rule')!.Value);
    expect(rules.sort()).toEqual(['carey-prod-rate-per-address', 'carey-prod-rate-per-address-forms', 'carey-prod-rate-per-caregiver']);
    expect(a.Metrics!.find((m) => m.Expression)!.Expression).toBe('FILL(rule0, 0) + FILL(rule1, 0) + FILL(rule2, 0)');
  });
});
