/**
 * `npm run bench`: prints the figures and writes them to bench-results.json. Targets are printed beside the
 * figures; it exits 1 when a part fails or a target that is not a time is missed (bench-results.ts, `Row`), never
 * on wall-clock time.
 * `npm run bench -- --only=openings,distance,alerts,push,notices,bundles,dev,web,lighthouse,cost` runs a subset (web and
 * lighthouse need `npm run build`); `--openings=1000` (or BENCH_OPENINGS) scales the openings sets down: the
 * `openings` part at that size, `distance` (nearest first on three layouts) at that size and ten times it
 * (BENCH_ALERTS, BENCH_ALERT_OPENINGS the alerts part); `push` imports a file of openings through the console and times
 * each push and digest e-mail to 1,000 caregivers whose alerts match (BENCH_PUSH_CAREGIVERS, BENCH_PUSH_OPENINGS, default 3); `notices` fans one notice out to 100,000 caregivers (`--notice-caregivers=N` or BENCH_NOTICE_CAREGIVERS). `cost` measures each request kind of the load mix on a local stack (BENCH_COST_SECONDS, default 30) and
 * prints the capacity and cost model (docs/capacity.md); on its own it takes nearest first's read units from the
 * committed `test/load/nearest-first-read-units.json`, which a full-size `distance` part rewrites.
 * `--small` runs every part at a small size (1,000 openings, distance at that size only, 300 alerts, 40 push
 * caregivers, 300 notice caregivers, a 5 s cost run without the stage synthesis) so that a broken part shows in CI
 * (test/integration/bench-parts.test.ts); `--results=file` writes the figures there instead of bench-results.json.
 * Each part runs in its own process: the handlers' AWS clients live for the whole process (as in a Lambda
 * container), so two local stacks in one process would leave them pointing at the first one.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runInChild } from './bench-child';
import { LAYOUTS } from '../test/bench/layout-names';
import type { DistanceBenchRow } from '../test/bench/openings-distance';
import { CAPACITY_DOC, replaceCapacityBlock, distanceRows, distanceSizes, lighthouseRows, failedRows, formatReport, nearestFirstReadUnits, RESULTS_FILE, writeNearestFirstReadUnits, type PartOutput, type Row } from './bench-results';
import type { ReadUnitsByOpenings } from '../test/load/cost-model';

const round1 = (n: number) => Math.round(n * 10) / 10;
/** `--small` (passed to each part's process as BENCH_SMALL): every part at a size CI runs in seconds. */
const smallRun = process.env.BENCH_SMALL === '1';

