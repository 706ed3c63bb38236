/**
 * Proves: every WAF alarm watches a metric WAF really publishes (issue 49, item 2). AWS WAF writes `AWS/WAFV2`
 * metrics with the dimensions `WebACL` = the web ACL's visibilityConfig metric name (not its name), `Rule` = a rule's
 * visibilityConfig metric name or `ALL`, and `Region` for every resource type but CloudFront (a CLOUDFRONT ACL's
 * metrics have none, and live in us-east-1). An alarm on any other combination watches a metric with no data and never fires.
 */
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

type Visibility = { MetricName: string };
type Acl = { Scope: 'REGIONAL' | 'CLOUDFRONT'; VisibilityConfig: Visibility; Rules?: { VisibilityConfig: Visibility }[] };

type Dims = { Name: string; Value: unknown }[];
type AlarmProps = { Namespace?: string; Dimensions?: Dims; Metrics?: { Id: string; MetricStat?: { Metric: { Namespace: string; Dimensions?: Dims } } }[] };

/**
 * What a template's WAF alarms watch, set against what its web ACLs publish (an alarm sees its own region only): each
 * WAF metric of each alarm, whether the alarm watches it alone or in a metric math expression.
 */
function wafAlarms(template: Template, stack: Stack) {
  const acls = Object.values(resourcesOfType(template, 'AWS::WAFv2::WebACL')).map((r) => r.Properties as unknown as Acl);
  return Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).flatMap(([id, a]) => {
    const props = a.Properties as AlarmProps;
    const watched = [
      ...(props.Namespace === 'AWS/WAFV2' ? [{ id, dims: props.Dimensions! }] : []),
      ...(props.Metrics ?? []).filter((m) => m.MetricStat?.Metric.Namespace === 'AWS/WAFV2').map((m) => ({ id: `${id}.${m.Id}`, dims: m.MetricStat!.Metric.Dimensions! })),
    ];
    return watched.map(({ id: metricId, dims: list }) => {
      const dims = Object.fromEntries(list.map((d) => [d.Name, d.Value]));
      const acl = acls.find((candidate) => candidate.VisibilityConfig.MetricName === dims.WebACL);
      const published = acl && {
        WebACL: acl.VisibilityConfig.MetricName,
        Rule: ['ALL', ...(acl.Rules ?? []).map((r) => r.VisibilityConfig.MetricName)].includes(dims.Rule as string) ? dims.Rule : `one of ALL or the ACL's rules' metric names`,
        ...(acl.Scope === 'REGIONAL' ? { Region: stack.region } : {}),
      };
      return { id: metricId, watches: dims, published: published ?? `a web ACL whose metric name is ${String(dims.WebACL)}` };
    });
  });
}

describe.each([
  ['dev', {}],
  ['prod', { context: productionContext }],
] as const)('every WAF alarm watches the metric its web ACL publishes (%s)', (_stage, options) => {
  const built = synthCarey(options);
  afterAll(() => built.cleanup());

  it('the edge (CLOUDFRONT, us-east-1) and the caregivers’ pool (REGIONAL): WebACL, Rule and Region as WAF writes them', () => {
    const alarms = [...wafAlarms(Template.fromStack(built.edge), built.edge), ...wafAlarms(built.appTemplate, built.app)];
    // the edge alarm's three rate rules and the pool's whole ACL: a WAF alarm lost in a refactor would pass an empty loop
    expect(alarms).toHaveLength(4);
    for (const alarm of alarms) expect({ id: alarm.id, watches: alarm.watches }).toEqual({ id: alarm.id, watches: alarm.published });
  });
});
