import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The variables of the function being invoked, when something runs several functions in one process (the local
 * stack: infra/local/function-runner.ts). In AWS nothing sets it and each function reads its own process.env.
 */
const invocation = new AsyncLocalStorage<(name: string) => string | undefined>();

/**
 * Runs `run` (and everything it awaits or schedules) as one function invocation with only `variables` as its
 * environment, as Lambda gives each function only the variables its needs set (docs/decisions/023-local-function-environment.md).
 * `variables` may be a lookup, read at each use (the local stack's tests change a value during an invocation).
 */
export function runWithEnvironment<T>(variables: Readonly<Record<string, string>> | ((name: string) => string | undefined), run: () => T): T {
  return invocation.run(typeof variables === 'function' ? variables : (name) => (Object.hasOwn(variables, name) ? variables[name] : undefined), run);
}

/** A setting of this function: its invocation's variables under the local stack, else process.env. */
export function env(name: string): string | undefined {
  const own = invocation.getStore();
  return own ? own(name) : process.env[name];
}

/** Reads a required setting; handlers call this at cold start so a missing variable fails loudly and early. */
export function requireEnv(name: string): string {
  const value = env(name);
  if (!value) {
    const hint = invocation.getStore() ? ' (not given by the needs of this function in the route table, lambdas/routes.ts)' : '';
    throw new Error(`Missing required environment variable ${name}${hint}`);
  }
  return value;
}
