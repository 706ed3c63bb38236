// @suiteSeconds 230: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { cognitoTriggers, emailEventConsumers, routes, scheduledJobs, tableStreamConsumers } from '../../lambdas/routes';

/**
 * Every data part of `npm run bench` at its small size (`--small`: 1,000 openings, 300 alerts and notice
 * caregivers, 40 caregivers told of an import by push and e-mail (120 pushes, more than the 32 one pool sends at once), a 5 s cost run), through the real command, so that a broken benchmark is a red build. The parts
 * check their own answers (the distance part every page against an in-memory sort, the alerts part both paths'
 * matches, the notices part each caregiver's notice exactly once, the push part every push decrypted to its opening) and the command exits 1 when one fails. Times
 * are printed by the bench and never asserted here. `dev` (`npm run dev` seeds, gets ready and stops on Ctrl-C)
 * runs too, at its one size, and `bundles` (every function bundled as the CDK does, each held to its target below,
 * docs/decisions/080-lambda-bundle-targets.md). `web`
 * needs the build: test/e2e/web-size.test.ts holds /login's budget after the e2e set-up builds the SPA. `lighthouse`
 * is not run: its headline figure is a timing score, judged on an idle machine (decision 061), never in a test.
 */
const ROOT = path.resolve(__dirname, '../..');

function bench(part: string): Promise<{ code: number | null; output: string; results: Record<string, unknown> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-bench-test-'));
  const file = path.join(dir, 'results.json');
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['bin/bench.ts', '--small', `--only=${part}`, `--results=${file}`], { cwd: ROOT, env: { ...process.env, BENCH_SMALL: undefined } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const results = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ code, output, results });
    });
  });
}

jest.setTimeout(600_000);

