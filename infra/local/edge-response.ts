import { answerStageThrottle, type EdgeResponse } from '../../lambdas/edge/stage-throttle-answer';

/** One answer of the local API as the gateway sends it: lower-case header names, one value each. */
export interface LocalAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/**
 * CloudFront's origin-response step on `/api/*` (infra/cdk/web.ts): the answer in CloudFront's event format (status
 * a string, each header under its lower-case name as `[{key, value}]`, no body), through the same function
 * Lambda@Edge runs (lambdas/edge/stage-throttle-answer.ts), and back. An answer the function returns unchanged keeps
 * its own body; one it replaced takes the function's headers and body (docs/decisions/079).
 */
export function throughOriginResponse(answer: LocalAnswer): LocalAnswer {
  const event: EdgeResponse = {
    status: String(answer.status),
    statusDescription: '',
    headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), [{ key: name, value }]])),
  };
  const result = answerStageThrottle(event);
  if (result === event) return answer;
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, values]) => [name, values.map((v) => v.value).join(', ')]));
  const body = result.bodyEncoding === 'base64' ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  return { status: Number(result.status), headers, body };
}
