import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { apiPaths } from '../../contract/paths';
import { api } from './helpers/local-stack';

/**
 * The local gateway throttles the API stage as API Gateway does (infra/local/token-bucket.ts, docs/decisions/078):
 * a bucket of `burstLimit` tokens, refilled at `rateLimit` a second, one token a request, for each route on its own
 * (the stage's default route throttle is per route; docs/decisions/091). A small default (2 a second, a burst of 5)
 * and the test's own clock, so each edge is exact and no figure depends on the machine's speed.
 */
let stack: LocalStack;
let now = 1_000_000;
beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', functionLogs: 'keep', jobTimers: false, throttle: { rateLimit: 2, burstLimit: 5 }, clock: () => now });
}, 60_000);
afterAll(() => stack.stop());

const health = () => api(stack, apiPaths.health);
const statuses = async (count: number) => {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await health()).status);
  return out;
};
/** Spends what is left in the bucket at this instant (at most the burst), so each test starts from an empty one. */
const empty = async () => {
  while ((await health()).status === 200);
};

describe('the API stage throttle on the local gateway', () => {
  it('accepts exactly the burst at one instant and refuses the next with 429, Retry-After and the Portuguese text, as CloudFront passes it on', async () => {
    expect(await statuses(5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await health();
    // API Gateway's English answer, through the origin-response function CloudFront runs on /api/* (docs/decisions/079).
    expect({ status: refused.status, body: refused.json, retryAfter: refused.headers.get('retry-after'), type: refused.headers.get('content-type') }).toEqual({
      status: 429,
      body: { message: 'Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos.' },
      retryAfter: '5',
      type: 'application/json; charset=utf-8',
    });
    // CloudFront's response-headers policy still applies after it.
    expect(refused.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it("leaves the app's own answers alone: a 401 and an unknown path keep their own bodies and no Retry-After", async () => {
    now += 3_600_000;
    const unauthenticated = await api(stack, apiPaths.me);
    expect([unauthenticated.status, unauthenticated.json, unauthenticated.headers.get('retry-after')]).toEqual([401, { message: 'Você precisa entrar na sua conta para continuar.' }, null]);
    const unknown = await api(stack, '/api/nao-existe');
    expect([unknown.status, unknown.json, unknown.headers.get('retry-after')]).toEqual([404, { message: 'Caminho não encontrado.' }, null]);
  });

  it('refills at the rate: one token after 500 ms at 2 a second, not at 499 ms', async () => {
    await empty();
    now += 499;
    expect((await health()).status).toBe(429);
    now += 1;
    expect(await statuses(2)).toEqual([200, 429]);
    now += 1_000;
    expect(await statuses(3)).toEqual([200, 200, 429]);
  });

  it('never holds more than the burst, however long it waited', async () => {
    await empty();
    now += 3_600_000;
    expect(await statuses(6)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts concurrent requests one token each: 12 at once with a full bucket, exactly 5 pass', async () => {
    now += 3_600_000;
    const answers = await Promise.all(Array.from({ length: 12 }, () => health()));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it("gives each route a bucket of its own, as API Gateway applies the default route throttle: health's spent, /api/me's still full", async () => {
    await empty();
    expect((await health()).status).toBe(429);
    expect((await api(stack, apiPaths.me)).status).toBe(401);
  });

  it('throttles before the authorizer: a signed-in route without a token is refused with 429 once its own bucket is spent', async () => {
    now += 3_600_000;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await api(stack, apiPaths.me)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("a route with its own throttle in the route table takes its own figures, not the stage's default (GET /api/openings: a burst of 1,400)", async () => {
    now += 3_600_000;
    const answers = await Promise.all(Array.from({ length: 12 }, () => api(stack, apiPaths.openings)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 401));
  });
});