describe('npm run bench -- --small: every data part runs and passes its own checks', () => {
  it('distance: nearest-first pages on the three layouts at 1,000 openings, each equal to the in-memory sort', async () => {
    const { code, output, results } = await bench('distance');
    expect({ code, tail: output.slice(-2000) }).toEqual({ code: 0, tail: expect.not.stringContaining('differs') });
    const rows = results.openingsByDistance as { layout: string; openings: number; unplaced: number; pagesChecked: number; toTheEnd: { pages: number } }[];
    expect(rows.map((r) => [r.layout, r.openings, r.unplaced])).toEqual([
      ['dense city', 1000, 50],
      ['three cities', 1000, 50],
      ['whole country', 1000, 50],
    ]);
    // 8 positions × up to 3 pages, and the walks to the end: through the 50 unplaced openings (3 pages) at least.
    for (const r of rows) {
      expect(r.pagesChecked).toBeGreaterThan(8);
      expect(r.toTheEnd.pages).toBeGreaterThanOrEqual(4);
    }
  });

  it('cost: runs on its own (nearest first from the committed figures) and prints 1k, 10k and 100k', async () => {
    const { code, output, results } = await bench('cost');
    expect(code).toBe(0);
    expect(output).toContain('nearest-first read units from test/load/nearest-first-read-units.json');
    const cost = results.cost as { models: { openings: number; steps: { caregivers: number; totalUsd: number }[] }[] };
    expect(cost.models.map((m) => m.openings)).toEqual([10_000, 100_000]);
    for (const m of cost.models) {
      expect(m.steps.map((s) => s.caregivers)).toEqual([1_000, 10_000, 100_000]);
      expect(m.steps[0].totalUsd).toBeLessThan(m.steps[1].totalUsd);
      expect(m.steps[1].totalUsd).toBeLessThan(m.steps[2].totalUsd);
    }
    expect(output).toMatch(/monthly cost \(USD\) +1\.0 k caregivers +10\.0 k caregivers +100\.0 k caregivers/);
  });

  it.each([
    ['openings', 'openings', { openings: 1000 }],
    ['alerts', 'alertMatching', { alerts: 300, openings: 20, matchesEqual: 20 }],
    ['notices', 'noticeFanOut', { caregivers: 300, exactlyOnce: 300 }],
    // 40 caregivers × 3 openings through the console's import: each push decrypted to its opening, one digest each.
    ['push', 'pushLatency', { caregivers: 40, openings: 3, push: { expected: 120, received: 120, caregiversWithEveryOpening: 40, wrongPayloads: 0 }, email: { caregiversWithOneEmail: 40 } }],
  ])('%s', async (part, key, expected) => {
    const { code, output, results } = await bench(part);
    expect({ code, failed: output.includes('target(s) missed or part(s) failed') }).toEqual({ code: 0, failed: false });
    expect(results[key]).toMatchObject(expected);
  });

  it('bundles: every function within its target, and a big input only in the functions that need it', async () => {
    const { code, output, results } = await bench('bundles');
    // 300 KB for every function; one that needs a big input gets 300 KB beside it (the input's size, rounded up):
    // the Stripe SDK 250, the common-password list 420, the municipal seats 165 and names 145, web-push 120.
    const stripe = ['stripe'];
    const seats = ['municipal seats'];
    const webPush = ['web-push'];
    const needing: Record<string, [bigInputs: string[], targetKb: number]> = {
      'caregivers/handlers/signup': [['common passwords'], 720],
      'caregivers/handlers/set-cep': [seats, 465],
      'team/handlers/create-opening': [seats, 465],
      'team/handlers/correct-opening': [seats, 465],
      'team/handlers/import-openings': [seats, 465],
      'alerts/handlers/create-alert': [['municipal names', 'municipal seats'], 610],
      'subscriptions/handlers/checkout': [stripe, 550],
      'subscriptions/handlers/billing-portal': [stripe, 550],
      'subscriptions/handlers/billing-summary': [stripe, 550],
      'subscriptions/handlers/cancel-subscription': [stripe, 550],
      'subscriptions/handlers/stripe-webhook': [stripe, 550],
      'subscriptions/jobs/remind-renewals': [stripe, 550],
      'subscriptions/jobs/reconcile-stripe': [stripe, 550],
      'account/handlers/export-account': [stripe, 550],
      'account/handlers/request-account-deletion': [stripe, 550],
      'account/jobs/resume-account-deletions': [stripe, 550],
      'team/handlers/get-caregiver': [stripe, 550],
      'team/handlers/delete-caregiver': [stripe, 550],
      'team/handlers/send-notice': [webPush, 420],
      'team/jobs/fan-out-notices': [webPush, 420],
      'push/jobs/send-held-pushes': [webPush, 420],
      'push/jobs/resend-dead-pushes': [webPush, 420],
      'alerts/jobs/match-new-openings': [webPush, 420],
    };
    const bundles = (results.lambdaBundles ?? []) as { name: string; kilobytes: number; bigInputs: Record<string, number> }[];
    const verdict = (name: string, kilobytes: number, bigInputs: string[]) => {
      const [, targetKb] = needing[name] ?? [[], 300];
      return { bigInputs: [...bigInputs].sort(), overTarget: kilobytes > targetKb ? `${kilobytes} KB > ${targetKb} KB` : false };
    };
    expect(Object.fromEntries(bundles.map((b) => [b.name, verdict(b.name, b.kilobytes, Object.keys(b.bigInputs))]))).toEqual(
      Object.fromEntries(bundles.map((b) => [b.name, { bigInputs: [...(needing[b.name]?.[0] ?? [])].sort(), overTarget: false }])),
    );
    // Every function the CDK deploys (routes, Cognito triggers, jobs, the stream and SES event consumers), once.
    const deployed = [...routes, ...Object.values(cognitoTriggers), ...scheduledJobs, ...tableStreamConsumers, ...emailEventConsumers].map((f) => f.handler);
    expect(bundles.map((b) => b.name).sort()).toEqual([...new Set(deployed)].sort());
    expect(bundles.length).toBeGreaterThan(70);
    // The bench's own verdict agrees (it exits 1 on a missed target).
    expect({ code, failed: output.includes('target(s) missed or part(s) failed') }).toEqual({ code: 0, failed: false });
  });

  it('dev: npm run dev on a clean state seeds, says it is ready, and stops on Ctrl-C (its time is printed, not asserted)', async () => {
    const { code, results } = await bench('dev');
    expect(code).toBe(0);
    expect(results.devStartup).toMatchObject({ exitedOnSigint: true, secondsToReady: expect.any(Number) });
  });
});
