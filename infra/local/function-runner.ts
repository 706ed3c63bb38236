/* eslint-disable @typescript-eslint/no-require-imports */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { runWithEnvironment } from '../../lambdas/base/env';
import type { Need } from '../../lambdas/routes';
import { EVERY_FUNCTION, environmentFor } from '../function-environment';
import type { FunctionLogs } from './function-logs';

const LAMBDAS = path.resolve(__dirname, '../../lambdas');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => any;

/**
 * The local stack's Lambda: a function of lambdas/{handler} loaded on its first call and run, load
 * included, with only the variables its needs give it (infra/function-environment.ts), as Lambda runs each
 * function with its own environment. `values` holds every variable the stack can give (it is read at each use:
 * the user pool's ids are added once the pool exists, and tests inject faults by changing a value). docs/decisions/023-local-function-environment.md.
 * A caller that gives no Lambda context (the scheduler, the stream) gets one, as Lambda gives every invocation; with
 * `logs`, what the invocation writes is kept as its function's log (infra/local/function-logs.ts).
 */
export function localFunction<F extends AnyFunction>(
  values: Readonly<Record<string, string | undefined>>,
  /** its path under lambdas/, as the route table names it (e.g. `openings/handlers/list-openings`) */
  handler: string,
  needs: readonly Need[],
  logs?: FunctionLogs,
): F {
  let loaded: F | undefined;
  const invoke = (...args: Parameters<F>): ReturnType<F> => {
    // Checked at each call (a value missing from the stack is its mistake), then read live from `values`.
    const given = new Set([...Object.keys(environmentFor(needs, 'local', values)), ...EVERY_FUNCTION]);
    const context = (args[1] as { awsRequestId?: string } | undefined) ?? jobContext(handler);
    const run = () =>
      runWithEnvironment((name) => (given.has(name) ? values[name] : undefined), () => {
        loaded ??= require(path.join(LAMBDAS, handler)).handler as F;
        return loaded(args[0], context, ...args.slice(2));
      });
    return (logs ? logs.run(handler, context.awsRequestId ?? 'local', run) : run()) as ReturnType<F>;
  };
  return invoke as F;
}

/** The Lambda context of an invocation nobody gave one (a schedule's or the stream's), with Lambda's longest timeout. */
function jobContext(handler: string) {
  const deadline = Date.now() + 15 * 60_000;
  return { functionName: `carey-${handler.replaceAll('/', '-')}`, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()), callbackWaitsForEmptyEventLoop: false };
}
