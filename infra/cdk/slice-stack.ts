import { Duration, NestedStack } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { teamApiPaths } from '../../contract/paths';
import { handlerName, type Need, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { NEW_OPENING_FILTER } from '../../lambdas/openings/data/opening-stream';
import { metricNames } from '../../lambdas/base/observability/metric-names';
import { alarm, customMetric, DLQ_RETENTION, FIVE_MINUTES } from './alarms';
import { CareyFunction, type FunctionResources } from './carey-function';
import { acknowledge } from './nag';

/** `list-openings` → `ListOpenings`, `team/handlers/x` → `TeamHandlersX`. */
export function pascalCase(name: string): string {
  return name.replace(/\./g, '').replace(/(^|[-_/])([a-z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
}

/**
 * The construct id of a function: its file name (`caregivers/handlers/get-me` → `GetMe`); the team's handlers keep
 * the path they were always named by (`team/handlers/list-openings` → `TeamHandlersListOpenings`, apart from
 * `openings/handlers/list-openings`).
 */
export function functionId(handler: string): string {
  return pascalCase(handler.startsWith('team/') ? handler : handlerName(handler));
}

/** The slice a handler belongs to: the first folder of its path under lambdas/ (`alerts/jobs/x` → `alerts`). */
export function sliceOf(handler: string): string {
  return handler.split('/')[0];
}

/**
 * The team's console outgrew one stack (docs/decisions/063-crashes-refusals-and-a-split-console.md): the handlers
 * of its 'Vagas' (with 'Famílias'), 'Avisos' and 'Operadoras' pages each get a stack of their own, by the path of
 * the first route they serve; the rest of the console and its jobs stay in the team's stack.
 */
const TEAM_CONSOLE_PARTS: readonly (readonly [pathPrefix: string, stack: string])[] = [
  [teamApiPaths.openings, 'team-openings'],
  [teamApiPaths.families, 'team-openings'],
  [teamApiPaths.notices, 'team-notices'],
  [teamApiPaths.operators, 'team-operators'],
];

/** The nested stack a handler lives in: its slice, or for the team's console the part its first route's page is in. */
export function stackOf(handler: string, routes: readonly Route[]): string {
  const slice = sliceOf(handler);
  if (slice !== 'team') return slice;
  const path = routes.find((route) => route.handler === handler)?.path;
  return TEAM_CONSOLE_PARTS.find(([prefix]) => path === prefix || path?.startsWith(`${prefix}/`))?.[1] ?? slice;
}

/** What one slice stack builds: its rows of the route, job and stream tables. */
export interface SliceRows {
  /** Handler → the union of the needs of the routes it serves. */
  handlers: ReadonlyMap<string, readonly Need[]>;
  routes: readonly Route[];
  scheduledJobs: readonly ScheduledJob[];
  tableStreamConsumers: readonly TableStreamConsumer[];
}

export interface SliceStackProps extends SliceRows {
  resources: FunctionResources;
  httpApi: IHttpApi;
  authorizer: IHttpRouteAuthorizer;
  /** The operators' pool's authorizer: every `access: 'team'` route (docs/decisions/047). */
  teamAuthorizer: IHttpRouteAuthorizer;
  /** Set on every route function as ORIGIN_VERIFY (lambdas/base/http/origin-check.ts). */
  originVerify: string;
  /** The stage's alarm topic. */
  alarmAction: IAlarmAction;
}

/** The stream's oldest unprocessed record, past which matching is late enough for someone to look (records expire at 24 h). */
export const STREAM_ITERATOR_AGE_ALARM = Duration.minutes(15);

/**
 * One nested stack per slice of `lambdas/` (docs/decisions/042-nested-stack-per-slice.md): the slice's functions,
 * its API routes and integrations, its schedules and stream mappings. CloudFormation counts each nested stack's
 * resources apart, so a new route grows only its slice's stack. Nothing stateful lives here: the table, the user
 * pool, the buckets and the secrets stay where they were, and reach these functions as parameters.
 */
export class SliceStack extends NestedStack {
  readonly functions = new Map<string, CareyFunction>();
  readonly jobs = new Map<string, CareyFunction>();

  constructor(scope: Construct, id: string, props: SliceStackProps) {
    super(scope, id, { description: `Carey: the ${id} slice's functions, routes and jobs` });
    const { resources } = props;

    for (const [handler, needs] of props.handlers) {
      const fn = new CareyFunction(this, `Fn${functionId(handler)}`, { handler, needs, resources });
      fn.addEnvironment('ORIGIN_VERIFY', props.originVerify);
      // A crash at start-up, out of memory or Lambda's own timeout answers 5xx with none of our metrics written.
      alarm(this, `Fn${functionId(handler)}Errors`, {
        metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
        description: `${handler} crashed (Lambda Errors): at start-up, out of memory or past its timeout; its log has the request id.`,
        action: props.alarmAction,
      });
      this.functions.set(handler, fn);
    }

    for (const route of props.routes) {
      const fn = this.functions.get(route.handler)!;
      const routeId = `${route.method}${pascalCase(route.path.replace(/[{}]/g, ''))}`;
      const created = new HttpRoute(this, routeId, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, fn),
        // 'team' routes accept only the operators' pool's access tokens; the others only the caregivers'.
        authorizer: route.access === 'public' ? undefined : route.access === 'team' ? props.teamAuthorizer : props.authorizer,
      });
      const key = `${route.method} ${route.path}`;
      alarm(this, `${routeId}UnhandledError`, {
        metric: customMetric(resources.stage, metricNames.unhandledError, { route: key }),
        threshold: 1,
        description: `${key} answered 500 for an unexpected error (UnhandledError): see the function's log for the request id.`,
        action: props.alarmAction,
      });
      alarm(this, `${routeId}HandlerTimeout`, {
        metric: customMetric(resources.stage, metricNames.handlerTimeout, { route: key }),
        threshold: 1,
        description: `${key} ran out of time (HandlerTimeout): a dependency is slow or a page reads too much.`,
        action: props.alarmAction,
      });
      if (route.access === 'public') {
        acknowledge(created, [
          { id: 'AwsSolutions-APIG4', reason: `${route.method} ${route.path} is public by design in the route table (access: public).` },
        ]);
      }
    }

    for (const job of props.scheduledJobs) {
      const id = functionId(job.handler);
      const fn = new CareyFunction(this, `Job${id}`, { handler: job.handler, needs: job.needs, resources, timeout: Duration.minutes(5) });
      // A run EventBridge could not deliver, and a run that threw after Lambda's own two retries, both land here.
      const dlq = this.deadLetterQueue(`Job${id}Dlq`, job.handler, props.alarmAction);
      fn.configureAsyncInvoke({ onFailure: new SqsDestination(dlq), retryAttempts: 2, maxEventAge: Duration.hours(1) });
      new Rule(this, `Schedule${id}`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.hours(1), deadLetterQueue: dlq })],
      });
      this.jobAlarms(id, job.handler, fn, props);
      this.jobs.set(handlerName(job.handler), fn);
    }

    for (const consumer of props.tableStreamConsumers) {
      const id = functionId(consumer.handler);
      const fn = new CareyFunction(this, `Stream${id}`, { handler: consumer.handler, needs: consumer.needs, resources, timeout: Duration.minutes(1) });
      // Only new openings reach the function (the filter is evaluated by Lambda, not billed as invocations). A
      // failing record is retried on its own (reportBatchItemFailures); matching is idempotent. What still fails
      // after the retries leaves the batch's metadata (shard, sequence numbers, times) in the queue: the records
      // themselves expire with the stream (24 h), so the redrive re-matches the openings of that window
      // (`npm run job -- rematch-openings`, docs/decisions/043-no-silent-failure.md).
      const dlq = this.deadLetterQueue(`Stream${id}Dlq`, consumer.handler, props.alarmAction);
      fn.addEventSource(
        new DynamoEventSource(resources.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 100,
          maxBatchingWindow: Duration.seconds(5),
          retryAttempts: 20,
          maxRecordAge: Duration.hours(24),
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(dlq),
          filters: [FilterCriteria.filter(NEW_OPENING_FILTER as unknown as Record<string, unknown>)],
        }),
      );
      acknowledge(fn.role!, [
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'dynamodb:ListStreams has no resource-level permission (it must be granted on *); reading the records is limited to this table\'s stream.',
        },
      ]);
      this.jobAlarms(id, consumer.handler, fn, props);
      alarm(this, `Stream${id}IteratorAge`, {
        metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES }),
        threshold: STREAM_ITERATOR_AGE_ALARM.toMilliseconds(),
        description: `${consumer.handler} is ${STREAM_ITERATOR_AGE_ALARM.toMinutes()}+ minutes behind the table's stream; records expire after 24 h.`,
        action: props.alarmAction,
      });
      this.jobs.set(handlerName(consumer.handler), fn);
    }
  }

  /** An encrypted queue keeping failed events 14 days, with an alarm on its first message. */
  private deadLetterQueue(id: string, handler: string, action: IAlarmAction): Queue {
    const queue = new Queue(this, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: DLQ_RETENTION });
    acknowledge(queue, (['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy'] as const).map((id) => ({ id, reason: `This queue is itself the dead-letter destination of ${handler}; a dead-letter queue of a dead-letter queue would hide nothing more.` })));
    alarm(this, `${id}Depth`, {
      metric: queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
      threshold: 1,
      description: `${handler} has failed events in its dead-letter queue: read them, fix, and redrive (docs/decisions/043-no-silent-failure.md).`,
      action,
    });
    return queue;
  }

  /** The job's own failure metric (a run or a record it could not finish) and Lambda's errors (it threw). */
  private jobAlarms(id: string, handler: string, fn: CareyFunction, { resources, alarmAction: action }: SliceStackProps): void {
    alarm(this, `${id}JobFailed`, {
      metric: customMetric(resources.stage, metricNames.jobFailed, { job: handler }),
      threshold: 1,
      description: `${handler} reported a failed run or record (JobFailed).`,
      action,
    });
    alarm(this, `${id}Errors`, { metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), threshold: 1, description: `${handler} threw.`, action });
  }
}
