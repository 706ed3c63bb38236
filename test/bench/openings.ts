/* eslint-disable @typescript-eslint/no-require-imports */
import type { Context } from 'aws-lambda';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import fixture from '../../infra/local/viacep-fixture.json';
import { caregiverKey } from '../../lambdas/caregivers/data/caregivers';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { db, tableName } from '../../lambdas/base/table/client';
import { familyKey, putFamily } from '../../lambdas/openings/data/families';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { lookupBairro } from '../../lambdas/base/places/viacep';
import type { Opening } from '../../lambdas/openings/opening';
import type { OpeningListItem } from '../../contract/openings';
import { requestCounter } from './request-counter';
import { elapsedMs, inPool, percentile, round } from './stats';

export interface OpeningsBenchResult {
  families: number;
  openings: number;
  pageSize: number;
  pagesMeasured: number;
  dynamoRequestsPerPage: { max: number; mean: number };
  handlerLatencyMs: { p50: number; p95: number };
  baseline: { description: string; runs: number; latencyMs: { p50: number }; dynamoRequests: number; postalCodeLookups: number; samePageAsHandler: boolean };
  speedup: number;
  loadSeconds: number;
}

/** What both paths must agree on for each opening of the first page. */
type PageItem = Pick<OpeningListItem, 'id' | 'clientId' | 'createdAt' | 'tipoProfissional' | 'bairro' | 'clientName'>;
const pageItem = (o: PageItem): PageItem => ({ id: o.id, clientId: o.clientId, createdAt: o.createdAt, tipoProfissional: o.tipoProfissional, bairro: o.bairro, clientName: o.clientName });

/**
 * The openings page at scale, against a baseline that reads the way the original portal did: every family's
 * openings, one read per family, one postal-code lookup per opening, then the newest page made from them; that
 * page must equal the handler's first page (`samePageAsHandler`). Both run on the same local stack.
 */
