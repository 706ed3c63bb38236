/**
 * `npm run bench`: prints the figures and writes them to bench-results.json. Targets are printed beside the
 * figures; benchmarks measure, they never fail a build on wall-clock time.
 * `npm run bench -- --only=openings,bundles,dev,web,lighthouse` runs a subset (web and lighthouse need `npm run build`); BENCH_OPENINGS=1000 scales the openings set down.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { benchOpenings } from '../test/bench/openings';
import { benchLambdaBundles } from '../test/bench/lambda-bundles';
import { benchDevStartup } from '../test/bench/dev-startup';
import { benchWebSize } from '../test/bench/web-size';
import { benchLighthouse } from '../test/bench/lighthouse';

type Row = [string, string, string];

async function main() {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
  const wants = (name: string) => !only || only.includes(name);
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), node: process.version };
  const rows: Row[] = [];

  if (wants('openings')) {
    const openings = Number(process.env.BENCH_OPENINGS ?? 10_000);
    const r = await benchOpenings({ openings, families: Math.max(1, Math.round(openings / 5)) });
    results.openings = r;
    rows.push(
      [`openings: DynamoDB requests per page (${r.openings} openings, ${r.families} families)`, `max ${r.dynamoRequestsPerPage.max}, mean ${r.dynamoRequestsPerPage.mean}`, '≤ 2'],
      ['openings: handler latency per page of 20', `p50 ${r.handlerLatencyMs.p50} ms, p95 ${r.handlerLatencyMs.p95} ms`, ''],
      ['openings: original-style baseline (whole list)', `p50 ${r.baseline.latencyMs.p50} ms, ${r.baseline.dynamoRequests} DynamoDB requests, ${r.baseline.postalCodeLookups} CEP lookups`, ''],
      ['openings: speed-up over baseline', `${r.speedup}×`, '≥ 20×'],
    );
  }
  if (wants('bundles')) {
    const bundles = await benchLambdaBundles();
    results.lambdaBundles = bundles;
    for (const b of bundles) {
      rows.push([`lambda bundle: ${b.name}${b.includesStripe ? ' (with Stripe)' : ''}`, `${b.kilobytes} KB, import ${b.importMs} ms`, b.includesStripe ? '' : '≤ 300 KB']);
    }
  }
  if (wants('dev')) {
    const dev = await benchDevStartup();
    results.devStartup = dev;
    rows.push(['npm run dev: time to ready (clean state, seeding)', `${dev.secondsToReady} s${dev.exitedOnSigint ? '' : ' (did not stop on Ctrl-C!)'}`, '≤ 20 s']);
  }

  if (wants('web')) {
    const web = await benchWebSize();
    results.webJavaScript = web;
    rows.push(
      ['web: gzipped JavaScript loaded by /login', `${web.loginKb} KB (${web.loginFiles.length} files)`, '≤ 120 KB'],
      ['web: gzipped JavaScript loaded by /buscar-vagas', `${web.buscarVagasKb} KB (${web.buscarVagasFiles.length} files)`, ''],
      ['web: gzipped JavaScript, whole build', `${web.totalKb} KB`, ''],
    );
  }
  if (wants('lighthouse')) {
    const scores = await benchLighthouse();
    results.lighthouse = scores;
    for (const s of scores) {
      rows.push([`lighthouse (mobile) ${s.path}`, `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}`, '≥ 95, 100, 100']);
    }
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.max(...rows.map((r) => r[1].length));
  console.log(`\n${'measure'.padEnd(width)}  ${'figure'.padEnd(valueWidth)}  target`);
  for (const [name, value, target] of rows) console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  const out = path.resolve(__dirname, '..', 'bench-results.json');
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
