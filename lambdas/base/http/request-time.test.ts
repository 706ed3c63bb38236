/** Proves: a handler's "now" is the time API Gateway gives the request, so a test that fixes it fixes the handler's clock. */
import { requestTime } from './request-time';

describe('requestTime', () => {
  it("reads API Gateway's requestContext.timeEpoch", () => {
    expect(requestTime({ requestContext: { timeEpoch: Date.parse('2028-01-01T02:30:00Z') } } as never).toISOString()).toBe('2028-01-01T02:30:00.000Z');
  });

  it("falls back to the function's clock for an event without one", () => {
    const before = Date.now();
    const at = requestTime({ requestContext: {} } as never).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
