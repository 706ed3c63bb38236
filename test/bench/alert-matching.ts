import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import { db, tableName } from '../../lambdas/data/client';
import { alertItems, findAlertsIndexedUnder } from '../../lambdas/data/alerts';
import { matchAlert, newAlert, openingLookups, type Alert } from '../../lambdas/domain/alerts';
import type { Opening } from '../../lambdas/domain/opening';
import { matchNewOpening } from '../../lambdas/services/alert-matching';
import { elapsedMs, inPool, percentile, round } from './stats';

export interface AlertMatchingBenchResult {
  alerts: number;
  indexItems: number;
  openings: number;
  indexed: { readsPerOpening: { mean: number; max: number }; writesPerOpening: number; endToEndMs: { openingsMeasured: number; p50: number; p95: number }; latencyMs: { p50: number; p95: number }; totalSeconds: number; alertsReadPerOpening: number; matches: number };
  baseline: { description: string; openingsMeasured: number; readsPerOpening: number; itemsReadPerOpening: number; latencyMs: { p50: number } };
  ratio: { reads: number; latency: number; itemsRead: number };
  loadSeconds: number;
}

// Where caregivers and openings are: large Brazilian cities, São Paulo weighted as the largest, with some spread.
const sp = { cidade: 'São Paulo', latitude: -23.55, longitude: -46.63, spread: 0.4 };
const rio = { cidade: 'Rio de Janeiro', latitude: -22.93, longitude: -43.3, spread: 0.3 };
const cities = [
  sp,
  sp,
  sp,
  rio,
  rio,
  { cidade: 'Campinas', latitude: -22.9, longitude: -47.06, spread: 0.15 },
  { cidade: 'Belo Horizonte', latitude: -19.92, longitude: -43.94, spread: 0.2 },
  { cidade: 'Curitiba', latitude: -25.43, longitude: -49.27, spread: 0.2 },
  { cidade: 'Porto Alegre', latitude: -30.03, longitude: -51.23, spread: 0.2 },
  { cidade: 'Salvador', latitude: -12.97, longitude: -38.5, spread: 0.2 },
  { cidade: 'Recife', latitude: -8.05, longitude: -34.9, spread: 0.15 },
  { cidade: 'Brasília', latitude: -15.79, longitude: -47.88, spread: 0.3 },
];
const tipos = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'] as const;
// Mostly what a caregiver can reach in a day's commute; a few wide ones.
const radii = [2, 3, 5, 5, 8, 10, 10, 15, 20, 25, 50, 100];

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32);
}

/**
 * Matching new openings against saved alerts at scale: through the alert index (the product's path: a few Queries
 * per opening) against a baseline that reads every alert and tests each one. Counts DynamoDB requests and time.
 */
