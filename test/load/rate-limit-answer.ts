/** How the load test tells a deliberate rate limit from an error (docs/capacity.md). */
import { STAGE_THROTTLE_RETRY_SECONDS, STAGE_THROTTLED_ANSWER } from '../../lambdas/edge/stage-throttle-answer';

/** The refusal's text: `message` in the API's errors, `error` in the support form's `{success: false}`. */
const refusal = (answer: { message?: unknown; error?: unknown }) => answer.message ?? answer.error;

/** A 429 as the API answers it: Retry-After in seconds and the Portuguese refusal (lambdas/base/messages.ts). */
export function isRateLimitAnswer(body: string, headers: Record<string, unknown>): boolean {
  try {
    return /^\d+$/.test(String(headers['retry-after'] ?? '')) && /^Muitas tentativas seguidas\./.test(String(refusal(JSON.parse(body) as { message?: unknown; error?: unknown })));
  } catch {
    return false;
  }
}

/** The status key the load test counts API Gateway's own 429 under. */
export const STAGE_THROTTLED = '429 stage throttle';

/**
 * API Gateway's own 429 when the stage throttle refuses (infra/local/gateway.ts), as CloudFront's origin-response
 * function passes it on (docs/decisions/079): exactly its Portuguese body and its Retry-After.
 */
export function isStageThrottleAnswer(body: string, headers: Record<string, unknown>): boolean {
  return body === STAGE_THROTTLED_ANSWER && String(headers['retry-after']) === String(STAGE_THROTTLE_RETRY_SECONDS);
}
