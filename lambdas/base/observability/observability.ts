import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { env } from '../env';
import { SERVICE_NAME, metricDimensions, metricNames, metricsNamespace, type MetricName } from './metric-names';

/**
 * Logs and metrics of every function (Powertools for AWS Lambda: Logger writes JSON lines with level, function and
 * correlation id; Metrics writes CloudWatch's embedded metric format to the same log). docs/decisions/044-observability.md.
 *
 * Each invocation gets its own Logger and Metrics, kept in an AsyncLocalStorage: the local stack runs every function
 * in one process at once, and one shared instance would mix one function's keys and metrics into another's log.
 * In AWS the cost is two small objects per invocation.
 */
interface Invocation {
  logger: Logger;
  metrics: Metrics;
  /** the API route (`GET /api/me`) or the job's handler path, for the metrics that carry one */
  route?: string;
  job?: string;
}

const invocation = new AsyncLocalStorage<Invocation>();
let outside: Invocation | undefined;

/** What the handler is, for its log keys and the dimensions of its failure metrics. */
export type Observed =
  | { kind: 'api' }
  | { kind: 'job'; job: string }
  /**
   * `refuses`: the metric that counts its refusals. Throwing a `Refusal` is Cognito's way to refuse a request
   * (PreSignUp): it is logged and counted there, never as a failure (JobFailed); any other throw is a failure.
   */
  | { kind: 'trigger'; trigger: string; refuses?: MetricName };

/**
 * What a trigger throws to refuse a request on purpose (a sign-up not made through the site): Cognito answers the
 * caller with its message. Lambda counts it in Errors like any throw, so the crash alarm subtracts the refusal
 * metric (infra/cdk/ops.ts; docs/decisions/063-crashes-refusals-and-a-split-console.md).
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** `POWERTOOLS_METRICS_NAMESPACE` in AWS (set by CDK from the stage); locally `Carey/local`. */
function namespace(): string {
  return env('POWERTOOLS_METRICS_NAMESPACE') ?? metricsNamespace('local');
}

function newInvocation(): Invocation {
  return { logger: new Logger({ serviceName: SERVICE_NAME }), metrics: new Metrics({ namespace: namespace(), serviceName: SERVICE_NAME }) };
}

function current(): Invocation {
  const own = invocation.getStore();
  if (own) return own;
  // Code run outside a handler (a unit test calling a use case, a command): its lines still go out, unscoped.
  outside ??= newInvocation();
  return outside;
}

/** The invocation's logger: `log().warn('message', { detail })`. Never give it an e-mail, phone or health data. */
export function log(): Logger {
  return current().logger;
}

/** A warning with its details; a `uid` among them goes out as the caregiver's hashed id, never as it is. */
export function logWarning(message: string, { uid, ...detail }: Record<string, unknown> = {}): void {
  log().warn(message, { ...(typeof uid === 'string' ? { caregiver: hashedCaregiver(uid) } : {}), ...detail });
}

/** A business metric of `metricNames` (dimension `service` only), written to the log when the invocation ends. */
export function countMetric(name: MetricName, count = 1): void {
  if (count > 0) current().metrics.addMetric(name, MetricUnit.Count, count);
}

/** A count that is worth recording even when it is 0 (a gauge an alarm watches on every run). */
export function recordMetric(name: MetricName, value: number): void {
  current().metrics.addMetric(name, MetricUnit.Count, value);
}

/** `JobFailed` with the job's `Job` dimension (its handler path under lambdas/), written at once. */
export function countJobFailed(job?: string): void {
  const name = job ?? current().job;
  if (name) dimensioned(metricNames.jobFailed, metricDimensions.job, name);
}

function dimensioned(name: MetricName, dimension: string, value: string) {
  // A metric of its own: a dimension added to the invocation's metrics would go on every other metric too.
  current().metrics.singleMetric().addDimension(dimension, value).addMetric(name, MetricUnit.Count, 1);
}

/**
 * The API's error path (lambdas/base/http/api-handler.ts): an answer of 500 counts `UnhandledError` for the route,
 * middy's early timeout `HandlerTimeout`; both are logged with the error.
 */
export function reportRouteFailure(error: unknown, status: number): void {
  const route = current().route ?? 'unknown';
  if ((error as Error | undefined)?.name === 'TimeoutError') {
    dimensioned(metricNames.handlerTimeout, metricDimensions.route, route);
    log().error('handler timed out', { error: errorSummary(error) });
  } else if (status >= 500) {
    if (status === 500) dimensioned(metricNames.unhandledError, metricDimensions.route, route);
    log().error(status === 500 ? 'unexpected failure' : 'transient AWS failure', { error: errorSummary(error) });
  }
}

/** An error for the log: its name, message and stack, never the objects it carries. */
export function errorSummary(error: unknown): { name: string; message: string; stack?: string } | string {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);
}

/** The caregiver as the log names her: a hash of her Cognito `sub`, so a line joins her other lines and no more. */
export function hashedCaregiver(uid: string): string {
  return createHash('sha256').update(`carey-log:${uid}`).digest('hex').slice(0, 16);
}

/**
 * The middy middleware every handler kind uses: the Lambda context and correlation id on the logger (the API's
 * request id; the job's name), the route or job and the hashed caregiver as keys; a job or trigger that throws
 * counts `JobFailed`. Put it first (`.use(observability(...))` before any other), inside `observedHandler`.
 */
export function observability<E, R>(observed: Observed): middy.MiddlewareObj<E, R, Error, Context> {
  return {
    before: async (request) => {
      const here = current();
      if (request.context?.functionName) here.logger.addContext(request.context);
      if (observed.kind === 'api') {
        const event = request.event as { routeKey?: string; requestContext?: { requestId?: string; authorizer?: { jwt?: { claims?: Record<string, unknown> } } } };
        here.route = event.routeKey;
        here.logger.setCorrelationId(event.requestContext?.requestId);
        const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
        here.logger.appendKeys({ route: event.routeKey, ...(typeof sub === 'string' && sub ? { caregiver: hashedCaregiver(sub) } : {}) });
      } else {
        const name = observed.kind === 'job' ? observed.job : observed.trigger;
        here.job = name;
        here.logger.appendKeys(observed.kind === 'job' ? { job: name } : { trigger: name });
        if (request.context?.awsRequestId) here.logger.setCorrelationId(request.context.awsRequestId);
      }
    },
    onError: async (request) => {
      if (observed.kind === 'api') return; // the API's error path answers and counts (reportRouteFailure)
      if (observed.kind === 'trigger' && observed.refuses && request.error instanceof Refusal) {
        countMetric(observed.refuses);
        return void log().info('request refused', { reason: request.error.message });
      }
      countJobFailed();
      log().error(observed.kind === 'job' ? 'job failed' : 'trigger failed', { error: errorSummary(request.error) });
    },
  };
}

/**
 * Runs a middy handler as one observed invocation: its own Logger and Metrics, and its stored metrics written to
 * the log when it ends, whatever the outcome.
 */
export function observedHandler<E, R>(handler: (event: E, context: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return (event, context) =>
    invocation.run(newInvocation(), async () => {
      try {
        return await handler(event, context as Context);
      } finally {
        const { metrics } = current();
        if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      }
    });
}
