import fc from 'fast-check';
import type { Route } from '../../../lambdas/routes';

/**
 * The fuzz test's inputs (test/integration/fuzz.test.ts), as named classes of bad input, and its budget: how many
 * cases each route spends on each class. docs/decisions/055-suite-time.md explains the figures.
 */
export interface HostileBody {
  text: string;
  type: string;
}

const json = (text: string): HostileBody => ({ text, type: 'application/json' });

/** Bodies a careless or hostile client might send, one class per kind. */
export const bodyClasses: Record<string, fc.Arbitrary<HostileBody>> = {
  'any JSON': fc.json().map(json),
  'any text as JSON': fc.string({ maxLength: 200 }).map(json),
  'nested object': fc.object({ maxDepth: 2 }).map((o) => json(JSON.stringify(o))),
  'known fields, wrong values': fc
    .dictionary(
      fc.constantFrom('name', 'email', 'phone', 'password', 'nome', 'mensagem', 'plan', 'uid', 'latitude', 'cep'),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.string().map((s) => `<b>${s}</b>\r\n`)),
    )
    .map((o) => json(JSON.stringify(o))),
  'plain text': fc.string({ maxLength: 50 }).map((text) => ({ text, type: 'text/plain' })),
  // The CSV file of openings ('Arquivo de vagas'): any text, and rows under a real header.
  'CSV text': fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'text/csv' })),
  'CSV rows': fc
    .array(fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('"', '""', 'sim', '2026-11-01T12:00:00Z', '01310-100')), { maxLength: 6 }), { maxLength: 5 })
    .map((rows) => ({ text: ['familia;vaga;createdAt;necessidadeEspecial;cep;cidade', ...rows.map((r) => r.join(';'))].join('\r\n'), type: 'text/csv' })),
};

const queryKeys = fc.constantFrom('limit', 'cursor', 'tipoProfissional', 'cidade', 'ordem', 'raioKm', 'x', 'de', 'ate', 'situacao', 'familia');

/** Query strings: free text under the routes' own keys, and values that look right (numbers, names, dates, cursors). */
export const queryClasses: Record<string, fc.Arbitrary<Record<string, string>>> = {
  'free text values': fc.dictionary(queryKeys, fc.string({ maxLength: 40 }), { maxKeys: 5 }),
  'plausible values': fc.dictionary(
    queryKeys,
    fc.oneof(fc.integer().map(String), fc.constantFrom('distancia', 'recentes', 'd.eyJ2IjoxfQ', 'abertas', 'encerradas', '2026-11-20', '2026-02-30', '', '-1', '1e9')),
    { maxKeys: 5 },
  ),
};

/**
 * Cases per class for one route. Public routes are open to anyone and get the most; signed-in routes half; team routes
 * (a verified token in the team's group) a quarter. GET routes read no body, so they spend on queries only; other
 * routes spend on every body class, each paired with a query class, so both query classes reach them too.
 */
export const BUDGET = { body: { public: 60, 'signed-in': 30, team: 15 }, query: { public: 150, 'signed-in': 75, team: 40 } } as const;

export interface FuzzPlan {
  cls: string;
  runs: number;
  body?: fc.Arbitrary<HostileBody>;
  query: fc.Arbitrary<Record<string, string>>;
}

/** Every class that applies to `route`, with its runs (`scale` multiplies them all; never below one). */
export function fuzzPlan(route: Route, scale = 1): FuzzPlan[] {
  const runs = (n: number) => Math.max(1, Math.round(n * scale));
  const queries = Object.entries(queryClasses);
  if (route.method === 'GET') return queries.map(([cls, query]) => ({ cls: `query: ${cls}`, runs: runs(BUDGET.query[route.access]), query }));
  return Object.entries(bodyClasses).map(([cls, body], i) => {
    const [qcls, query] = queries[i % queries.length];
    return { cls: `body: ${cls} + query: ${qcls}`, runs: runs(BUDGET.body[route.access]), body, query };
  });
}

/** A seed per route and class (FNV-1a of its name, plus FUZZ_SEED): every run draws the same cases unless told. */
export function seedOf(name: string, base = Number(process.env.FUZZ_SEED ?? 0)): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h ^ base) | 0;
}
