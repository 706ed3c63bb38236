import { StripeHttpError } from './wire';

/**
 * Stripe's idempotent requests (docs.stripe.com/api/idempotent_requests, read for issue 50), as the stand-in keeps them:
 * - A POST's `Idempotency-Key` names one request of the account (the stand-in is one account: one key space for every
 *   endpoint). The first answer is saved once the endpoint began to run, success or error (Stripe replays its 500s too),
 *   and the same key with the same endpoint and parameters gets that answer again (`Idempotent-Replayed: true`),
 *   without running anything.
 * - The key with another endpoint or other parameters is refused: 400 `idempotency_error`.
 * - Nothing is saved when the endpoint never ran: a parameter that fails validation (an error naming a `param` with no
 *   code but a `parameter_…` one), an unknown URL, a refused API key, Stripe out of reach (`/_standin/outage`).
 * - A second request while the first is still running is answered 409 `idempotency_key_in_use` (the SDK retries it).
 * - Keys are pruned after 24 hours (Stripe: "at least 24 hours old"); the key then starts a new request.
 * Kept in memory: a restarted stand-in has pruned them all.
 */
export const IDEMPOTENCY_KEY_MS = 24 * 3600_000;

export interface IdempotentRequest {
  method: string;
  path: string;
  /** The decoded form (parseForm). */
  params: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

interface Saved extends Answer {
  method: string;
  path: string;
  params: string;
  savedAt: number;
}

/** Parameters compared as values: the same fields in another order are the same request. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** A failure before the endpoint ran (its parameters did not validate): Stripe saves no answer for it. */
const isValidationError = (error: StripeHttpError) => error.status === 400 && error.body.param !== undefined && (error.body.code === undefined || error.body.code.startsWith('parameter_'));

/** `clock`: milliseconds since the epoch (real time, as Stripe prunes its keys; not the test clock's). */
export function idempotencyLayer(clock: () => number = () => Date.now()) {
  const saved = new Map<string, Saved>();
  const running = new Set<string>();

  function prune(now: number) {
    for (const [key, answer] of saved) if (now - answer.savedAt >= IDEMPOTENCY_KEY_MS) saved.delete(key);
  }

  /**
   * The answer to a POST carrying `key`: the saved one replayed, a refusal, or `run`'s (saved unless the endpoint never
   * ran). `run` answers the body, or throws a StripeHttpError; anything else it throws is a stand-in fault, not saved.
   */
  async function answer(key: string, request: IdempotentRequest, run: () => Promise<unknown>): Promise<Answer & { replayed: boolean }> {
    const now = clock();
    prune(now);
    const params = canonical(request.params);
    const first = saved.get(key);
    if (first) {
      if (first.method !== request.method || first.path !== request.path) {
        throw new StripeHttpError(400, { type: 'idempotency_error', message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.method} ${first.path}' vs '${request.method} ${request.path}'). Try using a key other than '${key}' if you meant to execute a different request.` });
      }
      if (first.params !== params) {
        throw new StripeHttpError(400, { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` });
      }
      return { status: first.status, body: first.body, replayed: true };
    }
    if (running.has(key)) {
      throw new StripeHttpError(409, { type: 'idempotency_error', code: 'idempotency_key_in_use', message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.` });
    }
    running.add(key);
    try {
      let result: Answer;
      try {
        result = { status: 200, body: await run() };
      } catch (error) {
        if (!(error instanceof StripeHttpError) || isValidationError(error)) throw error;
        result = { status: error.status, body: { error: error.body } };
      }
      saved.set(key, { method: request.method, path: request.path, params, savedAt: clock(), ...result });
      return { ...result, replayed: false };
    } finally {
      running.delete(key);
    }
  }

  return { answer };
}
