import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { contentSecurityPolicy, securityHeaders } from '../../../lambdas/base/http/security-headers';
import { defaultLinks } from '../../../infra/site-settings';
import { spaRewriteFunctionCode } from '../../../infra/cdk/web';
import { productionContext, resourcesOfType, synthCarey } from '../helpers/carey-app';

// Managed CloudFront policy ids (documented constants).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface PolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: unknown };
    StrictTransportSecurity?: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean; Preload?: boolean };
    FrameOptions?: { FrameOption: string };
    ContentTypeOptions?: object;
    ReferrerPolicy?: { ReferrerPolicy: string };
    XSSProtection?: object;
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
  RemoveHeadersConfig?: unknown;
}

/** The headers CloudFront adds with this policy, as they go on the wire (CSP without its AWS-only connect-src). */
function headersOfPolicy(config: PolicyConfig): Record<string, string> {
  const { ContentSecurityPolicy: csp, StrictTransportSecurity: hsts, FrameOptions, ContentTypeOptions, ReferrerPolicy, ...rest } = config.SecurityHeadersConfig;
  expect(rest).toEqual({});
  const headers: Record<string, string> = {};
  if (csp) headers['content-security-policy'] = withoutConnectSrc(joined(csp.ContentSecurityPolicy));
  if (hsts) headers['strict-transport-security'] = [`max-age=${hsts.AccessControlMaxAgeSec}`, hsts.IncludeSubdomains && 'includeSubDomains', hsts.Preload && 'preload'].filter(Boolean).join('; ');
  if (ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (FrameOptions) headers['x-frame-options'] = FrameOptions.FrameOption;
  if (ReferrerPolicy) headers['referrer-policy'] = ReferrerPolicy.ReferrerPolicy;
  for (const { Header, Value } of config.CustomHeadersConfig?.Items ?? []) headers[Header.toLowerCase()] = Value;
  return headers;
}

/** A CloudFormation string, with `Fn::Join` parts joined and other tokens (the region) left as `{…}`. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  return join ? join[1].map(joined).join(join[0]) : '{…}';
}

const withoutConnectSrc = (csp: string) => csp.split('; ').filter((d) => !d.startsWith('connect-src')).join('; ');

interface Behavior {
  PathPattern?: string;
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy?: string;
  FunctionAssociations?: { EventType: string }[];
  ResponseHeadersPolicyId?: unknown;
}

describe('the site in a non-production stage, before the SPA is built', () => {
  const built = synthCarey({ webDist: path.join(os.tmpdir(), 'carey-no-such-dist') });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const distribution = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0].Properties!
    .DistributionConfig as Record<string, unknown>;

  it('keeps every bucket private and HTTPS-only', () => {
    const buckets = resourcesOfType(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThan(0);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const logicalId of Object.keys(buckets)) {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('reads the bucket through origin access control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const origins = distribution.Origins as { S3OriginConfig?: { OriginAccessIdentity: string }; OriginAccessControlId?: unknown }[];
    const s3 = origins.filter((o) => o.S3OriginConfig);
    expect(s3).toHaveLength(1);
    expect(s3[0].OriginAccessControlId).toBeDefined();
    expect(s3[0].S3OriginConfig!.OriginAccessIdentity).toBe('');
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host and all query strings', () => {
    const api = (distribution.CacheBehaviors as Behavior[]).find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    expect(api.FunctionAssociations).toBeUndefined();
    const apiOrigin = (distribution.Origins as { CustomOriginConfig?: Record<string, unknown>; DomainName: unknown }[]).find(
      (o) => o.CustomOriginConfig,
    )!;
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
  });

  it('falls back to index.html with a viewer-request function, not distribution-wide error pages', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const defaultBehavior = distribution.DefaultCacheBehavior as Behavior;
    expect(defaultBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(defaultBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteFunctionCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('rewrites extension-less paths only', () => {
    const handler = new Function(`${spaRewriteFunctionCode}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/minha-conta')).toBe('/index.html');
    expect(rewrite('/verify-email')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/config.json')).toBe('/config.json');
  });

  it('adds exactly the headers of lambdas/base/http/security-headers.ts, the set the local gateway and the Lambdas send, and no others', () => {
    const config = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0].Properties!
      .ResponseHeadersPolicyConfig as PolicyConfig;
    const local = { ...securityHeaders, 'content-security-policy': withoutConnectSrc(securityHeaders['content-security-policy']) };
    expect(headersOfPolicy(config)).toEqual(local);
  });

  it('answers every path with the security headers of lambdas/base/http/security-headers.ts', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    const policy = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const csp = JSON.stringify(
      (policy.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: unknown } }).SecurityHeadersConfig
        .ContentSecurityPolicy,
    );
    for (const directive of contentSecurityPolicy.split('; ').filter((d) => !d.startsWith('connect-src'))) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("frame-ancestors 'none'");
    // Amplify calls Cognito from the browser in AWS; RUM is off on this stage.
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).not.toContain('rum');
    const behaviors = [distribution.DefaultCacheBehavior as Behavior, ...(distribution.CacheBehaviors as Behavior[])];
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('deploys a placeholder page and config.json with the pool, the SRP flow and the default links', () => {
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0].Properties).toMatchObject({
      DistributionPaths: ['/index.html', '/config.json'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    const config = built.app.resolve(built.app.runtimeConfig);
    expect(config).toMatchObject({
      stage: 'dev',
      apiBase: '/api',
      auth: { userPoolId: { Ref: expect.stringContaining('UserPool') }, userPoolClientId: { Ref: expect.stringContaining('WebClient') }, authFlowType: 'USER_SRP_AUTH' },
      links: defaultLinks,
    });
    expect(config.rum).toBeUndefined();
    expect(config.auth.userPoolEndpoint).toBeUndefined();
    // The console signs in at the operators' own pool (docs/decisions/047), not the caregivers'.
    expect(config.auth.operators).toEqual({ userPoolId: { Ref: expect.stringContaining('OperatorsPool') }, userPoolClientId: { Ref: expect.stringContaining('Operators') } });
    expect(config.auth.operators.userPoolId).not.toEqual(config.auth.userPoolId);
  });

  it('can be torn down on a non-production stage', () => {
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 2);
  });
});

// issue 49, item 8: from a fresh clone (a rotation runbook's deploy), the placeholder page would replace the live site
describe('production without a built SPA', () => {
  it('refuses to synthesise, saying to run npm run build, where another stage deploys the placeholder page', () => {
    const missing = path.join(os.tmpdir(), 'carey-no-such-dist');
    expect(() => synthCarey({ context: productionContext, webDist: missing })).toThrow(`production deploys the built SPA, and ${path.join(missing, 'index.html')} does not exist: run \`npm run build\` first`);
  });
});

describe('the site in production, with the SPA built and RUM on', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Carey</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Carey"}');
  fs.mkdirSync(path.join(dist, 'icons'));
  fs.writeFileSync(path.join(dist, 'icons', 'carey-192.png'), 'png');
  const built = synthCarey({ context: productionContext, webDist: dist });
  afterAll(() => {
    built.cleanup();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const template = built.appTemplate;

  it('serves the custom domain with TLS 1.2 or later', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['carey.com.br'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
  });

  it('deploys hashed assets with a long cache; index.html with config.json, and the manifest, revalidated', () => {
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map((d) => d.Properties!);
    expect(deployments).toHaveLength(3);
    expect(deployments.map((d) => (d.SystemMetadata as Record<string, string>)['cache-control']).sort()).toEqual([
      'no-cache',
      'no-cache',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('serves the service worker revalidated and the manifest as application/manifest+json, both invalidated on deploy', () => {
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map((d) => d.Properties!);
    const manifest = deployments.find((d) => (d.SystemMetadata as Record<string, string>)['content-type']);
    expect(manifest).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache', 'content-type': 'application/manifest+json' },
      DistributionPaths: ['/manifest.webmanifest'],
    });
    const shell = deployments.find((d) => d !== manifest && (d.SystemMetadata as Record<string, string>)['cache-control'] === 'no-cache');
    expect(shell!.DistributionPaths).toEqual(['/index.html', '/config.json', '/sw.js']);
  });

  it('puts index.html, sw.js and config.json in the revalidated deployment, the manifest in its own, everything else in the cached one', () => {
    const assembly = built.cdkApp.synth();
    const filesOf = (key: string): string[] => {
      const dir = path.join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
    };
    const byCache = new Map(
      Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map((d) => {
        const metadata = d.Properties!.SystemMetadata as Record<string, string>;
        return [metadata['content-type'] ?? metadata['cache-control'], (d.Properties!.SourceObjectKeys as string[]).flatMap(filesOf).sort()];
      }),
    );
    expect(byCache.get('no-cache')).toEqual(['config.json', 'index.html', 'sw.js']);
    expect(byCache.get('application/manifest+json')).toEqual(['manifest.webmanifest']);
    expect(byCache.get('public, max-age=31536000, immutable')).toEqual([path.join('assets', 'index-abc123.js'), path.join('icons', 'carey-192.png')]);
  });

  it('writes RUM into config.json and lets the browser reach it', () => {
    const config = built.app.resolve(built.app.runtimeConfig);
    expect(config.rum).toEqual({
      applicationId: { 'Fn::GetAtt': [expect.stringContaining('RumAppMonitor'), 'Id'] },
      region: expect.anything(),
      identityPoolId: { Ref: expect.stringContaining('RumIdentityPool') },
      guestRoleArn: { 'Fn::GetAtt': [expect.stringContaining('RumGuestRole'), 'Arn'] },
    });
    template.hasResourceProperties('AWS::RUM::AppMonitor', { Domain: 'carey.com.br', CwLogEnabled: false });
    const policy = Object.values(resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0];
    expect(JSON.stringify(policy.Properties)).toContain('https://dataplane.rum.');
  });

  it('lets RUM guests only put events into this app monitor', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'rum:PutRumEvents', Resource: Match.anyValue() })] },
    });
  });

  it('keeps the buckets when the stack is deleted', () => {
    for (const bucket of Object.values(resourcesOfType(template, 'AWS::S3::Bucket'))) expect(bucket.DeletionPolicy).toBe('Retain');
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});
