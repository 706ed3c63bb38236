import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { cognitoTriggers, emailEventConsumers, routes, scheduledJobs, tableStreamConsumers } from '../../lambdas/routes';
import { round } from './stats';

const ROOT = path.resolve(__dirname, '../..');
/** A route table handler ('alerts/jobs/send-alert-digests') → its file. */
const handlerFile = (handler: string) => path.join(ROOT, 'lambdas', `${handler}.ts`);

/**
 * The big inputs only some functions need, by the paths that tell them apart in esbuild's metafile (the first names
 * the input; the rest are its own dependencies, counted in its size): each is allowed in the functions
 * `BIG_INPUT_USERS` names and nowhere else (docs/decisions/080-lambda-bundle-targets.md).
 */
const WEB_PUSH_DEPENDENCIES = ['asn1.js', 'bn.js', 'http_ece', 'jws', 'jwa', 'ecdsa-sig-formatter', 'https-proxy-agent', 'agent-base', 'debug', 'ms', 'supports-color', 'has-flag', 'safer-buffer', 'safe-buffer', 'inherits', 'buffer-equal-constant-time', 'minimalistic-assert'];
export const BIG_INPUTS = {
  stripe: ['node_modules/stripe/'],
  'common passwords': ['node_modules/@zxcvbn-ts/language-common/'],
  'municipal seats': ['lambdas/base/places/municipios/coordenadas.json'],
  'municipal names': ['lambdas/base/places/municipios/nomes.json'],
  'web-push': ['node_modules/web-push/', ...WEB_PUSH_DEPENDENCIES.map((d) => `node_modules/${d}/`)],
} as const;
export type BigInput = keyof typeof BIG_INPUTS;

/** Every function's target: 300 KB, and for a function that needs a big input, 300 KB beside it (KB each, rounded up). */
export const BUNDLE_TARGET_KB = 300;
const ALLOWANCE_KB: Record<BigInput, number> = { stripe: 250, 'common passwords': 420, 'municipal seats': 165, 'municipal names': 145, 'web-push': 120 };

const STRIPE_USERS = [
  'subscriptions/handlers/checkout', 'subscriptions/handlers/billing-portal', 'subscriptions/handlers/billing-summary', 'subscriptions/handlers/cancel-subscription',
  'subscriptions/handlers/stripe-webhook', 'subscriptions/jobs/remind-renewals', 'subscriptions/jobs/reconcile-stripe', 'account/handlers/export-account',
  'account/handlers/request-account-deletion', 'account/jobs/resume-account-deletions', 'team/handlers/get-caregiver', 'team/handlers/delete-caregiver',
];
const OPENING_WRITERS = ['team/handlers/create-opening', 'team/handlers/correct-opening', 'team/handlers/import-openings'];
/** Which function needs which big input, and why: the Stripe SDK where Stripe is called; the list of common passwords
 * where a password is chosen (sign-up); the municipal seats where a CEP is placed; their names where an alert's city
 * is checked; web-push where a push is sent. */
export const BIG_INPUT_USERS: Record<BigInput, readonly string[]> = {
  stripe: STRIPE_USERS,
  'common passwords': ['caregivers/handlers/signup'],
  'municipal seats': ['caregivers/handlers/set-cep', 'alerts/handlers/create-alert', ...OPENING_WRITERS],
  'municipal names': ['alerts/handlers/create-alert'],
  'web-push': ['team/handlers/send-notice', 'team/jobs/fan-out-notices', 'push/jobs/send-held-pushes', 'push/jobs/resend-dead-pushes', 'alerts/jobs/match-new-openings'],
};

export interface BundleResult {
  name: string;
  bytes: number;
  kilobytes: number;
  includesStripe: boolean;
  /** The big inputs it carries, each with its KB in the bundle. */
  bigInputs: Partial<Record<BigInput, number>>;
  /** Its target: 300 KB plus the allowance of each big input it needs. */
  targetKb: number;
  /** Within its target, and no big input it does not need. */
  met: boolean;
  importMs: number;
  /** Imported in a fresh Node process of its own (a cold start's figure), not after the others in a shared one. */
  importedAlone: boolean;
}

/** The big inputs a bundle carries (its first path present), each with its KB in the bundle, dependencies included. */
const bigInputsOf = (inputs: Record<string, { bytesInOutput: number }>): Partial<Record<BigInput, number>> => {
  const files = Object.entries(inputs);
  const found = (Object.keys(BIG_INPUTS) as BigInput[]).filter((big) => files.some(([file]) => file.includes(BIG_INPUTS[big][0])));
  const kb = (big: BigInput) => round(files.filter(([file]) => BIG_INPUTS[big].some((f) => file.includes(f))).reduce((sum, [, i]) => sum + i.bytesInOutput, 0) / 1024);
  return Object.fromEntries(found.map((big) => [big, kb(big)]));
};

const needs = (name: string) => (Object.keys(BIG_INPUT_USERS) as BigInput[]).filter((big) => BIG_INPUT_USERS[big].includes(name));

