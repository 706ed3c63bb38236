import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { ApiMapping, DomainName, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { apiPaths } from '../../contract/paths';
import { handlerName, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { handlerNeeds } from '../function-environment';
import { NEW_OPENING_FILTER } from '../../lambdas/openings/data/opening-stream';
import { CareyFunction, type FunctionResources } from './carey-function';

export interface ApiProps {
  routes: readonly Route[];
  scheduledJobs: readonly ScheduledJob[];
  tableStreamConsumers: readonly TableStreamConsumer[];
  resources: FunctionResources;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  throttle: { rateLimit: number; burstLimit: number };
  /** The API's own regional domain; with it, the default execute-api endpoint is disabled. */
  originDomain?: { name: string; certificateArn: string };
  /** Set on every route function as ORIGIN_VERIFY: the value of CloudFront's origin header (lambdas/base/http/origin-check.ts). */
  originVerify: string;
}

/** `list-openings` → `ListOpenings`, `team/handlers/x` → `TeamHandlersX`. */
export function pascalCase(name: string): string {
  return name.replace(/\./g, '').replace(/(^|[-_/])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
}

/**
 * The construct id of a function, which must stay the same from deploy to deploy (a new id replaces the function
 * and its log group): its file name (`caregivers/handlers/get-me` → `GetMe`), as before the slices; the team's
 * handlers keep the path they were always named by (`team/handlers/list-openings` → `TeamHandlersListOpenings`,
 * which also keeps it apart from `openings/handlers/list-openings`). CDK refuses two equal ids in one scope.
 */
export function functionId(handler: string): string {
  return pascalCase(handler.startsWith('team/') ? handler : handlerName(handler));
}

/**
 * The HTTP API, built by iterating the route table: one function per handler (a handler used by two routes gets
 * the union of their needs), the JWT authorizer on every signed-in route and none on public ones, throttling and
 * JSON access logs on the one `$default` stage. Scheduled jobs from the same table become EventBridge rules.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Route handler name → function. */
  readonly functions = new Map<string, CareyFunction>();
  readonly jobs = new Map<string, CareyFunction>();
  readonly routes: readonly Route[];
  /** Where CloudFront sends /api/*: the API's own domain, or its execute-api host on stages without one. */
  readonly originHost: string;

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
    } else {
      this.originHost = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    }

    const authorizer: IHttpRouteAuthorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    for (const [handler, needs] of handlerNeeds(props.routes)) {
      const fn = new CareyFunction(this, `Fn${functionId(handler)}`, { handler, needs, resources });
      fn.addEnvironment('ORIGIN_VERIFY', props.originVerify);
      this.functions.set(handler, fn);
    }

    for (const route of props.routes) {
      const fn = this.functions.get(route.handler)!;
      const routeId = `${route.method}${pascalCase(route.path.replace(/[{}]/g, ''))}`;
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn),
        // 'team' routes too: their functions then refuse a verified caller outside the team's group (403).
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      if (route.access === 'public') {
        acknowledge(created, [
          { id: 'AwsSolutions-APIG4', reason: `${route.method} ${route.path} is public by design in the route table (access: public).` },
        ]);
      }
    }

    for (const job of props.scheduledJobs) {
      const fn = new CareyFunction(this, `Job${functionId(job.handler)}`, {
        handler: job.handler,
        needs: job.needs,
        resources,
        timeout: Duration.minutes(5),
      });
      new Rule(this, `Schedule${functionId(job.handler)}`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.jobs.set(handlerName(job.handler), fn);
    }

    for (const consumer of props.tableStreamConsumers) {
      const fn = new CareyFunction(this, `Stream${functionId(consumer.handler)}`, {
        handler: consumer.handler,
        needs: consumer.needs,
        resources,
        timeout: Duration.minutes(1),
      });
      // Only new openings reach the function (the filter is evaluated by Lambda, not billed as invocations). A
      // failing record is retried on its own (reportBatchItemFailures); matching is idempotent.
      fn.addEventSource(
        new DynamoEventSource(resources.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(5),
          retryAttempts: 20,
          maxRecordAge: Duration.hours(24),
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          filters: [FilterCriteria.filter(NEW_OPENING_FILTER as unknown as Record<string, unknown>)],
        }),
      );
      acknowledge(fn.role!, [
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'dynamodb:ListStreams has no resource-level permission (it must be granted on *); reading the records is limited to this table\'s stream.',
        },
      ]);
      this.jobs.set(handlerName(consumer.handler), fn);
    }
  }

  /** The function behind Stripe's webhook, when the route table has it: ops alarms on it separately (a failure there loses plan changes). */
  get webhookFunction(): CareyFunction | undefined {
    const route = this.routes.find((r) => r.method === 'POST' && r.path === apiPaths.stripeWebhook);
    return route ? this.functions.get(route.handler) : undefined;
  }
}
