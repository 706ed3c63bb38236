/**
 * `npm run dev`: the whole product on this machine, no AWS, no Docker, no internet.
 * `npm run dev -- --reset` starts from a clean state. PORT changes the site's port (default 3000).
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { startLocalStack } from '../infra/local/stack';
import { seedSampleData } from '../infra/local/seed';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../infra/local/sample-data';
import { buildWebIfStale } from '../infra/local/web-build';
import { DEV_STATE_DIR as STATE_DIR } from './operator-cli';
import { devTexts as t } from './cli-texts';

/** CAREY_PORTS=free runs a second copy beside a running one (the benchmark measures start-up that way). */
const PORTS = process.env.CAREY_PORTS === 'free' ? 'free' : 'dev';

async function main() {
  const started = Date.now();
  if (process.argv.includes('--reset')) fs.rmSync(STATE_DIR, { recursive: true, force: true });
  if (buildWebIfStale()) console.log('Portal compilado (web/dist).');
  const stack = await startLocalStack({
    stateDir: STATE_DIR,
    ports: PORTS,
    sitePort: process.env.PORT ? Number(process.env.PORT) : undefined,
    healthWaitsForReady: true,
  });
  // The sample operator's TOTP secret (her authenticator app), kept beside the state for later starts.
  const secretFile = path.join(STATE_DIR, 'sample-operator-totp.txt');
  if (stack.fresh) {
    const seeded = await seedSampleData(stack);
    fs.writeFileSync(secretFile, seeded.operatorTotpSecret);
    console.log(t.seeded(seeded.families, seeded.openings));
  }
  const operatorSecret = fs.existsSync(secretFile) ? t.totpSecret(fs.readFileSync(secretFile, 'utf8')) : t.totpMissing;
  // Only now is every opening written: health turns 200 and the banner prints.
  stack.markReady();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      t.running(stack.siteUrl, seconds),
      `  ${t.mailbox.padEnd(25)}${stack.mailboxUrl}`,
      `  ${t.pushService.padEnd(25)}${stack.pushServiceUrl}`,
      `  ${t.sampleAccount.padEnd(25)}${SAMPLE_ACCOUNT.email} / ${SAMPLE_ACCOUNT.password}`,
      `  ${t.team.padEnd(25)}${SAMPLE_OPERATOR.email} / ${SAMPLE_OPERATOR.password} ${operatorSecret}`,
      `  ${t.cognito.padEnd(25)}${stack.cognitoEndpoint} ${t.cognitoPool(stack.userPoolId)}`,
      `  ${t.dynamo.padEnd(25)}${stack.dynamoEndpoint} ${t.dynamoTable(stack.tableName)}`,
      `  ${t.stripe.padEnd(25)}${stack.stripeEndpoint}`,
      `  ${t.stop}`,
      '',
    ].join('\n'),
  );
  if (process.env.CAREY_READY_FILE) fs.writeFileSync(process.env.CAREY_READY_FILE, JSON.stringify({ siteUrl: stack.siteUrl, seconds: Number(seconds) }));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Falha ao iniciar o Carey local:', error);
  process.exit(1);
});
