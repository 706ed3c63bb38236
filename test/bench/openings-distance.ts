/* eslint-disable @typescript-eslint/no-require-imports */
import type { Context } from 'aws-lambda';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import { caregiverKey, updateCepPosition } from '../../lambdas/caregivers/data/caregivers';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { db, resetDb, tableName } from '../../lambdas/base/table/client';
import type { GeoPoint } from '../../lambdas/base/places/geo';
import { filterValue, type StoredOpening } from '../../lambdas/openings/opening';
import { gaussianAround, generate, LAYOUTS, load, random, type Generated, type Layout } from './distance-layouts';
import { requestCounter } from './request-counter';
import { elapsedMs, percentile, round } from './stats';

/**
 * "Nearest first" pages (docs/decisions/011-geo-openings-by-distance.md) on three layouts of openings, each at the
 * given sizes, each with 5% openings that could not be placed. Every page the handler answers is checked against
 * an in-memory sort of the generated openings (the bench throws on the first difference).
 */
export { LAYOUTS, type Layout };

interface Stats {
  pages: number;
  requestsPerPage: { max: number; mean: number };
  /** Read request units per page as the local DynamoDB reports them (what DynamoDB would bill). */
  readUnitsPerPage: { max: number; mean: number };
  latencyMs: { p50: number; p95: number };
}

export interface DistanceBenchRow {
  layout: Layout;
  openings: number;
  unplaced: number;
  /** The first three pages at 20 positions (radius 200, 50 or 10 km; some by type or city). */
  firstPages: Stats;
  /** Paging to the very end at two positions (small radius; one by type): through the unplaced openings. */
  toTheEnd: Stats;
  /** Every page above equalled the in-memory sort. */
  pagesChecked: number;
  baseline: { description: string; runs: number; latencyMs: { p50: number; p95: number }; requestsPerRun: number; itemsReadPerRun: number };
  ratio: number;
  /** The largest region count item (GEOMAP#…), KB of its JSON: DynamoDB's item limit is 400 KB. */
  largestCountItemKb: number;
  loadSeconds: number;
}


export { sortedInMemory, type Search } from './distance-baseline';
import { sortedInMemory, WIDEST_RADIUS_KM, type Search } from './distance-baseline';
import { BEYOND_MAX_KM } from '../../lambdas/openings/data/openings-beyond';

/** The South Atlantic, over 1,000 km from any municipal seat: a widest-radius search there finds only the unplaced. */
const OPEN_SEA: GeoPoint = { latitude: -20, longitude: -25 };

const maxAndMean = (values: number[]) => ({ max: round(Math.max(...values), 2), mean: round(values.reduce((a, b) => a + b, 0) / values.length, 2) });

function stats(m: Measured): Stats {
  return {
    pages: m.requests.length,
    requestsPerPage: maxAndMean(m.requests),
    readUnitsPerPage: maxAndMean(m.readUnits),
    latencyMs: { p50: round(percentile(m.latencies, 50)), p95: round(percentile(m.latencies, 95)) },
  };
}

interface Measured {
  requests: number[];
  readUnits: number[];
  latencies: number[];
}

/** Distance pages of every layout at every size: one local stack per layout, loaded up to each size in turn. */
export async function benchDistancePages(sizes: number[], options: { positions?: number; baselineRuns?: number; layouts?: readonly Layout[] } = {}): Promise<DistanceBenchRow[]> {
  const rows: DistanceBenchRow[] = [];
  for (const layout of options.layouts ?? LAYOUTS) rows.push(...(await benchLayout(layout, [...sizes].sort((a, b) => a - b), options)));
  return rows;
}

