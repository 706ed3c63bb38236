/* eslint-disable @typescript-eslint/no-require-imports */
import type { Context } from 'aws-lambda';
import { BatchWriteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import { caregiverKey, updateCepPosition } from '../../lambdas/data/caregivers';
import { db, resetDb, tableName } from '../../lambdas/data/client';
import { familyKey } from '../../lambdas/data/families';
import { openingKey } from '../../lambdas/data/openings';
import { geoIndexWrites } from '../../lambdas/data/openings-by-distance';
import { haversineKm, type GeoPoint } from '../../lambdas/domain/geo';
import type { StoredOpening } from '../../lambdas/domain/opening';
import { elapsedMs, inPool, percentile, round } from './stats';

export interface DistanceBenchRow {
  openings: number;
  pagesMeasured: number;
  dynamoRequestsPerPage: { max: number; mean: number };
  handlerLatencyMs: { p50: number; p95: number };
  baseline: { description: string; runs: number; latencyMs: { p50: number }; dynamoRequests: number };
  ratio: number;
  loadSeconds: number;
}

// Where the openings are: around São Paulo, Campinas and Rio de Janeiro, like the sample data, denser downtown.
const CENTRES: [GeoPoint, number, string][] = [
  [{ latitude: -23.5505, longitude: -46.6333 }, 0.5, 'São Paulo'],
  [{ latitude: -22.9056, longitude: -47.0608 }, 0.2, 'Campinas'],
  [{ latitude: -22.9068, longitude: -43.1729 }, 0.3, 'Rio de Janeiro'],
];
const TIPOS = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'];

/** A deterministic pseudo-random sequence (the same openings at every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function gaussianAround(centre: GeoPoint, sigmaKm: number, rnd: () => number): GeoPoint {
  const r = Math.sqrt(-2 * Math.log(1 - rnd())) * sigmaKm;
  const theta = 2 * Math.PI * rnd();
  const dLat = (r * Math.cos(theta)) / 111.2;
  const dLon = (r * Math.sin(theta)) / (111.2 * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Math.round((centre.latitude + dLat) * 1e5) / 1e5, longitude: Math.round((centre.longitude + dLon) * 1e5) / 1e5 };
}

function pickCentre(rnd: () => number): [GeoPoint, string] {
  let u = rnd();
  for (const [centre, share, city] of CENTRES) {
    if (u < share) return [centre, city];
    u -= share;
  }
  return [CENTRES[0][0], CENTRES[0][2]];
}

/**
 * Loads `count` openings with the items the write path makes (opening, geo index item, region counts), in
 * BatchWrites: the transactional write path would take far longer on the local DynamoDB and it is not what this
 * measures. Filter copies are left out (distance pages never read them).
 */
async function load(from: number, to: number, counts: Map<string, Map<string, number>>): Promise<void> {
  const rnd = random(42 + from);
  const items: Record<string, unknown>[] = [];
  for (let i = Math.round(from / 5); i < Math.round(to / 5); i++) items.push({ ...familyKey(`bench-fam-${i}`), entity: 'family', id: `bench-fam-${i}`, name: `Família ${i}` });
  const base = Date.UTC(2026, 0, 1);
  for (let i = from; i < to; i++) {
    const [centre, city] = pickCentre(rnd);
    const opening: StoredOpening = {
      id: `bench-op-${i}`,
      clientId: `bench-fam-${Math.floor(i / 5)}`,
      createdAt: new Date(base + i * 60_000).toISOString(),
      tipoProfissional: TIPOS[i % 3],
      detalhesVaga: 'Vaga de teste de desempenho',
      enderecoCompleto: { cidade: city },
      bairro: 'Centro',
      localizacao: { ...gaussianAround(centre, 8, rnd), precisao: 'cep' },
    };
    const geo = geoIndexWrites(opening, undefined);
    items.push({ ...openingKey(opening), entity: 'opening', ...opening, geoCell: geo.geoCell });
    for (const write of geo.items) {
      if (write.Put) items.push(write.Put.Item!);
      if (write.Update) {
        const region = String(write.Update.Key!.PK);
        const names = write.Update.ExpressionAttributeNames!;
        const values = write.Update.ExpressionAttributeValues!;
        const forRegion = counts.get(region) ?? new Map<string, number>();
        for (const [alias, name] of Object.entries(names)) forRegion.set(name, (forRegion.get(name) ?? 0) + Number(values[alias.replace('#c', ':d')]));
        counts.set(region, forRegion);
      }
    }
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  await inPool(batches, 8, async (batch) => {
    let pending = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (out.UnprocessedItems?.[tableName()] as typeof pending | undefined) ?? [];
    }
  });
  for (const [PK, names] of counts) {
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK, SK: 'GEOMAP', entity: 'opening-geo-map', ...Object.fromEntries(names) } }));
  }
}

/**
 * "Nearest first" pages at `count` openings: the first three pages for caregivers at 20 positions (in and
 * between the three cities, within 200 km), through the real handler, counting DynamoDB requests per page; against
 * a brute-force baseline that reads every opening and sorts them all by distance.
 */