export async function benchAlertMatching(options: { alerts?: number; openings?: number; baselineOpenings?: number } = {}): Promise<AlertMatchingBenchResult> {
  const alertCount = options.alerts ?? 50_000;
  const openingCount = options.openings ?? 1_000;
  const baselineOpenings = Math.min(options.baselineOpenings ?? 10, openingCount);
  const endToEndOpenings = Math.min(50, openingCount);
  const rnd = random(12);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const stack = await startLocalStack({ ports: 'free' });
  try {
    const now = new Date('2026-11-22T12:00:00Z');
    const alerts: Alert[] = Array.from({ length: alertCount }, (_, i) => {
      const city = pick(cities);
      const position = { latitude: city.latitude + (rnd() - 0.5) * city.spread, longitude: city.longitude + (rnd() - 0.5) * city.spread };
      const kind = rnd();
      // 80% by distance, 18% by city, 2% anywhere; four in five name a type.
      const criteria = kind < 0.8 ? { raioKm: pick(radii) } : kind < 0.98 ? { cidade: city.cidade } : {};
      return newAlert(`bench-cuidadora-${i}`, { ...criteria, ...(rnd() < 0.8 ? { tipoProfissional: pick(tipos) } : {}) }, position, now);
    });
    const loadStart = process.hrtime.bigint();
    const items = alerts.flatMap(alertItems);
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    await inPool(batches, 4, async (batch) => {
      let pending = batch.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    });
    const loadSeconds = elapsedMs(loadStart) / 1000;

    const openings: Opening[] = Array.from({ length: openingCount }, (_, i) => {
      const city = pick(cities);
      return {
        id: `bench-vaga-${i}`,
        clientId: 'bench-familia',
        createdAt: new Date(now.getTime() + i * 60_000).toISOString(),
        tipoProfissional: pick(tipos),
        enderecoCompleto: { cidade: city.cidade },
        bairro: 'Centro',
        localizacao: { latitude: city.latitude + (rnd() - 0.5) * city.spread, longitude: city.longitude + (rnd() - 0.5) * city.spread, precisao: 'cep' },
      } as Opening;
    });

    const counts = { reads: 0, writes: 0 };
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (['QueryCommand', 'ScanCommand', 'GetCommand'].includes(String(context.commandName))) counts.reads++;
        else counts.writes++;
        return next(args);
      },
      { step: 'initialize', name: 'benchAlertRequestCounter' },
    );

    // Baseline: read every alert (a paged Scan keeping only alerts) and test each one, for a sample of openings.
    const baselineLatencies: number[] = [];
    let baselineReads = 0;
    let baselineItems = 0;
    for (const opening of openings.slice(0, baselineOpenings)) {
      const start = process.hrtime.bigint();
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await db().send(
          new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :alert', ExpressionAttributeValues: { ':alert': 'alert' }, ExclusiveStartKey: startKey }),
        );
        baselineReads++;
        baselineItems += out.ScannedCount ?? 0;
        for (const item of out.Items ?? []) matchAlert(item as unknown as Alert, opening);
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      baselineLatencies.push(elapsedMs(start));
    }

    // Finding the matches of each opening: the index Queries and the exact test (what the two designs differ in).
    const reads: number[] = [];
    const latencies: number[] = [];
    let matches = 0;
    let candidates = 0;
    const indexedStart = process.hrtime.bigint();
    counts.reads = 0;
    for (const opening of openings) {
      const before = counts.reads;
      const start = process.hrtime.bigint();
      const found = await findAlertsIndexedUnder(openingLookups(opening));
      matches += new Set(found.filter((a) => matchAlert(a, opening).matches).map((a) => a.uid)).size;
      latencies.push(elapsedMs(start));
      reads.push(counts.reads - before);
      candidates += found.length;
    }
    const totalSeconds = elapsedMs(indexedStart) / 1000;

    // End to end (finding and recording each match with its conditional write), on a sample.
    const endToEnd: number[] = [];
    counts.writes = 0;
    for (const opening of openings.slice(0, endToEndOpenings)) {
      const start = process.hrtime.bigint();
      await matchNewOpening(opening, now);
      endToEnd.push(elapsedMs(start));
    }
    const writes = counts.writes;

    const readsMean = reads.reduce((a, b) => a + b, 0) / reads.length;
    const baselineReadsPerOpening = baselineReads / baselineOpenings;
    const baselineItemsPerOpening = baselineItems / baselineOpenings;
    const p50 = percentile(latencies, 50);
    const baselineP50 = percentile(baselineLatencies, 50);
    return {
      alerts: alertCount,
      indexItems: items.length - alertCount,
      openings: openingCount,
      indexed: {
        readsPerOpening: { mean: round(readsMean, 2), max: Math.max(...reads) },
        writesPerOpening: round(writes / Math.max(1, endToEnd.length), 1),
        endToEndMs: { openingsMeasured: endToEnd.length, p50: round(percentile(endToEnd, 50), 1), p95: round(percentile(endToEnd, 95), 1) },
        latencyMs: { p50: round(p50, 2), p95: round(percentile(latencies, 95), 2) },
        totalSeconds: round(totalSeconds, 1),
        alertsReadPerOpening: round(candidates / openingCount, 1),
        matches,
      },
      baseline: {
        description: 'read every alert (paged Scan of the table, before any match is stored) and test each against the opening',
        openingsMeasured: baselineOpenings,
        readsPerOpening: round(baselineReadsPerOpening, 1),
        itemsReadPerOpening: Math.round(baselineItemsPerOpening),
        latencyMs: { p50: round(baselineP50, 1) },
      },
      ratio: {
        reads: round(baselineReadsPerOpening / readsMean, 1),
        latency: round(baselineP50 / p50, 1),
        itemsRead: round(baselineItemsPerOpening / Math.max(1, candidates / openingCount), 1),
      },
      loadSeconds: round(loadSeconds, 1),
    };
  } finally {
    await stack.stop();
  }
}
