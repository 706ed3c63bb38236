import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { cognitoTriggers, routes, scheduledJobs } from '../../lambdas/routes';
import { round } from './stats';

const ROOT = path.resolve(__dirname, '../..');
/** A route table handler ('alerts/jobs/send-alert-digests') → its file. */
const handlerFile = (handler: string) => path.join(ROOT, 'lambdas', `${handler}.ts`);

export interface BundleResult {
  name: string;
  bytes: number;
  kilobytes: number;
  includesStripe: boolean;
  importMs: number;
}

/**
 * Bundles each function the way the CDK does (esbuild, minified, Node 22, the AWS SDK v3 left to the runtime) and
 * times its import in a fresh Node process (a cold start's module loading, without Lambda's own overhead): the best
 * of `imports` (3; `--small` runs import once, the sizes being the figure that is checked).
 */
export async function benchLambdaBundles(imports = 3): Promise<BundleResult[]> {
  const outDir = path.join(ROOT, '.local', 'bench-bundles');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const entries = [
    ...[...new Set(routes.map((r) => r.handler))].map((h) => ({ name: h, file: handlerFile(h) })),
    ...Object.values(cognitoTriggers).map((t) => ({ name: t.handler, file: handlerFile(t.handler) })),
    ...scheduledJobs.map((j) => ({ name: j.handler, file: handlerFile(j.handler) })),
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
  const results: BundleResult[] = [];
  for (const entry of entries) {
    const outfile = path.join(outDir, `${entry.name.replace(/[:/]/g, '-')}.js`);
    const out = await build({
      entryPoints: [entry.file],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      minify: true,
      external: ['@aws-sdk/*'],
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    const includesStripe = Object.keys(out.metafile.inputs).some((i) => i.includes('node_modules/stripe/'));
    const importTimes: number[] = [];
    for (let i = 0; i < imports; i++) {
      const run = spawnSync(process.execPath, ['-e', `const t=process.hrtime.bigint();require(${JSON.stringify(outfile)});console.log(Number(process.hrtime.bigint()-t)/1e6)`], {
        env,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`importing ${entry.name} failed: ${run.stderr}`);
      importTimes.push(Number(run.stdout.trim()));
    }
    const bytes = fs.statSync(outfile).size;
    results.push({ name: entry.name, bytes, kilobytes: round(bytes / 1024), includesStripe, importMs: round(Math.min(...importTimes)) });
  }
  return results;
}
