import { Stack, type CfnResource, type NestedStack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Match } from 'aws-cdk-lib/assertions';
import { routes, scheduledJobs } from '../../../lambdas/routes';
import type { Route } from '../../../lambdas/routes';
import { resourcesOfType, synthCarey } from '../helpers/carey-app';

describe('HTTP API built from the route table', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const routeResources = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route'));
  const byKey = new Map(routeResources.map((r) => [r.Properties!.RouteKey as string, r.Properties!]));

  it('keeps the construct ids functions had before the slices (a deploy after the move updates them in place)', () => {
    const ids = (fns: Iterable<{ node: { id: string } }>) => [...fns].map((fn) => fn.node.id);
    expect(ids(built.app.api.functions.values())).toEqual(expect.arrayContaining(['FnGetMe', 'FnListOpenings', 'FnStripeWebhook', 'FnTeamHandlersListOpenings', 'FnTeamHandlersListAudit']));
    expect(ids(built.app.api.jobs.values())).toEqual(expect.arrayContaining(['JobSendAlertDigests', 'JobRetrySupportEmails', 'StreamMatchNewOpenings']));
    expect(built.app.auth.node.tryFindChild('Trigger-custom-message')).toBeDefined();
  });

  it('has exactly the routes of the table, with their method and path', () => {
    expect([...byKey.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s has the JWT authorizer exactly when not public', (key, route) => {
    const props = byKey.get(key)!;
    if (route.access !== 'public') {
      expect(props.AuthorizationType).toBe('JWT');
      expect(props.AuthorizerId).toBeDefined();
    } else {
      expect(props.AuthorizationType ?? 'NONE').toBe('NONE');
      expect(props.AuthorizerId).toBeUndefined();
    }
  });

  it('authorizes with the user pool as issuer and the web client as audience', () => {
    const pool = Object.keys(resourcesOfType(template, 'AWS::Cognito::UserPool'))[0];
    const client = Object.keys(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'))[0];
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: client }],
        Issuer: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([{ Ref: pool }])] }),
      },
    });
  });

  it('writes JSON access logs on the one auto-deployed stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
    });
  });

  // API Gateway applies the stage's default route throttle to each route on its own, never to all routes together
  // (docs/capacity.md, "Route throttles"): the default is sized for the busiest route without its own (GET /api/me,
  // GET /api/notices: 121 requests/s at 100,000 caregivers), and the hot routes carry theirs, by route key.
  describe('route throttles', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0];

    it('throttles every route without its own at 200 requests/s (burst 400), each on its own', () => {
      expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 });
    });

    it('gives the openings list, the sign-in record, checkout and the webhook their own, by route key', () => {
      expect(stage.Properties.RouteSettings).toEqual({
        'GET /api/openings': { ThrottlingRateLimit: 700, ThrottlingBurstLimit: 1400 },
        'POST /api/me/entrada': { ThrottlingRateLimit: 250, ThrottlingBurstLimit: 500 },
        'POST /api/checkout': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
        'POST /api/stripe/webhook': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      });
    });

    it("names only route keys the API has, and the stage waits for the nested stacks that create them (API Gateway refuses settings for a route it doesn't have)", () => {
      const keys = Object.keys(stage.Properties.RouteSettings ?? {});
      expect(keys.filter((key) => !byKey.has(key))).toEqual([]);
      const holders = new Set(routes.filter((r) => keys.includes(`${r.method} ${r.path}`)).map((r) => built.app.api.functions.get(r.handler)!));
      const stackIds = [...holders].map((fn) => built.app.getLogicalId((Stack.of(fn) as NestedStack).nestedStackResource as CfnResource));
      expect(stackIds.length).toBeGreaterThan(0);
      expect(stage.DependsOn).toEqual(expect.arrayContaining(stackIds));
    });
  });

  it('runs every handler as an ARM64 Node 22 function with its own log group and SITE_URL', () => {
    for (const handler of new Set(routes.map((r) => r.handler))) {
      const fn = built.app.api.functions.get(handler)!;
      const props = template.toJSON().Resources[built.app.getLogicalId(fn.node.defaultChild as CfnFunction)].Properties;
      expect(props).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
      expect(props.LoggingConfig.LogGroup).toEqual({ Ref: expect.stringContaining(`Fn`) });
      expect(props.Environment.Variables).toMatchObject({ SITE_URL: expect.anything(), NODE_OPTIONS: '--enable-source-maps' });
    }
    const retention = Object.values(resourcesOfType(template, 'AWS::Logs::LogGroup')).map((g) => g.Properties!.RetentionInDays);
    expect(retention.every((days) => days === 30)).toBe(true);
  });

  it('has one schedule rule per scheduled job, at its rate', () => {
    template.resourceCountIs('AWS::Events::Rule', scheduledJobs.length);
    // EventBridge's rate in the largest whole unit, as CDK writes it (1440 minutes is rate(1 day)).
    const rate = (minutes: number) => (minutes % 1440 === 0 ? `rate(${minutes / 1440} day${minutes === 1440 ? '' : 's'})` : minutes % 60 === 0 ? `rate(${minutes / 60} hour${minutes === 60 ? '' : 's'})` : `rate(${minutes} minute${minutes === 1 ? '' : 's'})`);
    for (const job of scheduledJobs) template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: rate(job.everyMinutes) });
  });
});

describe('any route table works', () => {
  // Handlers must exist on disk; these reuse real ones under new paths, as another engineer's routes would.
  const table: Route[] = [
    ...routes,
    { method: 'POST', path: '/api/exemplo/publico', handler: 'base/handlers/health', access: 'public', needs: [] },
    { method: 'POST', path: '/api/exemplo/assinado', handler: 'caregivers/handlers/get-me', access: 'signed-in', needs: ['table-read'] },
    { method: 'DELETE', path: '/api/notices/{id}', handler: 'notices/handlers/mark-notice-read', access: 'signed-in', needs: ['table-write'] },
  ];
  const built = synthCarey({
    routes: table,
    // Any handler file will do as a job's file.
    scheduledJobs: [{ handler: 'base/handlers/health', everyMinutes: 15, needs: ['table-read'] }],
  });
  afterAll(() => built.cleanup());
  const template = built.appTemplate;

  it('adds every route, sharing one function per handler', () => {
    const keys = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties!.RouteKey);
    expect(keys.sort()).toEqual(table.map((r) => `${r.method} ${r.path}`).sort());
    expect(built.app.api.functions.size).toBe(new Set(table.map((r) => r.handler)).size);
  });

  it('alarms on the first Stripe webhook event that could not be applied (the metric the webhook emits, not Lambda errors, which a 500 answer never raises)', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'StripeWebhookFailed',
      Namespace: 'Carey/dev',
      Threshold: 1,
      Dimensions: [{ Name: 'service', Value: 'carey' }],
    });
  });

  it('runs each scheduled job from an EventBridge rule at its rate', () => {
    const job = built.app.api.jobs.get('health')!;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [built.app.getLogicalId(job.node.defaultChild as CfnFunction), 'Arn'] } })],
    });
  });
});