export async function benchDistancePages(sizes: number[], options: { positions?: number; baselineRuns?: number } = {}): Promise<DistanceBenchRow[]> {
  // A second local stack in this process (the openings bench ran one before): a client for its endpoint.
  resetDb();
  const stack = await startLocalStack({ ports: 'free', tableStream: false });
  let requests = 0;
  db().middlewareStack.add(
    (next) => async (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name: 'benchDistanceCounter' },
  );
  try {
    const uid = 'bench-caregiver';
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...caregiverKey(uid), entity: 'caregiver', uid, name: 'Bench', email: 'bench@exemplo.com.br' } }));
    const counts = new Map<string, Map<string, number>>();
    const rows: DistanceBenchRow[] = [];
    let loaded = 0;
    for (const count of [...sizes].sort((a, b) => a - b)) {
      const loadStart = process.hrtime.bigint();
      await load(loaded, count, counts);
      loaded = count;
      const loadSeconds = elapsedMs(loadStart) / 1000;
      rows.push(await measure(count, uid, () => requests, loadSeconds, options));
    }
    return rows;
  } finally {
    db().middlewareStack.remove('benchDistanceCounter');
    await stack.stop();
    resetDb();
  }
}

async function measure(count: number, uid: string, requestsSoFar: () => number, loadSeconds: number, options: { positions?: number; baselineRuns?: number }): Promise<DistanceBenchRow> {
  const positions = options.positions ?? 20;
  const baselineRuns = options.baselineRuns ?? 2;
  const { handler } = require('../../lambdas/handlers/list-openings') as { handler: (e: unknown, c: Context) => Promise<{ statusCode?: number; body?: string }> };
  const context = { getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
  const rnd = random(7);
  const latencies: number[] = [];
  const requestCounts: number[] = [];
  const centres: GeoPoint[] = [];
  for (let p = 0; p < positions; p++) {
    const [centre] = pickCentre(rnd);
    const at = gaussianAround(centre, p % 4 === 3 ? 40 : 10, rnd);
    centres.push(at);
    await updateCepPosition(uid, { cep: '00000000', ...at, precisao: 'cep', bairro: 'Centro', timestamp: new Date().toISOString() });
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const event = {
        headers: {},
        queryStringParameters: { limit: '20', ordem: 'distancia', raioKm: '200', ...(p % 5 === 4 ? { tipoProfissional: 'Cuidador' } : {}), ...(cursor ? { cursor } : {}) },
        requestContext: { authorizer: { jwt: { claims: { sub: uid } } } },
      };
      const before = requestsSoFar();
      const start = process.hrtime.bigint();
      const res = await handler(event, context);
      latencies.push(elapsedMs(start));
      requestCounts.push(requestsSoFar() - before);
      if (res.statusCode !== 200) throw new Error(`distance page answered ${res.statusCode}: ${res.body}`);
      const body = JSON.parse(res.body!) as { items: { distanciaKm: number }[]; nextCursor: string | null; ordem: string };
      if (body.ordem !== 'distancia' || body.items.length !== 20) throw new Error(`page ${page} at position ${p}: ${body.ordem}, ${body.items.length} items`);
      cursor = body.nextCursor ?? undefined;
    }
  }

  // Baseline: read every opening, measure every distance, sort, keep the first page.
  const baselineLatencies: number[] = [];
  let baselineRequests = 0;
  for (let run = 0; run < baselineRuns; run++) {
    const before = requestsSoFar();
    const start = process.hrtime.bigint();
    const all: StoredOpening[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await db().send(
        new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'opening' }, ExclusiveStartKey: startKey }),
      );
      all.push(...((out.Items ?? []) as StoredOpening[]));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    const centre = centres[run % centres.length];
    const page = all
      .filter((o) => o.localizacao)
      .map((o) => ({ o, d: haversineKm(centre, o.localizacao!) }))
      .filter((x) => x.d <= 200)
      .sort((a, b) => a.d - b.d)
      .slice(0, 20);
    if (all.length !== count || page.length !== 20) throw new Error(`baseline read ${all.length} openings`);
    baselineLatencies.push(elapsedMs(start));
    baselineRequests = requestsSoFar() - before;
  }
  const p50 = percentile(latencies, 50);
  return {
    openings: count,
    pagesMeasured: latencies.length,
    dynamoRequestsPerPage: { max: Math.max(...requestCounts), mean: round(requestCounts.reduce((a, b) => a + b, 0) / requestCounts.length, 2) },
    handlerLatencyMs: { p50: round(p50), p95: round(percentile(latencies, 95)) },
    baseline: { description: 'Scan every opening, measure and sort all by distance', runs: baselineRuns, latencyMs: { p50: round(percentile(baselineLatencies, 50)) }, dynamoRequests: baselineRequests },
    ratio: round(percentile(baselineLatencies, 50) / p50, 1),
    loadSeconds: round(loadSeconds),
  };
}