async function benchLayout(layout: Layout, sizes: number[], options: { positions?: number; baselineRuns?: number }): Promise<DistanceBenchRow[]> {
  // A local stack of its own (another ran before in this process): a client for its endpoint.
  resetDb();
  const stack = await startLocalStack({ ports: 'free', tableStream: false });
  const counter = requestCounter(db());
  try {
    const uid = 'bench-caregiver';
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...caregiverKey(uid), entity: 'caregiver', uid, name: 'Bench', email: 'bench@exemplo.com.br', consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')] } }));
    const counts = new Map<string, Map<string, number>>();
    const generated: Generated[] = [];
    const rows: DistanceBenchRow[] = [];
    for (const size of sizes) {
      const loadStart = process.hrtime.bigint();
      const more = generate(layout, generated.length, size);
      await load(more, generated.length, counts);
      generated.push(...more);
      const loadSeconds = round(elapsedMs(loadStart) / 1000);
      console.log(`distance bench: ${layout}, ${size} openings loaded in ${loadSeconds} s`);
      const largestCountItemKb = round(Math.max(...[...counts.values()].map((names) => Buffer.byteLength(JSON.stringify(Object.fromEntries(names))) / 1024)));
      rows.push({ ...(await measure(layout, generated, uid, counter, options)), largestCountItemKb, loadSeconds });
    }
    return rows;
  } finally {
    counter.stop();
    await stack.stop();
    resetDb();
  }
}

type Counter = ReturnType<typeof requestCounter>;
type Handler = (e: unknown, c: Context) => Promise<{ statusCode?: number; body?: string }>;

