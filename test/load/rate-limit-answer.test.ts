import { isRateLimitAnswer } from './run-load';
import { isStageThrottleAnswer } from './rate-limit-answer';

/** The load test counts a 429 as the limits at work only when it says when to retry and why; any other is an error. */
describe("the load test's reading of a 429", () => {
  const message = 'Muitas tentativas seguidas. Tente novamente em 5 minutos.';

  it('accepts the API’s and the support form’s refusals with Retry-After in seconds', () => {
    expect(isRateLimitAnswer(JSON.stringify({ message }), { 'retry-after': '300' })).toBe(true);
    expect(isRateLimitAnswer(JSON.stringify({ success: false, error: message }), { 'retry-after': '1' })).toBe(true);
  });

  it('refuses a 429 without Retry-After, with a date or nonsense in it, or without the Portuguese refusal', () => {
    expect(isRateLimitAnswer(JSON.stringify({ message }), {})).toBe(false);
    expect(isRateLimitAnswer(JSON.stringify({ message }), { 'retry-after': 'Fri, 27 Nov 2026 08:00:00 GMT' })).toBe(false);
    expect(isRateLimitAnswer(JSON.stringify({ message: 'Too Many Requests' }), { 'retry-after': '300' })).toBe(false);
    expect(isRateLimitAnswer('Too Many Requests', { 'retry-after': '300' })).toBe(false);
  });

  it("tells API Gateway's own 429 (the stage throttle, as the edge function answers it: exactly its body and Retry-After: 5) from ours and from anything else", () => {
    const busy = JSON.stringify({ message: 'Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos.' });
    expect(isStageThrottleAnswer(busy, { 'retry-after': '5' })).toBe(true);
    expect(isRateLimitAnswer(busy, { 'retry-after': '5' })).toBe(false);
    expect(isStageThrottleAnswer(busy, {})).toBe(false);
    expect(isStageThrottleAnswer(busy, { 'retry-after': '300' })).toBe(false);
    // API Gateway's raw answer means the edge function did not run: not the stage throttle as it should reach anyone.
    expect(isStageThrottleAnswer('{"message":"Too Many Requests"}', {})).toBe(false);
    expect(isStageThrottleAnswer(JSON.stringify({ message }), { 'retry-after': '5' })).toBe(false);
    expect(isStageThrottleAnswer(`${busy} `, { 'retry-after': '5' })).toBe(false);
  });
});