const parts: Record<string, () => Promise<PartOutput>> = {
  async openings() {
    const openings = Number(process.env.BENCH_OPENINGS ?? (smallRun ? 1_000 : 10_000));
    const { benchOpenings } = await import('../test/bench/openings');
    const r = await benchOpenings({ openings, families: Math.max(1, Math.round(openings / 5)) });
    return {
      key: 'openings',
      result: r,
      rows: [
        [`openings: DynamoDB requests per page (${r.openings} openings, ${r.families} families)`, `max ${r.dynamoRequestsPerPage.max}, mean ${r.dynamoRequestsPerPage.mean}`, '≤ 3 (account check, Query, BatchGet)', r.dynamoRequestsPerPage.max <= 3],
        ['openings: handler latency per page of 20', `p50 ${r.handlerLatencyMs.p50} ms, p95 ${r.handlerLatencyMs.p95} ms`, ''],
        ['openings: original-style baseline (whole list)', `p50 ${r.baseline.latencyMs.p50} ms, ${r.baseline.dynamoRequests} DynamoDB requests, ${r.baseline.postalCodeLookups} CEP lookups`, ''],
        ['openings: the baseline\'s newest page equals the handler\'s first page', r.baseline.samePageAsHandler ? 'equal' : 'different', 'equal', r.baseline.samePageAsHandler],
        ['openings: speed-up over baseline (p50)', `${r.speedup}×`, '≥ 20×'],
      ],
    };
  },
  async distance() {
    // Each layout in a process of its own, side by side: loading is CPU-bound in the one thread of its local stack.
    const byLayout = await Promise.all(LAYOUTS.map((layout) => runInChild(__filename, 'distance-layout', { BENCH_LAYOUT: layout })));
    const byDistance = byLayout.flatMap((part) => part.result as DistanceBenchRow[]);
    // At the model's sizes the figures become the cost part's default (committed, so `--only=cost` runs alone): the
    // sizes this run measured replace theirs, the others stay as measured before.
    if (!smallRun) writeNearestFirstReadUnits(byDistance);
    return { key: 'openingsByDistance', result: byDistance, rows: distanceRows(byDistance) };
  },
  async 'distance-layout'() {
    const layout = LAYOUTS.find((l) => l === process.env.BENCH_LAYOUT);
    if (!layout) throw new Error(`BENCH_LAYOUT must be one of ${LAYOUTS.join(', ')}`);
    const openings = Number(process.env.BENCH_OPENINGS ?? 10_000);
    const { benchDistancePages } = await import('../test/bench/openings-distance');
    const rows = await benchDistancePages(smallRun ? [openings] : distanceSizes(openings), { layouts: [layout], ...(smallRun ? { positions: 8, baselineRuns: 2 } : {}) });
    return { key: 'openingsByDistance', result: rows, rows: distanceRows(rows) };
  },
  async alerts() {
    const { benchAlertMatching } = await import('../test/bench/alert-matching');
    const r = await benchAlertMatching({ alerts: Number(process.env.BENCH_ALERTS ?? (smallRun ? 300 : 50_000)), openings: Number(process.env.BENCH_ALERT_OPENINGS ?? (smallRun ? 20 : 1_000)) });
    return {
      key: 'alertMatching',
      result: r,
      rows: [
        [`alerts: DynamoDB reads per new opening (${r.openings} openings, ${r.alerts} alerts)`, `mean ${r.indexed.readsPerOpening.mean}, max ${r.indexed.readsPerOpening.max}; ${r.indexed.alertsReadPerOpening} alert copies read, ${round1(r.indexed.matches / r.openings)} matches`, '≤ 10', r.indexed.readsPerOpening.max <= 10],
        ['alerts: finding the matches, per opening', `p50 ${r.indexed.latencyMs.p50} ms, p95 ${r.indexed.latencyMs.p95} ms (${r.indexed.totalSeconds} s for all)`, ''],
        [`alerts: end to end with the match writes (${r.indexed.endToEndMs.openingsMeasured} openings)`, `p50 ${r.indexed.endToEndMs.p50} ms, p95 ${r.indexed.endToEndMs.p95} ms, ${r.indexed.writesPerOpening} writes each`, ''],
        ['alerts: scan-every-alert baseline per opening (a table of the alerts alone)', `${r.baseline.readsPerOpening} reads, ${r.baseline.itemsReadPerOpening} items read, p50 ${r.baseline.latencyMs.p50} ms`, ''],
        ['alerts: the same matches on both paths', `${r.matchesEqual} of ${r.openings} openings`, 'all', r.matchesEqual === r.openings],
        ['alerts: baseline / indexed', `${r.ratio.reads}× reads, ${r.ratio.itemsRead}× items read, ${r.ratio.latency}× time`, ''],
      ],
    };
  },
  push: async () => (await import('./bench-push-part')).pushPart(smallRun),
  async notices() {
    const { benchNoticeFanOut } = await import('../test/bench/notice-fan-out');
    const r = await benchNoticeFanOut({ caregivers: Number(process.env.BENCH_NOTICE_CAREGIVERS ?? (smallRun ? 300 : 100_000)) });
    return {
      key: 'noticeFanOut',
      result: r,
      rows: [
        [`notices: fan-out of one notice to ${r.caregivers} caregivers (${r.messageChars} characters)`, `${r.batches} batches, ${r.seconds} s (${r.perSecond} caregivers/s; loading them took ${r.loadSeconds} s)`, ''],
        ['notices: DynamoDB write units (table + unread index)', `${r.writeUnits.table} + ${r.writeUnits.index}; ${r.writeUnits.perCaregiver} per caregiver`, ''],
        ['notices: DynamoDB read units (the scan of the table, the send record)', `${r.readUnits.total}; ${r.readUnits.perCaregiver} per caregiver`, ''],
        ['notices: caregivers with the notice exactly once (scan of the whole table)', `${r.exactlyOnce} of ${r.caregivers}`, 'all', r.exactlyOnce === r.caregivers],
        ['notices: a second run over the whole scan', `found ${r.secondRun.recipients} of ${r.caregivers} in ${r.secondRun.batches} batches, wrote ${r.secondRun.written}`, 'all; 0', r.secondRun.recipients === r.caregivers && r.secondRun.written === 0],
      ],
    };
  },
  async bundles() {
    const { benchLambdaBundles } = await import('../test/bench/lambda-bundles');
    const bundles = await benchLambdaBundles(smallRun ? 0 : 3);
    return {
      key: 'lambdaBundles',
      result: bundles,
      // A function that needs a big input (decision 080) names it, with its size, beside its own target.
      rows: bundles.map((b): Row => {
        const big = Object.entries(b.bigInputs).map(([name, kb]) => `${name} ${kb} KB`);
        return [`lambda bundle: ${b.name}${big.length ? ` (${big.join(', ')})` : ''}`, `${b.kilobytes} KB, import ${b.importMs} ms${b.importedAlone ? '' : ' (after the others, one process)'}`, `≤ ${b.targetKb} KB${b.met || b.kilobytes > b.targetKb ? '' : ', a big input it does not need'}`, b.met];
      }),
    };
  },
  async dev() {
    const { benchDevStartup } = await import('../test/bench/dev-startup');
    const dev = await benchDevStartup();
    return {
      key: 'devStartup',
      result: dev,
      // The time is printed only; not stopping on Ctrl-C is a failure.
      rows: [['npm run dev: time to ready (clean state, seeding)', `${dev.secondsToReady} s${dev.exitedOnSigint ? '' : ' (did not stop on Ctrl-C!)'}`, '≤ 20 s', dev.exitedOnSigint ? undefined : false]],
    };
  },
  web: async () => (await import('./bench-web-parts')).webPart(),
  bytes: async () => (await import('./bench-web-parts')).bytesPart(),
  async cost() {
    // Nearest first reads more the more openings there are: its read units come from the distance part's layouts
    // (the largest mean per page of the three at each size), from this run or the last bench-results.json.
    const nearest: ReadUnitsByOpenings = { name: 'openings: nearest first', points: nearestFirstReadUnits() };
    // One connection: each request runs alone, as it would in its own Lambda instance, so handler times are not
    // inflated by queueing behind other requests in this one process.
    const { runLoad } = await import('../test/load/run-load');
    const { loadMix } = await import('../test/load/mix');
    const { atOpenings, capacityModel, defaultLimits, formatModel, formatRouteThrottles, measuredRequests, routeLimitsOf, saEast1Prices, usageProfile } = await import('../test/load/cost-model');
    const seconds = Number(process.env.BENCH_COST_SECONDS ?? (smallRun ? 5 : 30));
    const run = await runLoad({ durationSeconds: seconds, connections: 1, users: smallRun ? 2 : 8, noticesPerUser: smallRun ? 3 : 20, openings: smallRun ? 60 : 600, raiseRateLimits: true });
    if (run.errors > 0 || run.integrityProblems.length > 0) throw new Error(`the measuring run failed: ${run.errors} errors, ${run.integrityProblems.join('; ')}`);
    const { FUNCTION_MEMORY_MB } = await import('../infra/cdk/function-settings');
    const { DEFAULT_API_THROTTLE } = await import('../infra/cdk/stage-settings');
    const { routes } = await import('../lambdas/routes');
    const limits = defaultLimits(routeLimitsOf(routes, DEFAULT_API_THROTTLE));
    const measured = measuredRequests(loadMix, run.costs, Object.fromEntries(run.rows.map((r) => [r.row, r.headerBytes])));
    const printed: string[] = [];
    const models = nearest.points.map(({ openings }) => {
      const requests = atOpenings(measured, [nearest], openings);
      const steps = capacityModel({
        steps: [1_000, 10_000, 100_000],
        requests,
        profile: usageProfile,
        prices: saEast1Prices,
        limits,
        memoryMb: FUNCTION_MEMORY_MB,
        openings,
      });
      printed.push(`with ${openings.toLocaleString('en')} openings stored:\n${formatModel(steps, requests, saEast1Prices, usageProfile)}`);
      return { openings, requests, steps };
    });
    // Fixed costs per stage from the synthesised templates, beside the largest opening count's usage totals (a small
    // run leaves the two syntheses out: test/infra/parts/cost-coverage.test.ts prices every type they hold).
    // (stage-costs loads the CDK app: only a full run imports it.)
    const stages = smallRun ? undefined : await import('../test/load/stage-costs');
    const fixed = stages?.stageFixedCosts() ?? [];
    printed.push(formatRouteThrottles(100_000, models[models.length - 1].requests, usageProfile, limits, routes, DEFAULT_API_THROTTLE));
    if (stages && fixed.length) printed.push(stages.formatStageCosts(fixed, models[models.length - 1].steps));
    console.log(`\n${printed.join('\n\n')}\n`);
    // A full run writes what it printed into docs/capacity.md, with when and on what it was measured.
    if (!smallRun) {
      const header = `measured ${new Date().toISOString().slice(0, 10)}: ${seconds} s, one connection; 1-minute load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores; nearest first's read units ${nearest.points.map((p) => `${p.readUnits} at ${p.openings.toLocaleString('en')} openings`).join(', ')}`;
      fs.writeFileSync(CAPACITY_DOC, replaceCapacityBlock(fs.readFileSync(CAPACITY_DOC, 'utf8'), `${header}\n\n${printed.join('\n\n')}`));
    }
    return {
      key: 'cost',
      result: { measuredSeconds: seconds, nearestFirstReadUnits: nearest.points, models, fixed, prices: saEast1Prices, profile: usageProfile },
      rows: [...(stages?.stageCostRows(fixed, models[models.length - 1].steps) ?? []), ...models.flatMap(({ openings, steps }) =>
        steps.map((s): Row => [
          `cost: ${s.caregivers.toLocaleString('en')} active caregivers, ${openings.toLocaleString('en')} openings, USD/month`,
          `$${s.totalUsd.toFixed(0)} ($${s.perCaregiverUsd.toFixed(4)} each); nearest limit: ${s.limits[0].limit} ${(s.limits[0].use * 100).toFixed(0)}%`,
          '',
        ]),
      )],
    };
  },
  async lighthouse() {
    const { benchLighthouseUnderLoad } = await import('../test/bench/lighthouse');
    const { scores, loadAverage, protocol, runs } = await benchLighthouseUnderLoad();
    return { key: 'lighthouse', result: { scores, loadAverage, protocol, runs }, rows: lighthouseRows(scores, loadAverage, protocol, runs) };
  },
};

