/* eslint-disable @typescript-eslint/no-require-imports */
import path from 'node:path';
import { runWithEnvironment } from '../../lambdas/base/env';
import type { Need } from '../../lambdas/routes';
import { EVERY_FUNCTION, environmentFor } from '../function-environment';

const LAMBDAS = path.resolve(__dirname, '../../lambdas');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => any;

/**
 * The local stack's Lambda: a function of lambdas/{handler} loaded on its first call and run, load
 * included, with only the variables its needs give it (infra/function-environment.ts), as Lambda runs each
 * function with its own environment. `values` holds every variable the stack can give (it is read at each use:
 * the user pool's ids are added once the pool exists, and tests inject faults by changing a value). docs/decisions/023-local-function-environment.md.
 */
export function localFunction<F extends AnyFunction>(
  values: Readonly<Record<string, string | undefined>>,
  /** its path under lambdas/, as the route table names it (e.g. `openings/handlers/list-openings`) */
  handler: string,
  needs: readonly Need[],
): F {
  let loaded: F | undefined;
  const invoke = (...args: Parameters<F>): ReturnType<F> => {
    // Checked at each call (a value missing from the stack is its mistake), then read live from `values`.
    const given = new Set([...Object.keys(environmentFor(needs, 'local', values)), ...EVERY_FUNCTION]);
    return runWithEnvironment((name) => (given.has(name) ? values[name] : undefined), () => {
      loaded ??= require(path.join(LAMBDAS, handler)).handler as F;
      return loaded(...args);
    });
  };
  return invoke as F;
}
