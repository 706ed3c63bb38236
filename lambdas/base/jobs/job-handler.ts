import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { MetricName } from '../observability/metric-names';
import { observability, observedHandler } from '../observability/observability';

/**
 * A scheduled job, stream consumer or Cognito trigger as a Lambda handler: `run` inside middy with the observability
 * middleware (its own log keys, `JobFailed` when it throws). `job` is the handler's path under lambdas/, as the route
 * table names it (the `Job` dimension of its alarm); lambdas/base/observability/observability.test.ts checks it.
 * No early timeout: nobody waits for a job's answer, and Lambda's own timeout still ends it.
 */
export function jobHandler<E, R>(job: string, run: (event: E, context?: Context) => Promise<R>): (event?: E, context?: Context) => Promise<R> {
  const handler = observedHandler(middy<E, R, Error, Context>(run, { timeoutEarlyInMillis: 0 }).use(observability({ kind: 'job', job })));
  // A job run by hand or by a test may have no event: the job's defaults apply.
  return (event, context) => handler(event as E, context);
}

/**
 * A Cognito trigger: as `jobHandler`, named by its handler path too (its failures count `JobFailed`); with
 * `refuses`, a `Refusal` it throws counts that metric instead.
 */
export function triggerHandler<E, R>(trigger: string, run: (event: E) => Promise<R>, options: { refuses?: MetricName } = {}): (event: E, context?: Context) => Promise<R> {
  return observedHandler(middy<E, R, Error, Context>(run, { timeoutEarlyInMillis: 0 }).use(observability({ kind: 'trigger', trigger, ...options })));
}
