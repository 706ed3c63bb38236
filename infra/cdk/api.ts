import { RemovalPolicy, Stack, type CfnResource } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { ApiMapping, CfnStage, DomainName, HttpApi, HttpAuthorizer, HttpAuthorizerType, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiPaths } from '../../contract/paths';
import type { Need, Route, ScheduledJob, TableStreamConsumer } from '../../lambdas/routes';
import { handlerNeeds } from '../function-environment';
import type { CareyFunction, FunctionResources } from './carey-function';
import { pascalCase, SliceStack, stackOf, type SliceRows } from './slice-stack';

export { functionId, pascalCase } from './slice-stack';

export interface ApiProps {
  routes: readonly Route[];
  scheduledJobs: readonly ScheduledJob[];
  tableStreamConsumers: readonly TableStreamConsumer[];
  resources: FunctionResources;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The operators' pool and its console client: the authorizer of every `access: 'team'` route (decision 047). */
  operators: { userPool: IUserPool; client: IUserPoolClient };
  throttle: { rateLimit: number; burstLimit: number };
  /** The API's own regional domain; with it, the default execute-api endpoint is disabled. */
  originDomain?: { name: string; certificateArn: string };
  /** Set on every route function as ORIGIN_VERIFY: the value of CloudFront's origin header (lambdas/base/http/origin-check.ts). */
  originVerify: string;
  /** The stage's alarm topic: each slice stack alarms on its routes, jobs and dead-letter queues. */
  alarmAction: IAlarmAction;
}

/**
 * The HTTP API, built by iterating the route table: one function per handler (a handler used by two routes gets
 * the union of their needs), the JWT authorizer on every signed-in route and none on public ones, throttling and
 * JSON access logs on the one `$default` stage. Scheduled jobs from the same table become EventBridge rules. The
 * functions, routes and jobs live in one nested stack per slice (SliceStack); the API, its stage and authorizer here.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Route handler name → function. */
  readonly functions = new Map<string, CareyFunction>();
  readonly jobs = new Map<string, CareyFunction>();
  /** Slice name (`alerts`, or a part of the team's console: `team-openings`) → its nested stack. */
  readonly slices = new Map<string, SliceStack>();
  readonly routes: readonly Route[];
  /** Where CloudFront sends /api/*: the API's own domain, or its execute-api host on stages without one. */
  readonly originHost: string;
  /** With its own domain: the regional host its DNS record (CNAME or alias) must point at. */
  readonly originDnsTarget?: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { resources } = props;
    this.routes = props.routes;
    // CloudFront is the only intended caller and routes /api/* here on the same origin: no CORS needed.
    // With its own domain, the API answers nowhere else: execute-api is off (docs/decisions/017-api-reached-only-through-cloudfront.md).
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: resources.logRetention,
      removalPolicy: resources.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.integrationLatency',
            // Joins this line to the function's own log (its Lambda request id) and to the caregiver, by Cognito's sub.
            integrationRequestId: '$context.integration.requestId',
            sub: '$context.authorizer.claims.sub',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    if (props.originDomain) {
      const domainName = new DomainName(this, 'OriginDomain', {
        domainName: props.originDomain.name,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', props.originDomain.certificateArn),
      });
      new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName, stage: this.stage });
      this.originHost = props.originDomain.name;
      this.originDnsTarget = domainName.regionalDomainName;
    } else {
      this.originHost = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    }

    // The JWT authorizers live here, once each; every slice's routes name them by id: the caregivers' pool for
    // signed-in routes, the operators' own pool for the team's console (docs/decisions/047-operators-pool.md).
    const authorizer = jwtAuthorizer(this, 'CognitoAuthorizer', props.userPool, props.userPoolClient);
    const teamAuthorizer = jwtAuthorizer(this, 'OperatorsAuthorizer', props.operators.userPool, props.operators.client);

    // One nested stack per slice, by the first folder of each handler's path (docs/decisions/042); the team's console in parts (063).
    for (const [slice, rows] of slicesOf(props)) {
      const stack = new SliceStack(this, pascalCase(slice), { ...rows, resources, httpApi: this.httpApi, authorizer, teamAuthorizer, originVerify: props.originVerify, alarmAction: props.alarmAction });
      this.slices.set(slice, stack);
      for (const [handler, fn] of stack.functions) this.functions.set(handler, fn);
      for (const [name, fn] of stack.jobs) this.jobs.set(name, fn);
    }

    // The hot routes' own throttles (the route table's `throttle`), keyed by route key; every other route has the
    // stage's default, each route on its own (docs/capacity.md, "Route throttles"). API Gateway refuses settings for
    // a route key it does not have yet, so the stage waits for the slices that hold those routes.
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = routeSettings(props.routes);
    for (const route of props.routes.filter((r) => r.throttle)) {
      const slice = this.slices.get(stackOf(route.handler, props.routes))!;
      cfnStage.addResourceDependency(slice.nestedStackResource as CfnResource);
    }
  }

  /** The function behind Stripe's webhook, when the route table has it: ops alarms on it separately (a failure there loses plan changes). */
  get webhookFunction(): CareyFunction | undefined {
    const route = this.routes.find((r) => r.method === 'POST' && r.path === apiPaths.stripeWebhook);
    return route ? this.functions.get(route.handler) : undefined;
  }
}