async function measure(layout: Layout, generated: Generated[], uid: string, counter: Counter, options: { positions?: number; baselineRuns?: number }): Promise<Omit<DistanceBenchRow, 'loadSeconds' | 'largestCountItemKb'>> {
  const positions = options.positions ?? 20;
  const baselineRuns = options.baselineRuns ?? 9;
  const { handler } = require('../../lambdas/openings/handlers/list-openings') as { handler: Handler };
  const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
  const placed = generated.filter((g) => g.point);
  const rnd = random(7 + LAYOUTS.indexOf(layout));
  let pagesChecked = 0;

  /** Pages through one search with the real handler, checking each page against the in-memory sort. */
  async function pages(s: Search, maxPages: number, into: Measured): Promise<string[]> {
    await updateCepPosition(uid, { cep: '00000000', ...s.centre, precisao: 'cep', bairro: 'Centro', timestamp: new Date().toISOString() });
    const expected = sortedInMemory(generated, s);
    const firstPage: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const event = {
        headers: {},
        queryStringParameters: {
          limit: '20', ordem: 'distancia', raioKm: String(s.radiusKm),
          ...(s.tipoProfissional ? { tipoProfissional: s.tipoProfissional } : {}), ...(s.cidade ? { cidade: s.cidade } : {}), ...(cursor ? { cursor } : {}),
        },
        requestContext: { authorizer: { jwt: { claims: { sub: uid } } } },
      };
      const start = process.hrtime.bigint();
      const { value: res, requests: counted } = await counter.count(() => handler(event, context));
      into.latencies.push(elapsedMs(start));
      into.requests.push(counted.total);
      into.readUnits.push(counted.readUnits);
      if (res.statusCode !== 200) throw new Error(`distance page answered ${res.statusCode}: ${res.body}`);
      const body = JSON.parse(res.body!) as { items: { id: string; clientId: string }[]; nextCursor: string | null; ordem: string; alemDoRaio?: { id: string; clientId: string }[] };
      const keys = body.items.map((i) => `${i.clientId}#${i.id}`);
      const want = expected.slice(page * 20, page * 20 + 20);
      if (body.ordem !== 'distancia' || keys.join() !== want.join() || (body.nextCursor !== null) !== expected.length > (page + 1) * 20) {
        throw new Error(`${layout}, ${generated.length} openings, ${JSON.stringify(s)}, page ${page}: the handler's page differs from the in-memory sort`);
      }
      // A first page with nothing placed within its radius offers the five nearest beyond it (decision 099).
      const placedWithin = expected.length > 0 && generated.find((g) => g.key === expected[0])?.point !== undefined;
      const beyond = page === 0 && !placedWithin ? sortedInMemory(placed, { ...s, radiusKm: BEYOND_MAX_KM }).slice(0, 5) : [];
      if ((body.alemDoRaio ?? []).map((i) => `${i.clientId}#${i.id}`).join() !== beyond.join()) {
        throw new Error(`${layout}, ${generated.length} openings, ${JSON.stringify(s)}: the nearest beyond the radius differ from the in-memory sort`);
      }
      pagesChecked++;
      if (page === 0) firstPage.push(...keys);
      cursor = body.nextCursor ?? undefined;
      if (!cursor) break;
    }
    return firstPage;
  }

  // The first three pages at positions among the openings (a city's edge, a village, the countryside).
  const searches: Search[] = [];
  const firstPages: string[][] = [];
  const first: Measured = { requests: [], readUnits: [], latencies: [] };
  for (let p = 0; p < positions; p++) {
    const near = placed[Math.floor(rnd() * placed.length)];
    const s: Search = {
      centre: gaussianAround(near.point!, p % 4 === 3 ? 40 : 10, rnd),
      radiusKm: [200, 50, 200, 10][p % 4],
      ...(p % 5 === 4 ? { tipoProfissional: 'Cuidador' } : {}),
      ...(p % 5 === 2 ? { cidade: near.opening.enderecoCompleto!.cidade } : {}),
    };
    searches.push(s);
    firstPages.push(await pages(s, 3, first));
  }

  // To the end: every placed opening within a small radius (one search by type); then, from the open sea (no
  // opening within the widest radius), every unplaced one (one search by type), which only the widest lists.
  const end: Measured = { requests: [], readUnits: [], latencies: [] };
  const walkCentre = placed[Math.floor(rnd() * placed.length)].point!;
  await pages({ centre: walkCentre, radiusKm: layout === 'dense city' ? 1 : 5 }, 10_000, end);
  await pages({ centre: walkCentre, radiusKm: layout === 'dense city' ? 1 : 5, tipoProfissional: 'Enfermeiro(a)' }, 10_000, end);
  await pages({ centre: OPEN_SEA, radiusKm: WIDEST_RADIUS_KM }, 10_000, end);
  await pages({ centre: OPEN_SEA, radiusKm: WIDEST_RADIUS_KM, tipoProfissional: 'Enfermeiro(a)' }, 10_000, end);

  // Baseline: read every opening the way a design without an index would (the "all openings" index, only the
  // fields a distance sort needs), measure every distance and sort; its first page must equal the handler's.
  const baselineLatencies: number[] = [];
  let baselineRequests = 0;
  let itemsRead = 0;
  for (let run = 0; run < baselineRuns; run++) {
    const s = searches[run % searches.length];
    const start = process.hrtime.bigint();
    const { value: all, requests } = await counter.count(async () => {
      const found: { key: string; point?: GeoPoint; tipo: string; cidade: string }[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await db().send(
          new QueryCommand({
            TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :o', ExpressionAttributeValues: { ':o': 'OPENING' },
            ProjectionExpression: 'clientId, id, localizacao, tipoProfissional, enderecoCompleto', ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (out.Items ?? []) as StoredOpening[]) {
          found.push({
            key: `${item.clientId}#${item.id}`,
            ...(item.localizacao ? { point: item.localizacao } : {}),
            tipo: filterValue(item.tipoProfissional ?? ''),
            cidade: filterValue(item.enderecoCompleto?.cidade ?? ''),
          });
        }
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      return found;
    });
    const page = sortedInMemory(all, s).slice(0, 20);
    baselineLatencies.push(elapsedMs(start));
    baselineRequests = requests.total;
    itemsRead = all.length;
    if (all.length !== generated.length || page.join() !== firstPages[run % searches.length].join()) {
      throw new Error(`${layout}, ${generated.length} openings: the read-all baseline's first page differs from the handler's (read ${all.length})`);
    }
  }
  const firstStats = stats(first);
  return {
    layout,
    openings: generated.length,
    unplaced: generated.length - placed.length,
    firstPages: firstStats,
    toTheEnd: stats(end),
    pagesChecked,
    baseline: {
      description: 'Query the "all openings" index (GSI1PK = OPENING, projected to the fields a distance sort needs), measure and sort every opening',
      runs: baselineRuns,
      latencyMs: { p50: round(percentile(baselineLatencies, 50)), p95: round(percentile(baselineLatencies, 95)) },
      requestsPerRun: baselineRequests,
      itemsReadPerRun: itemsRead,
    },
    ratio: round(percentile(baselineLatencies, 50) / firstStats.latencyMs.p50, 1),
  };
}