/**
 * Bundles each function the way the CDK does (esbuild, minified, Node 22, the AWS SDK v3 left to the runtime) and
 * times its import in a fresh Node process (a cold start's module loading, without Lambda's own overhead): the best
 * of `imports` (3). With `imports` 0 (`--small`, where the sizes are the figure that is checked) every bundle is
 * still imported, each after the other in one Node process: a bundle that fails to load still fails the part, at a
 * fraction of 79 processes' cost (each loads the AWS SDK from node_modules), and its time is not a cold start's.
 */
export async function benchLambdaBundles(imports = 3): Promise<BundleResult[]> {
  const outDir = path.join(ROOT, '.local', 'bench-bundles');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const entries = [
    ...[...new Set(routes.map((r) => r.handler))].map((h) => ({ name: h, file: handlerFile(h) })),
    ...Object.values(cognitoTriggers).map((t) => ({ name: t.handler, file: handlerFile(t.handler) })),
    ...scheduledJobs.map((j) => ({ name: j.handler, file: handlerFile(j.handler) })),
    ...[...tableStreamConsumers, ...emailEventConsumers].map((c) => ({ name: c.handler, file: handlerFile(c.handler) })),
  ];
  const env = {
    ...process.env,
    TABLE_NAME: 'bench',
    SITE_URL: 'http://localhost',
    MAIL_FROM: 'a@b.c',
    SUPPORT_INBOX: 'a@b.c',
    USER_POOL_ID: 'p',
    USER_POOL_CLIENT_ID: 'c',
    USER_POOL_SERVER_CLIENT_ID: 's',
    OPERATORS_USER_POOL_ID: 'o',
    VIACEP_URL: 'http://127.0.0.1:1',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PRICE_MENSAL: 'price_m',
    STRIPE_PRICE_TRIMESTRAL: 'price_t',
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // One esbuild run for every function: each entry point is still its own bundle (no code splitting), as the CDK
  // makes it, but the files they share are read and parsed once.
  const outfileOf = (name: string) => path.join(outDir, `${name.replace(/[:/]/g, '-')}.js`);
  const out = await build({
    entryPoints: entries.map((entry) => ({ in: entry.file, out: path.basename(outfileOf(entry.name), '.js') })),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    minify: true,
    external: ['@aws-sdk/*'],
    outdir: outDir,
    metafile: true,
    logLevel: 'silent',
  });
  const outputOf = (outfile: string) => out.metafile.outputs[path.relative(process.cwd(), outfile)];
  const importTimes = imports === 0 ? importedTogether(entries.map((e) => outfileOf(e.name)), env) : new Map(entries.map((e) => [outfileOf(e.name), importedAlone(outfileOf(e.name), imports, env)]));
  const results: BundleResult[] = [];
  for (const entry of entries) {
    const outfile = outfileOf(entry.name);
    const { inputs } = outputOf(outfile);
    const bigInputs = bigInputsOf(inputs);
    const needed = needs(entry.name);
    const targetKb = BUNDLE_TARGET_KB + needed.reduce((sum, big) => sum + ALLOWANCE_KB[big], 0);
    const bytes = fs.statSync(outfile).size;
    const kilobytes = round(bytes / 1024);
    const unneeded = (Object.keys(bigInputs) as BigInput[]).filter((big) => !needed.includes(big));
    results.push({ name: entry.name, bytes, kilobytes, includesStripe: 'stripe' in bigInputs, bigInputs, targetKb, met: kilobytes <= targetKb && unneeded.length === 0, importMs: round(importTimes.get(outfile)!), importedAlone: imports > 0 });
  }
  return results;
}

/** The best of `times` imports of one bundle, each in a fresh Node process (ms). */
function importedAlone(outfile: string, times: number, env: NodeJS.ProcessEnv): number {
  const importTimes: number[] = [];
  for (let i = 0; i < times; i++) {
    const run = spawnSync(process.execPath, ['-e', `const t=process.hrtime.bigint();require(${JSON.stringify(outfile)});console.log(Number(process.hrtime.bigint()-t)/1e6)`], { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`importing ${path.basename(outfile)} failed: ${run.stderr}`);
    importTimes.push(Number(run.stdout.trim()));
  }
  return Math.min(...importTimes);
}

/** Every bundle imported in turn in one Node process: each one's time (ms), or the first that fails to load. */
function importedTogether(outfiles: string[], env: NodeJS.ProcessEnv): Map<string, number> {
  const script = `const times={};for(const f of ${JSON.stringify(outfiles)}){const t=process.hrtime.bigint();try{require(f)}catch(e){console.error('importing '+f+' failed: '+(e&&e.stack||e));process.exit(1)}times[f]=Number(process.hrtime.bigint()-t)/1e6}process.stdout.write(JSON.stringify(times))`;
  const run = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr);
  return new Map(Object.entries(JSON.parse(run.stdout) as Record<string, number>));
}
