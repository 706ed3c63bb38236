/** API Gateway's throttle for a stage (or a route): `rateLimit` requests a second on average, `burstLimit` at once. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * The token bucket API Gateway throttles with (its guide, "Throttling requests to your HTTP API"): the bucket holds
 * at most `burstLimit` tokens and starts full; it refills at `rateLimit` tokens a second, continuously; a request
 * takes one token or, with none left, is refused. `now` is the clock in milliseconds (a test gives its own, so the
 * edges are exact and nothing depends on how fast the machine is).
 */
export function tokenBucket(limit: Throttle, now: () => number): { take(): boolean } {
  let tokens = limit.burstLimit;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(limit.burstLimit, tokens + (Math.max(0, at - last) / 1000) * limit.rateLimit);
      last = at;
      if (tokens < 1 - 1e-9) return false; // a whole token, whatever the float sum's last bit
      tokens -= 1;
      return true;
    },
  };
}
