/**
 * `npm run test:reliability`: runs the hardening tests against the local stack and prints, per category, the cases
 * tried, the failures, and the records lost or corrupted (found by the integrity check each file ends with).
 * The tests themselves are the proof (they also run in `npm test`); this is the summary.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { reliabilityTexts } from './cli-texts';

const ROOT = path.resolve(__dirname, '..');
const FILES = ['fuzz', 'authorization', 'concurrency', 'signup', 'subscriptions', 'faults', 'caregiver-api', 'abuse', 'rate-limits', 'headers', 'integrity', 'account-deletion', 'cognito-front-door', 'signup-expiry', 'account-state', 'alert-digest-delivery', 'transaction-conflicts', 'ttl-and-recount'].map(
  (f) => `test/integration/${f}.test.ts`,
);
const t = reliabilityTexts;

interface Entry {
  kind: 'cases' | 'integrity';
  category: string;
  cases?: number;
  failures?: number;
  problems?: string[];
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-reliability-'));
const reportFile = path.join(dir, 'report.jsonl');
const jestFile = path.join(dir, 'jest.json');
const run = spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--selectProjects', 'integration', '--silent', '--json', `--outputFile=${jestFile}`, ...FILES], {
  cwd: ROOT,
  env: { ...process.env, RELIABILITY_REPORT: reportFile },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const entries: Entry[] = fs.existsSync(reportFile)
  ? fs.readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Entry)
  : [];
const jest = fs.existsSync(jestFile) ? (JSON.parse(fs.readFileSync(jestFile, 'utf8')) as { numTotalTests: number; numFailedTests: number }) : undefined;

const rows = t.categories.map((category) => {
  const mine = entries.filter((e) => e.category === category);
  const cases = mine.filter((e) => e.kind === 'cases').reduce((n, e) => n + (e.cases ?? 0), 0);
  const failures = mine.filter((e) => e.kind === 'cases').reduce((n, e) => n + (e.failures ?? 0), 0);
  const lost = mine.filter((e) => e.kind === 'integrity').reduce((n, e) => n + (e.problems?.length ?? 0), 0);
  return { category, cases, failures, lost };
});
const problems = entries.filter((e) => e.kind === 'integrity').flatMap((e) => e.problems ?? []);

console.log(`\n${t.category.padEnd(18)}${t.cases.padStart(8)}${t.failures.padStart(8)}  ${t.lost}`);
for (const r of rows) console.log(`${r.category.padEnd(18)}${String(r.cases).padStart(8)}${String(r.failures).padStart(8)}  ${r.lost}`);
const total = rows.reduce((t, r) => ({ cases: t.cases + r.cases, failures: t.failures + r.failures, lost: t.lost + r.lost }), { cases: 0, failures: 0, lost: 0 });
console.log(`${t.total.padEnd(18)}${String(total.cases).padStart(8)}${String(total.failures).padStart(8)}  ${total.lost}`);
if (jest) console.log(`\njest: ${jest.numTotalTests - jest.numFailedTests} passed, ${jest.numFailedTests} failed`);
for (const p of problems) console.log(t.lostItem(p));
fs.rmSync(dir, { recursive: true, force: true });

const ok = run.status === 0 && total.failures === 0 && total.lost === 0 && rows.every((r) => r.cases > 0);
process.exit(ok ? 0 : 1);
