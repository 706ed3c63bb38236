import fc from 'fast-check';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { routes, type Route } from '../../lambdas/routes';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ seed: true, integrityCheck: 'entrada inválida' });
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** Words that would mean an English message leaked to a caller. */
const ENGLISH = /\b(invalid|error|unexpected|required|expected|unauthorized|forbidden|not found|internal|malformed|missing)\b/i;

const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1700000000-abcdef12');

async function itemCount() {
  const out = await new DynamoDBClient({ endpoint: stack().dynamoEndpoint }).send(new ScanCommand({ TableName: stack().tableName, Select: 'COUNT' }));
  return out.Count ?? 0;
}

/** Bodies a careless or hostile client might send. */
const hostileBody = fc.oneof(
  fc.json().map((text) => ({ text, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'application/json' })),
  fc.object({ maxDepth: 2 }).map((o) => ({ text: JSON.stringify(o), type: 'application/json' })),
  fc.dictionary(fc.constantFrom('name', 'email', 'phone', 'password', 'nome', 'mensagem', 'plan', 'uid', 'latitude', 'cep'), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.string().map((s) => `<b>${s}</b>\r\n`)))
    .map((o) => ({ text: JSON.stringify(o), type: 'application/json' })),
  fc.string({ maxLength: 50 }).map((text) => ({ text, type: 'text/plain' })),
  // The CSV file of openings ('Arquivo de vagas'): any text, and rows under a real header.
  fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'text/csv' })),
  fc.array(fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"', '""', 'sim', '2026-11-01T12:00:00Z', '01310-100')), { maxLength: 6 }), { maxLength: 5 })
    .map((rows) => ({ text: ['familia;vaga;createdAt;necessidadeEspecial;cep;cidade', ...rows.map((r) => r.join(';'))].join('\r\n'), type: 'text/csv' })),
);
const hostileQuery = fc.dictionary(
  fc.constantFrom('limit', 'cursor', 'tipoProfissional', 'cidade', 'ordem', 'raioKm', 'x', 'de', 'ate', 'situacao', 'familia'),
  fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('distancia', 'recentes', 'd.eyJ2IjoxfQ', 'abertas', 'encerradas', '2026-11-20', '2026-02-30')),
  { maxKeys: 5 },
);

describe.each(routes.map((r) => [`${r.method} ${r.path}`, r] as [string, Route]))('fuzzing %s', (_name, route) => {
  let token: string | undefined;
  beforeAll(async () => {
    const signedIn = () => (route.access === 'team' ? signInOperator(stack(), SAMPLE_OPERATOR) : signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password));
    token = route.access === 'public' ? undefined : (await signedIn()).accessToken;
  });

  it(`answers ${RUNS} hostile requests with a 2xx or a 4xx in Portuguese, never a 5xx, and writes nothing it rejects`, async () => {
    const before = await itemCount();
    let accepted = 0;
    let tried = 0;
    const run = fc.assert(
      fc.asyncProperty(hostileBody, hostileQuery, async (body, query) => {
        tried++;
        const search = new URLSearchParams(query).toString();
        const hasBody = route.method !== 'GET';
        const res = await api(stack(), `${pathOf(route.path)}${search ? `?${search}` : ''}`, {
          method: route.method,
          token,
          headers: hasBody ? { 'content-type': body.type } : undefined,
          body: hasBody ? body.text : undefined,
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          // Pages opened from e-mails (unsubscribe) answer a Portuguese HTML page; the API answers JSON.
          const page = res.headers.get('content-type')?.includes('text/html') ? /<html lang="pt-BR">.*<title>([^<]+)<\/title>.*<p>([^<]+)/s.exec(res.text) : null;
          const message = (page ? `${page[1]} ${page[2]}` : (res.json?.message ?? res.json?.error)) as unknown;
          expect(typeof message).toBe('string');
          expect(message).not.toMatch(ENGLISH);
        } else accepted++;
      }),
      { numRuns: RUNS },
    );
    await run.then(
      () => recordCases('entrada inválida', `${route.method} ${route.path}`, tried),
      (error: unknown) => {
        recordCases('entrada inválida', `${route.method} ${route.path}`, tried, 1);
        throw error;
      },
    );
    if (route.method !== 'GET' && accepted === 0) expect(await itemCount()).toBe(before);
  }, 300_000);
});