/**
 * The stage's route settings: each route with its own throttle, by its route key (`METHOD path`). The property is
 * JSON to CloudFormation (CDK passes it as written), hence CloudFormation's own casing.
 */
export function routeSettings(routes: readonly Route[]): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> | undefined {
  const own = routes.filter((r) => r.throttle);
  if (own.length === 0) return undefined;
  return Object.fromEntries(own.map((r) => [`${r.method} ${r.path}`, { ThrottlingRateLimit: r.throttle!.rateLimit, ThrottlingBurstLimit: r.throttle!.burstLimit }]));
}

/** An HTTP API JWT authorizer for one pool and client (issuer and audience), referenced by id from the slice stacks. */
function jwtAuthorizer(api: Api, id: string, userPool: IUserPool, client: IUserPoolClient) {
  const { region, urlSuffix } = Stack.of(api);
  const created = new HttpAuthorizer(api, id, {
    httpApi: api.httpApi,
    type: HttpAuthorizerType.JWT,
    identitySource: ['$request.header.Authorization'],
    jwtAudience: [client.userPoolClientId],
    jwtIssuer: `https://cognito-idp.${region}.${urlSuffix}/${userPool.userPoolId}`,
  });
  return HttpAuthorizer.fromHttpAuthorizerAttributes(api, `${id}Ref`, { authorizerId: created.authorizerId, authorizerType: HttpAuthorizerType.JWT });
}

/** The route, job and stream tables cut by slice (the team's console by part), in the order they first appear. */
function slicesOf(props: Pick<ApiProps, 'routes' | 'scheduledJobs' | 'tableStreamConsumers'>): Map<string, SliceRows> {
  const slices = new Map<string, { handlers: Map<string, readonly Need[]>; routes: Route[]; scheduledJobs: ScheduledJob[]; tableStreamConsumers: TableStreamConsumer[] }>();
  const of = (handler: string) => {
    const name = stackOf(handler, props.routes);
    if (!slices.has(name)) slices.set(name, { handlers: new Map(), routes: [], scheduledJobs: [], tableStreamConsumers: [] });
    return slices.get(name)!;
  };
  for (const [handler, needs] of handlerNeeds(props.routes)) of(handler).handlers.set(handler, needs);
  for (const route of props.routes) of(route.handler).routes.push(route);
  for (const job of props.scheduledJobs) of(job.handler).scheduledJobs.push(job);
  for (const consumer of props.tableStreamConsumers) of(consumer.handler).tableStreamConsumers.push(consumer);
  return slices;
}