export async function benchOpenings(options: { families?: number; openings?: number; pages?: number; baselineRuns?: number } = {}): Promise<OpeningsBenchResult> {
  const familyCount = options.families ?? 2000;
  const openingCount = options.openings ?? 10_000;
  const pageSize = 20;
  const pages = Math.min(options.pages ?? 50, Math.floor((options.openings ?? 10_000) / pageSize));
  const baselineRuns = options.baselineRuns ?? 3;
  const stack = await startLocalStack({ ports: 'free', tableStream: false });
  try {
    const loadStart = process.hrtime.bigint();
    const families = Array.from({ length: familyCount }, (_, i) => ({ id: `bench-fam-${i}`, name: `Família ${i}`, ...(i % 3 ? { avatar: `/img/familias/${(i % 6) + 1}.svg` } : {}) }));
    await inPool(families, 8, putFamily);
    const ceps = Object.keys(fixture);
    const bairroByCep = new Map<string, string>();
    for (const cep of ceps) bairroByCep.set(cep, await lookupBairro(cep));
    const base = Date.UTC(2026, 0, 1);
    const openings: Opening[] = Array.from({ length: openingCount }, (_, i) => {
      const cep = ceps[i % ceps.length];
      return {
        id: `bench-op-${i}`,
        clientId: families[i % familyCount].id,
        createdAt: new Date(base + i * 60_000).toISOString(),
        cep,
        tipoProfissional: ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'][i % 3],
        detalhesVaga: 'Vaga de teste de desempenho',
        medicacoes: ['Losartana'],
        tarefas: { 'Higiene pessoal': true, Companhia: i % 2 === 0 },
        enderecoCompleto: { cidade: 'São Paulo' },
        bairro: bairroByCep.get(cep)!,
      };
    });
    await inPool(openings, 8, saveOpening);
    // The reader: a signed-in route answers only a caller with a caregiver record (its account check reads it).
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...caregiverKey('bench-user'), entity: 'caregiver', uid: 'bench-user', name: 'Bench', email: 'bench@exemplo.com.br', consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')] } }));
    const loadSeconds = elapsedMs(loadStart) / 1000;

    const counter = requestCounter(db());

    const { handler } = require('../../lambdas/openings/handlers/list-openings') as { handler: (e: unknown, c: Context) => Promise<{ statusCode?: number; body?: string }> };
    const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
    const latencies: number[] = [];
    const requestCounts: number[] = [];
    let firstPage: PageItem[] = [];
    let cursor: string | undefined;
    for (let p = 0; p < pages; p++) {
      const event = {
        headers: {},
        queryStringParameters: { limit: String(pageSize), ...(cursor ? { cursor } : {}) },
        requestContext: { authorizer: { jwt: { claims: { sub: 'bench-user' } } } },
      };
      const start = process.hrtime.bigint();
      const { value: res, requests } = await counter.count(() => handler(event, context));
      latencies.push(elapsedMs(start));
      requestCounts.push(requests.total);
      if (res.statusCode !== 200) throw new Error(`openings page answered ${res.statusCode}: ${res.body}`);
      const body = JSON.parse(res.body!) as { items: PageItem[]; nextCursor: string | null };
      if (body.items.length !== pageSize) throw new Error(`page ${p} had ${body.items.length} items`);
      if (p === 0) firstPage = body.items.map(pageItem);
      cursor = body.nextCursor ?? undefined;
    }

    // The original portal: list every ads document, read each family, look up each opening's postal code.
    const baselineLatencies: number[] = [];
    let baselineRequests = 0;
    let lookups = 0;
    let baselinePage: PageItem[] = [];
    for (let run = 0; run < baselineRuns; run++) {
      lookups = 0;
      const start = process.hrtime.bigint();
      const { value: all, requests } = await counter.count(async () => {
        const found: Opening[] = [];
        let startKey: Record<string, unknown> | undefined;
        do {
          const out = await db().send(
            new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'opening' }, ExclusiveStartKey: startKey }),
          );
          found.push(...((out.Items ?? []) as Opening[]));
          startKey = out.LastEvaluatedKey;
        } while (startKey);
        const familyIds = [...new Set(found.map((o) => o.clientId))];
        const names = new Map<string, unknown>();
        await inPool(familyIds, 16, async (id) => {
          const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: familyKey(id) }));
          names.set(id, Item?.name);
        });
        const bairros = new Map<string, string>();
        await inPool(found, 16, async (o) => {
          lookups++;
          bairros.set(o.id, await lookupBairro(o.cep));
        });
        // The page the handler answers first, made from what was read: newest first, with family name and bairro.
        const newest = [...found].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).slice(0, pageSize);
        baselinePage = newest.map((o) => pageItem({ ...o, bairro: bairros.get(o.id)!, clientName: (names.get(o.clientId) as string | undefined) ?? null }));
        return found;
      });
      if (all.length !== openingCount) throw new Error(`baseline read ${all.length} openings`);
      baselineLatencies.push(elapsedMs(start));
      baselineRequests = requests.total;
    }

    const p50 = percentile(latencies, 50);
    const baselineP50 = percentile(baselineLatencies, 50);
    return {
      families: familyCount,
      openings: openingCount,
      pageSize,
      pagesMeasured: pages,
      dynamoRequestsPerPage: { max: Math.max(...requestCounts), mean: round(requestCounts.reduce((a, b) => a + b, 0) / requestCounts.length, 2) },
      handlerLatencyMs: { p50: round(p50), p95: round(percentile(latencies, 95)) },
      baseline: {
        description: 'Scan every opening, one GetItem per family, one ViaCEP lookup per opening (stand-in)',
        runs: baselineRuns,
        latencyMs: { p50: round(baselineP50) },
        dynamoRequests: baselineRequests,
        postalCodeLookups: lookups,
        samePageAsHandler: JSON.stringify(baselinePage) === JSON.stringify(firstPage),
      },
      speedup: round(baselineP50 / p50, 1),
      loadSeconds: round(loadSeconds),
    };
  } finally {
    await stack.stop();
  }
}
