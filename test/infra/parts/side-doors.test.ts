import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CLOUDFRONT_LOG_PREFIX, CLOUDFRONT_LOG_RETENTION_DAYS } from '../../../infra/cdk/web';
import { ORIGIN_HEADER } from '../../../lambdas/base/http/origin-check';
import { nagFindings, productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

describe('production in a region: only CloudFront reaches the API, behind a WAF web ACL', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());
  const app = built.appTemplate;
  const edge = Template.fromStack(built.edge!);
  const distribution = () => Object.values(resourcesOfType(app, 'AWS::CloudFront::Distribution'))[0].Properties!.DistributionConfig as Record<string, unknown>;

  it('disables the default execute-api endpoint and serves the API on its own regional domain', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    app.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api-origem.carey.com.br',
      DomainNameConfigurations: [{ CertificateArn: productionContext.stages.prod.apiCertificateArn }],
    });
    expect(Object.keys(resourcesOfType(app, 'AWS::ApiGatewayV2::ApiMapping'))).toHaveLength(1);
    const origins = distribution().Origins as { DomainName: unknown; CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const api = origins.find((o) => o.CustomOriginConfig)!;
    expect(api.DomainName).toBe('api-origem.carey.com.br');
  });

  it('CloudFront adds a secret origin header, resolved from Secrets Manager at deploy time, that every route function checks', () => {
    const origins = distribution().Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const [header] = origins.find((o) => o.CustomOriginConfig)!.OriginCustomHeaders!;
    expect(header.HeaderName).toBe(ORIGIN_HEADER);
    expect(JSON.stringify(header.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const resources = app.toJSON().Resources;
    const env = (fn: CfnFunction) => resources[built.app.getLogicalId(fn)].Properties.Environment.Variables as Record<string, unknown>;
    for (const fn of built.app.api.functions.values()) expect(env(fn.node.defaultChild as CfnFunction).ORIGIN_VERIFY).toEqual(header.HeaderValue);
    for (const fn of built.app.api.jobs.values()) expect(env(fn.node.defaultChild as CfnFunction)).not.toHaveProperty('ORIGIN_VERIFY');
  });

  it('a WAF web ACL of scope CLOUDFRONT in us-east-1 limits each caregiver, each address on the public forms, floods, and has AWS\u2019s common rule set', () => {
    expect(built.edge!.region).toBe('us-east-1');
    const [acl] = Object.values(resourcesOfType(edge, 'AWS::WAFv2::WebACL'));
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties!.Rules as { Name: string; Statement: Record<string, { [key: string]: unknown }>; Action?: unknown }[];
    // Every rate rule answers 429, with Retry-After (the 5-minute window) and the Portuguese body.
    const tooMany = { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests', ResponseHeaders: [{ Name: 'retry-after', Value: '300' }] } } };
    expect(JSON.parse((acl.Properties!.CustomResponseBodies as Record<string, { Content: string }>)['too-many-requests'].Content)).toEqual({ message: 'Muitas tentativas seguidas. Tente novamente em 5 minutos.' });
    const rule = (name: string) => rules.find((r) => r.Name === name);
    expect(rule('rate-per-caregiver')).toMatchObject({
      Action: tooMany,
      Statement: { RateBasedStatement: { Limit: 1500, EvaluationWindowSec: 300, AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ Header: { Name: 'authorization' } }] } },
    });
    expect(rule('rate-per-address-forms')).toMatchObject({ Action: tooMany, Statement: { RateBasedStatement: { Limit: 300, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } } });
    const forms = (rule('rate-per-address-forms')!.Statement.RateBasedStatement.ScopeDownStatement as { OrStatement: { Statements: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } }[] } }).OrStatement.Statements;
    expect(forms.map((s) => [s.ByteMatchStatement.SearchString, s.ByteMatchStatement.PositionalConstraint])).toEqual([
      ['/api/signup', 'EXACTLY'],
      ['/api/password-reset', 'EXACTLY'],
      ['/api/support', 'EXACTLY'],
    ]);
    // The whole site per address: only a flood, far above a crowd of phones behind one carrier address.
    expect(rule('rate-per-address')).toMatchObject({ Action: tooMany, Statement: { RateBasedStatement: { Limit: 20_000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } } });
    expect(rules.find((r) => r.Statement.ManagedRuleGroupStatement)?.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
  });

  it('the web ACL is attached to the distribution (its ARN carried across regions)', () => {
    const webAclId = JSON.stringify(distribution().WebACLId);
    expect(webAclId).toMatch(/ExportsReader/);
    const [aclId] = Object.keys(resourcesOfType(edge, 'AWS::WAFv2::WebACL'));
    // The reader's parameter is the one the edge stack writes from the web ACL's ARN.
    expect(JSON.stringify(edge.toJSON())).toContain(`"Fn::GetAtt":["${aclId}","Arn"]`);
  });

  it("runs a Lambda@Edge function from us-east-1 on /api/* responses only, read from the edge stack's output when the app deploys", () => {
    const [[fnId, fn]] = Object.entries(resourcesOfType(edge, 'AWS::Lambda::Function')).filter(([id]) => id.startsWith('StageThrottleAnswer'));
    // Lambda@Edge's rules: x86_64, no environment variables; an origin event allows more memory and time than this.
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['x86_64'], MemorySize: 128, Timeout: 1, Handler: 'index.handler' });
    expect(fn.Properties).not.toHaveProperty('Environment');
    const role = edge.toJSON().Resources[(fn.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]];
    const principals = role.Properties.AssumeRolePolicyDocument.Statement.flatMap((st: { Principal: { Service: string | string[] } }) => [st.Principal.Service].flat());
    expect(principals.sort()).toEqual(['edgelambda.amazonaws.com', 'lambda.amazonaws.com']);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const versions = Object.entries(resourcesOfType(edge, 'AWS::Lambda::Version'));
    expect(versions).toHaveLength(1);
    const [versionId, version] = versions[0];
    expect(version).toMatchObject({ Properties: { FunctionName: { Ref: fnId } }, DeletionPolicy: 'RetainExceptOnCreate', UpdateReplacePolicy: 'Retain' });
    // The app reads the version's ARN and the function's name from the edge stack's outputs (no export to lock them).
    const outputs = edge.toJSON().Outputs as Record<string, { Value: unknown }>;
    const outputOf = (ref: string) => Object.entries(outputs).find(([, o]) => JSON.stringify(o.Value) === JSON.stringify({ Ref: ref }))![0];
    const fromEdge = (ref: string) => ({ 'Fn::GetStackOutput': { StackName: built.edge!.stackName, Region: 'us-east-1', OutputName: outputOf(ref) } });
    const behaviors = distribution().CacheBehaviors as { PathPattern: string; LambdaFunctionAssociations?: unknown }[];
    expect(behaviors.map((b) => [b.PathPattern, b.LambdaFunctionAssociations])).toEqual([['/api/*', [{ EventType: 'origin-response', LambdaFunctionARN: fromEdge(versionId) }]]]);
    expect((distribution().DefaultCacheBehavior as Record<string, unknown>).LambdaFunctionAssociations).toBeUndefined();
    // Its crash is alarmed where it runs for Brazil's viewers: Lambda names it us-east-1.<name> there.
    const [errors] = Object.values(resourcesOfType(app, 'AWS::CloudWatch::Alarm')).filter((a) => a.Properties!.Namespace === 'AWS/Lambda' && String(JSON.stringify(a.Properties!.Dimensions)).includes('us-east-1.'));
    expect(errors.Properties).toMatchObject({ MetricName: 'Errors', Threshold: 1, Dimensions: [{ Name: 'FunctionName', Value: { 'Fn::Join': ['', ['us-east-1.', fromEdge(fnId)]] } }] });
  });

  it('keeps CloudFront\u2019s logs (query strings, addresses) two weeks, without cookies', () => {
    expect(distribution().Logging).toMatchObject({ Prefix: CLOUDFRONT_LOG_PREFIX, IncludeCookies: false });
    const buckets = Object.values(resourcesOfType(app, 'AWS::S3::Bucket'));
    const rules = buckets.flatMap((b) => ((b.Properties?.LifecycleConfiguration as { Rules?: { Prefix?: string; ExpirationInDays?: number }[] })?.Rules ?? []));
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: CLOUDFRONT_LOG_PREFIX, ExpirationInDays: CLOUDFRONT_LOG_RETENTION_DAYS }));
    expect(CLOUDFRONT_LOG_RETENTION_DAYS).toBeLessThanOrEqual(30);
  });

  it('cdk-nag: no unacknowledged finding on any of the three stacks', () => {
    const findings = nagFindings(built.cdkApp).map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });
});

describe('a non-production stage without an API domain', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());

  it('keeps execute-api (nothing else to reach it on) but still sends and checks the origin header', () => {
    const [api] = Object.values(resourcesOfType(built.appTemplate, 'AWS::ApiGatewayV2::Api'));
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(false);
    expect(JSON.stringify(built.appTemplate.toJSON())).toContain(`"HeaderName":"${ORIGIN_HEADER}"`);
  });
});
