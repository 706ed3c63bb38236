import type { CfnResource } from 'aws-cdk-lib';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

type Statement = Record<string, Record<string, unknown>>;
type Rule = { Name: string; Priority: number; Action: unknown; Statement: { RateBasedStatement: { Limit: number; EvaluationWindowSec: number; AggregateKeyType: string; ScopeDownStatement?: Statement } } };

/** The X-Amz-Target values a scope-down statement matches (one byte match, or an OR of them), with how it matches. */
const targets = (scope?: Statement): string[] => {
  if (!scope) return [];
  const matches = (scope.OrStatement ? (scope.OrStatement.Statements as Statement[]) : [scope]).map((s) => s.ByteMatchStatement as { SearchString: string; FieldToMatch: unknown; PositionalConstraint: string });
  for (const m of matches) expect(m).toMatchObject({ FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } }, PositionalConstraint: 'EXACTLY' });
  return matches.map((m) => m.SearchString);
};

describe.each([
  ['dev', {}],
  ['prod', { context: productionContext }],
] as const)("the caregivers' user pool has its own regional web ACL (%s)", (stage, options) => {
  const built = synthCarey(options);
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const [[aclId, acl]] = Object.entries(resourcesOfType(template, 'AWS::WAFv2::WebACL'));
  const rules = () => acl.Properties!.Rules as Rule[];
  const rule = (name: string) => rules().find((r) => r.Name === name)!;

  it('is REGIONAL, in the app stack (the pool’s region), and allows what no rule blocks', () => {
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} }, Name: `carey-${stage}-caregivers-pool` });
    // the pool's region (a web ACL of scope REGIONAL must be in its resource's), not the edge's us-east-1
    expect(built.app.region).toBe('sa-east-1');
  });

  it('is associated with the caregivers’ pool, not the operators’', () => {
    const associations = Object.values(resourcesOfType(template, 'AWS::WAFv2::WebACLAssociation'));
    expect(associations).toHaveLength(1);
    const caregivers = built.app.getLogicalId(built.app.auth.userPool.node.defaultChild as CfnResource);
    expect(associations[0].Properties).toEqual({ ResourceArn: { 'Fn::GetAtt': [caregivers, 'Arn'] }, WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] } });
  });

  it('limits each address on sign-in (InitiateAuth, RespondToAuthChallenge) to 300 calls in 5 minutes', () => {
    expect(rule('sign-in-per-address')).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 300, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } } });
    expect(targets(rule('sign-in-per-address').Statement.RateBasedStatement.ScopeDownStatement)).toEqual([
      'AWSCognitoIdentityProviderService.InitiateAuth',
      'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    ]);
  });

  it('limits each address on sign-up, its code and password reset to 1,000 calls in 5 minutes', () => {
    expect(rule('account-per-address')).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 1000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } } });
    expect(targets(rule('account-per-address').Statement.RateBasedStatement.ScopeDownStatement).sort()).toEqual(
      ['ConfirmForgotPassword', 'ConfirmSignUp', 'ForgotPassword', 'ResendConfirmationCode', 'SignUp'].map((a) => `AWSCognitoIdentityProviderService.${a}`),
    );
  });

  it('blocks a flood of any call from one address (3,000 in 5 minutes), after the narrower rules', () => {
    expect(rule('pool-per-address')).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 3000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } } });
    expect(rule('pool-per-address').Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
    expect(rules().map((r) => [r.Name, r.Priority])).toEqual([
      ['sign-in-per-address', 0],
      ['account-per-address', 1],
      ['pool-per-address', 2],
    ]);
  });

  it('alarms to the stage’s topic when it blocks 100 calls in 5 minutes, on the metric WAF writes for it', () => {
    const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).filter((a) => a.Properties!.Namespace === 'AWS/WAFV2');
    expect(alarms).toHaveLength(1);
    const dims = Object.fromEntries((alarms[0].Properties!.Dimensions as { Name: string; Value: unknown }[]).map((d) => [d.Name, d.Value]));
    // WAF publishes under the web ACL's metric name (visibilityConfig), which is not its name here.
    expect(dims).toEqual({ WebACL: `carey-${stage}-caregivers-pool-all`, Rule: 'ALL', Region: built.app.region });
    expect(alarms[0].Properties).toMatchObject({ MetricName: 'BlockedRequests', Threshold: 100, Statistic: 'Sum', Period: 300 });
    const topic = built.app.getLogicalId(built.app.ops.alarmTopic.node.defaultChild as CfnResource);
    expect(alarms[0].Properties!.AlarmActions).toEqual([{ Ref: topic }]);
  });
});
