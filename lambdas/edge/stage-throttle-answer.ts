import type { CloudFrontHeaders, CloudFrontResultResponse } from 'aws-lambda';
import { busyTexts } from '../../contract/busy-texts';

/**
 * When a client should try again after API Gateway's stage throttle refused it, in seconds (docs/decisions/079): the
 * stage's bucket (1,000 a second, burst 2,000) is full again 2 s after a flood stops, our own 503s for a transient
 * throttle already say 5, and a client that honours it does not join the same seconds' flood again.
 */
export const STAGE_THROTTLE_RETRY_SECONDS = 5;

/** The response of a CloudFront origin-response event as Lambda@Edge receives and returns it (`status` a string). */
export type EdgeResponse = CloudFrontResultResponse;

/** The body that replaces API Gateway's English one: the API's error shape, `{message}`, with the catalogue's text. */
export const STAGE_THROTTLED_ANSWER = JSON.stringify({ message: busyTexts.stageThrottled });

const header = (key: string, value: string) => [{ key, value }];

/**
 * API Gateway's own 429 (its stage throttle): no Retry-After and no Cache-Control. Every answer of our functions
 * carries `Cache-Control: no-store` (lambdas/base/http/error-response.ts), and every time-bound 429 of ours also
 * Retry-After; a 429 of ours without Retry-After (the team's reply limit, which no wait lifts) keeps its own text.
 * CloudFront's event keys every header by its lower-case name, whatever casing the origin sent (`key` keeps that).
 */
const isStageThrottle = (response: EdgeResponse) => response.status === '429' && !response.headers?.['retry-after'] && !response.headers?.['cache-control'];

/**
 * The origin-response function on `/api/*` (infra/cdk/edge-function.ts; locally infra/local/edge-response.ts):
 * API Gateway's stage throttle gets Retry-After and the Portuguese body, as JSON. Any other response is returned as
 * it came, the same object: its body is never read (CloudFront does not give it to an origin-response function)
 * and nothing in it changes.
 */
export function answerStageThrottle(response: EdgeResponse): EdgeResponse {
  if (!isStageThrottle(response)) return response;
  const headers: CloudFrontHeaders = {
    ...response.headers,
    'retry-after': header('Retry-After', String(STAGE_THROTTLE_RETRY_SECONDS)),
    'content-type': header('Content-Type', 'application/json; charset=utf-8'),
    'content-length': header('Content-Length', String(Buffer.byteLength(STAGE_THROTTLED_ANSWER))),
  };
  return { ...response, headers, body: STAGE_THROTTLED_ANSWER, bodyEncoding: 'text' };
}
