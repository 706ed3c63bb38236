import { throughOriginResponse } from './edge-response';
import { stageThrottledAnswer } from './gateway';

/** The local front runs CloudFront's origin-response function (lambdas/edge) on every API answer (docs/decisions/079). */
describe("the local front's origin-response step", () => {
  it("starts from API Gateway's own throttle answer: 429, its English body, no Retry-After", () => {
    expect(stageThrottledAnswer()).toEqual({ status: 429, headers: { 'content-type': 'application/json' }, body: '{"message":"Too Many Requests"}' });
  });

  it('turns it into Retry-After: 5 and the Portuguese JSON, with the length of the new body', () => {
    const answer = throughOriginResponse(stageThrottledAnswer());
    expect(answer).toEqual({
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', 'content-length': '93' },
      body: '{"message":"Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos."}',
    });
    expect(Buffer.byteLength(answer.body)).toBe(93);
  });

  it('passes our own 429 and every other answer on as they came, body and headers', () => {
    const ours = { status: 429, headers: { 'content-type': 'application/json; charset=utf-8', 'Retry-After': '300' }, body: '{"message":"Muitas tentativas seguidas. Tente novamente em 5 minutos."}' };
    expect(throughOriginResponse(ours)).toBe(ours);
    const replyLimit = { status: 429, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: '{"message":"Esta mensagem já recebeu 3 respostas"}' };
    expect(throughOriginResponse(replyLimit)).toBe(replyLimit);
    for (const status of [200, 404, 500]) {
      const answer = { status, headers: { 'content-type': 'text/csv' }, body: Buffer.from([0xff, 0x00]) };
      expect(throughOriginResponse(answer)).toBe(answer);
    }
  });
});
