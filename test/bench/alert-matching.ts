import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack';
import { db, tableName } from '../../lambdas/base/table/client';
import { alertItems, findAlertsIndexedUnder } from '../../lambdas/alerts/data/alerts';
import { matchAlert, newAlert, openingLookups, type Alert } from '../../lambdas/alerts/alerts';
import type { Opening } from '../../lambdas/openings/opening';
import { matchNewOpening } from '../../lambdas/alerts/alert-matching';
import { createTableInput } from '../../lambdas/base/table/table-definition';
import { isRead } from '../load/meter';
import { requestCounter } from './request-counter';
import { elapsedMs, inPool, percentile, round } from './stats';

export interface AlertMatchingBenchResult {
  alerts: number;
  indexItems: number;
  openings: number;
  indexed: { readsPerOpening: { mean: number; max: number }; writesPerOpening: number; endToEndMs: { openingsMeasured: number; p50: number; p95: number }; latencyMs: { p50: number; p95: number }; totalSeconds: number; alertsReadPerOpening: number; matches: number };
  /** Openings whose matches were compared, index against the scan of every alert: all, or the bench fails. */
  matchesEqual: number;
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

const BASELINE_TABLE = 'carey-bench-every-alert';

async function putAll(table: string, items: Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  await inPool(batches, 4, async (batch) => {
    let pending = batch.map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as typeof pending;
    }
  });
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
    await putAll(tableName(), items);
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

    const counter = requestCounter(db());

    // Baseline: the table a scan-every-alert design would hold, one item per alert (the alert item without its
    // index keys) and nothing else, read whole by a paged Scan and each alert tested, for a sample of openings.
    await db().send(new CreateTableCommand(createTableInput(BASELINE_TABLE)));
    await putAll(BASELINE_TABLE, items.filter((i) => i.entity === 'alert').map(({ indexKeys: _keys, ...alert }) => alert));
    const scanEveryAlert = async () => {
      const alertsRead: Alert[] = [];
      let scanned = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await db().send(new ScanCommand({ TableName: BASELINE_TABLE, ExclusiveStartKey: startKey }));
        scanned += out.ScannedCount ?? 0;
        alertsRead.push(...((out.Items ?? []) as Alert[]));
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      return { alertsRead, scanned };
    };
    const baselineLatencies: number[] = [];
    let baselineReads = 0;
    let baselineItems = 0;
    let baselineMatches = 0;
    for (const opening of openings.slice(0, baselineOpenings)) {
      const start = process.hrtime.bigint();
      const { value, requests } = await counter.count(scanEveryAlert);
      baselineMatches += value.alertsRead.filter((a) => matchAlert(a, opening).matches).length;
      baselineLatencies.push(elapsedMs(start));
      baselineReads += requests.total;
      baselineItems += value.scanned;
    }
    // Its answer for every opening: the table does not change, so one more Scan gives what each would read.
    const everyAlert = (await scanEveryAlert()).alertsRead;
    if (baselineMatches === 0 && baselineOpenings > 0) throw new Error('the baseline found no match at all: the sample proves nothing');
    if (everyAlert.length !== alertCount) throw new Error(`the baseline table holds ${everyAlert.length} alerts, not ${alertCount}`);

    // Finding the matches of each opening: the index Queries and the exact test (what the two designs differ in);
    // the same set of alerts as the baseline's for every opening, or the bench fails.
    const reads: number[] = [];
    const latencies: number[] = [];
    let matches = 0;
    let candidates = 0;
    const matchKeys = (alerts: Alert[], opening: Opening) => alerts.filter((a) => matchAlert(a, opening).matches).map((a) => `${a.uid}#${a.id}`).sort().join();
    const indexedStart = process.hrtime.bigint();
    for (const opening of openings) {
      const start = process.hrtime.bigint();
      const { value: found, requests } = await counter.count(() => findAlertsIndexedUnder(openingLookups(opening)));
      const matched = found.filter((a) => matchAlert(a, opening).matches);
      matches += new Set(matched.map((a) => a.uid)).size;
      latencies.push(elapsedMs(start));
      reads.push(requests.total);
      candidates += found.length;
      if (matchKeys(found, opening) !== matchKeys(everyAlert, opening)) throw new Error(`opening ${opening.id}: the index and the scan of every alert find different matches`);
    }
    const totalSeconds = elapsedMs(indexedStart) / 1000;

    // End to end (finding and recording each match with its conditional write), on a sample.
    const endToEnd: number[] = [];
    let writes = 0;
    for (const opening of openings.slice(0, endToEndOpenings)) {
      const start = process.hrtime.bigint();
      const { requests } = await counter.count(() => matchNewOpening(opening, now));
      endToEnd.push(elapsedMs(start));
      writes += Object.entries(requests.byCommand).filter(([command]) => !isRead(command)).reduce((a, [, n]) => a + n, 0);
    }
    counter.stop();

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
      matchesEqual: openingCount,
      baseline: {
        description: 'a table of the alerts alone (one item per alert), read whole by a paged Scan, each alert tested against the opening; its matches equal the index\'s for every opening',
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
