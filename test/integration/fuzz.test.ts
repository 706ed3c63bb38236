// @suiteSeconds 290: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import fc from 'fast-check';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { routes, type Route } from '../../lambdas/routes';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { bodyClasses, fuzzPlan, queryClasses, seedOf, type HostileBody } from './helpers/fuzz-inputs';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ seed: true, integrityCheck: 'entrada inválida' });
/** Multiplies every class's budget (helpers/fuzz-inputs.ts); FUZZ_SEED draws other cases. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

/** Words that would mean an English message leaked to a caller. */
const ENGLISH = /\b(invalid|error|unexpected|required|expected|unauthorized|forbidden|not found|internal|malformed|missing)\b/i;

const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1700000000-abcdef12');

async function itemCount() {
  const out = await new DynamoDBClient({ endpoint: stack().dynamoEndpoint }).send(new ScanCommand({ TableName: stack().tableName, Select: 'COUNT' }));
  return out.Count ?? 0;
}

type Answer = Awaited<ReturnType<typeof api>>;

/**
 * The claim, checked on every answer: a 2xx, or a 4xx whose message is Portuguese; never a 5xx. Plain checks that
 * throw only on failure (fast-check then shrinks and prints the case): an `expect` per request cost more than the check.
 */
function checkAnswer(res: Answer): boolean {
  if (res.status >= 500) throw new Error(`answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (res.status < 400) return true;
  // Pages opened from e-mails (unsubscribe) answer a Portuguese HTML page; the API answers JSON.
  const page = res.headers.get('content-type')?.includes('text/html') ? /<html lang="pt-BR">.*<title>([^<]+)<\/title>.*<p>([^<]+)/s.exec(res.text) : null;
  const message = (page ? `${page[1]} ${page[2]}` : (res.json?.message ?? res.json?.error)) as unknown;
  if (typeof message !== 'string') throw new Error(`answered ${res.status} without a message: ${res.text.slice(0, 300)}`);
  if (ENGLISH.test(message)) throw new Error(`answered ${res.status} in English: ${message}`);
  return false;
}

it('plans every class of bad input for every route (GET routes: every query class; the others: every body class and every query class)', () => {
  const queryNames = Object.keys(queryClasses);
  for (const route of routes) {
    const plan = fuzzPlan(route, SCALE);
    const names = plan.map((p) => p.cls).join(' | ');
    expect(plan.every((p) => p.runs >= 1)).toBe(true);
    for (const q of queryNames) expect(names).toContain(`query: ${q}`);
    if (route.method !== 'GET') for (const b of Object.keys(bodyClasses)) expect(names).toContain(`body: ${b} `);
  }
});

describe.each(routes.map((r) => [`${r.method} ${r.path}`, r] as [string, Route]))('fuzzing %s', (name, route) => {
  let token: string | undefined;
  beforeAll(async () => {
    const signedIn = () => (route.access === 'team' ? signInOperator(stack(), SAMPLE_OPERATOR) : signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password));
    token = route.access === 'public' ? undefined : (await signedIn()).accessToken;
    // A caregiver's sign-in writes its access record on its first request (decision 067), whatever that request is:
    // made here, so that "writes nothing it rejects" counts only what the hostile requests write.
    if (route.access === 'signed-in') await api(stack(), '/api/me', { token });
  });

  const plan = fuzzPlan(route, SCALE);
  it(`answers ${plan.reduce((n, p) => n + p.runs, 0)} hostile requests (${plan.length} classes) with a 2xx or a 4xx in Portuguese, never a 5xx, and writes nothing it rejects`, async () => {
    const before = await itemCount();
    let accepted = 0;
    const tried: Record<string, number> = {};
    const send = async (body: HostileBody | undefined, query: Record<string, string>) => {
      const search = new URLSearchParams(query).toString();
      const res = await api(stack(), `${pathOf(route.path)}${search ? `?${search}` : ''}`, {
        method: route.method,
        token,
        headers: body ? { 'content-type': body.type } : undefined,
        body: body?.text,
      });
      if (checkAnswer(res)) accepted++;
    };
    try {
      for (const { cls, runs, body, query } of plan) {
        tried[cls] = 0;
        const bodies: fc.Arbitrary<HostileBody | undefined> = body ?? fc.constant(undefined);
        const property = fc.asyncProperty(bodies, query, async (b, q) => {
          tried[cls]++;
          await send(b, q);
        });
        await fc.assert(property, { numRuns: runs, seed: seedOf(`${name} ${cls}`) });
      }
    } catch (error) {
      recordCases('entrada inválida', name, Object.values(tried).reduce((a, b) => a + b, 0), 1);
      throw error;
    }
    recordCases('entrada inválida', name, Object.values(tried).reduce((a, b) => a + b, 0));
    // Every class ran its whole budget: none was skipped.
    expect(tried).toEqual(Object.fromEntries(plan.map((p) => [p.cls, p.runs])));
    if (route.method !== 'GET' && accepted === 0) expect(await itemCount()).toBe(before);
  }, 300_000);
});
