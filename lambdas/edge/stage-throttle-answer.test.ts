import type { CloudFrontResponseEvent } from 'aws-lambda';
import { answerStageThrottle } from './stage-throttle-answer';
import { handler } from './handlers/origin-response';
import { errorResponse } from '../base/http/error-response';
import { DomainError } from '../base/errors';

/**
 * The origin-response function, on responses in CloudFront's event format (its Lambda@Edge guide, "Lambda@Edge event
 * structure"): `status` a string, every header under its lower-case name as a list of `{key, value}` with the
 * origin's own casing in `key`, and no body.
 */
const response = (status: string, headers: Record<string, string> = {}) => ({
  status,
  statusDescription: 'whatever the origin said',
  headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), [{ key, value }]])),
});
/** API Gateway's stage throttle as CloudFront receives it (docs/decisions/078): English, no Retry-After. */
const stageThrottle = () => response('429', { 'Content-Type': 'application/json', 'Content-Length': '33', Apigw_Requestid: 'abc=' });

describe('the origin-response function on /api/*', () => {
  it("gives API Gateway's 429 Retry-After: 5 and the Portuguese body in the API's error shape, as JSON", () => {
    const answer = answerStageThrottle(stageThrottle());
    expect(answer.status).toBe('429');
    expect(answer.headers?.['retry-after']).toEqual([{ key: 'Retry-After', value: '5' }]);
    expect(answer.headers?.['content-type']).toEqual([{ key: 'Content-Type', value: 'application/json; charset=utf-8' }]);
    expect(answer.bodyEncoding).toBe('text');
    expect(JSON.parse(answer.body!)).toEqual({ message: 'Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos.' });
    // The length is the new body's in bytes (92 characters, ã two bytes), not API Gateway's 33.
    expect(answer.body!.length).toBe(92);
    expect(answer.headers?.['content-length']).toEqual([{ key: 'Content-Length', value: '93' }]);
    // The origin's other headers stay, under their own names.
    expect(answer.headers?.['apigw_requestid']).toEqual([{ key: 'Apigw_Requestid', value: 'abc=' }]);
  });

  it('keeps a 429 that already says when to retry exactly as it came, whatever the casing the origin used', () => {
    for (const name of ['Retry-After', 'retry-after', 'RETRY-AFTER']) {
      const ours = response('429', { 'Content-Type': 'application/json; charset=utf-8', [name]: '300' });
      const answer = answerStageThrottle(ours);
      expect(answer).toBe(ours);
      expect(answer).toEqual(response('429', { 'Content-Type': 'application/json; charset=utf-8', [name]: '300' }));
      expect(answer.body).toBeUndefined();
    }
  });

  it("keeps our own 429 that no wait lifts (the team's reply limit: Cache-Control, no Retry-After) as it came", () => {
    for (const name of ['Cache-Control', 'cache-control']) {
      const ours = response('429', { 'Content-Type': 'application/json; charset=utf-8', [name]: 'no-store' });
      expect(answerStageThrottle(ours)).toBe(ours);
      expect(ours).toEqual(response('429', { 'Content-Type': 'application/json; charset=utf-8', [name]: 'no-store' }));
    }
  });

  it.each(['200', '404', '500', '428', '430', '503'])('leaves a %s untouched, even without Retry-After', (status) => {
    const original = response(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    const answer = answerStageThrottle(original);
    expect(answer).toBe(original);
    expect(answer).toEqual(response(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }));
    expect('body' in answer).toBe(false);
  });

  it('answers a 429 whose origin sent no headers at all', () => {
    const answer = answerStageThrottle({ status: '429', statusDescription: 'Too Many Requests', headers: {} });
    expect(Object.keys(answer.headers ?? {}).sort()).toEqual(['content-length', 'content-type', 'retry-after']);
  });

  it("the handler reads the record's response and returns the function's answer", async () => {
    const event = (status: string) =>
      ({ Records: [{ cf: { config: {}, request: { uri: '/api/health', method: 'GET', headers: {}, querystring: '', clientIp: '127.0.0.1' }, response: status === '429' ? stageThrottle() : response(status) } }] }) as unknown as CloudFrontResponseEvent;
    expect((await handler(event('429'))).headers?.['retry-after']?.[0].value).toBe('5');
    const ok = event('200');
    expect(await handler(ok)).toBe(ok.Records[0].cf.response);
  });
});

/** What the function relies on (isStageThrottle): every 429 our API makes carries Cache-Control, time-bound ones Retry-After too. */
describe("our own 429s, as the edge function tells them from API Gateway's", () => {
  it('a rate limit with a window carries Retry-After, one without a wait still Cache-Control: no-store', () => {
    const windowed = errorResponse(new DomainError('rate-limited', 'a', undefined, 120));
    expect(windowed).toMatchObject({ statusCode: 429, headers: { 'retry-after': '120', 'cache-control': 'no-store' } });
    const limit = errorResponse(new DomainError('rate-limited', 'b'));
    expect(limit.statusCode).toBe(429);
    expect(limit.headers).toMatchObject({ 'cache-control': 'no-store' });
    expect(limit.headers).not.toHaveProperty('retry-after');
  });
});