async function runPart(name: string, out: string) {
  const part = parts[name];
  if (!part) throw new Error(`unknown part ${name}; parts: ${Object.keys(parts).join(', ')}`);
  fs.writeFileSync(out, JSON.stringify(await part()));
  process.exit(0);
}

function main() {
  const openings = process.argv.find((a) => a.startsWith('--openings='))?.slice(11);
  if (openings) process.env.BENCH_OPENINGS = openings;
  if (process.argv.includes('--small')) {
    process.env.BENCH_SMALL = '1';
    process.env.BENCH_OPENINGS ??= '1000';
  }
  const resultsFile = process.argv.find((a) => a.startsWith('--results='))?.slice(10) ?? RESULTS_FILE;
  const noticeCaregivers = process.argv.find((a) => a.startsWith('--notice-caregivers='))?.slice(20);
  if (noticeCaregivers) process.env.BENCH_NOTICE_CAREGIVERS = noticeCaregivers;
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',') ?? Object.keys(parts).filter((name) => name !== 'distance-layout');
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version };
  const rows: Row[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-bench-'));
  for (const name of only) {
    const out = path.join(dir, `${name}.json`);
    const earlier = path.join(dir, 'earlier.json');
    fs.writeFileSync(earlier, JSON.stringify(results));
    const env = { ...process.env, BENCH_EARLIER_RESULTS: earlier };
    const run = spawnSync(path.resolve(__dirname, '../node_modules/.bin/tsx'), [__filename, `--part=${name}`, `--out=${out}`], { stdio: 'inherit', env });
    if (run.status !== 0 || !fs.existsSync(out)) {
      rows.push([`${name}`, 'failed (see the error above)', '']);
      continue;
    }
    const output = JSON.parse(fs.readFileSync(out, 'utf8')) as PartOutput;
    results[output.key] = output.result;
    rows.push(...output.rows);
  }
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`\n${formatReport(rows)}`);
  fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
  const failed = failedRows(rows);
  if (failed.length) {
    console.error(`\nnpm run bench: ${failed.length} target(s) missed or part(s) failed:\n${failed.map((r) => `  ${r[0]}: ${r[1]} (target ${r[2] || 'none'})`).join('\n')}`);
    process.exit(1);
  }
}

const part = process.argv.find((a) => a.startsWith('--part='))?.slice(7);
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6);
if (part && out) {
  runPart(part, out).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main();
}
