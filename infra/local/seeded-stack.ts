import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { seedSampleData } from './seed';
import { startLocalStack, type LocalStack, type LocalStackOptions } from './stack';

const ROOT = path.resolve(__dirname, '../..');
/** What the seed's state comes from: the seed, the sample data and every write path it goes through. */
const SOURCES = ['lambdas', 'contract', 'infra'];
/**
 * A template serves the files that start within this slot of the clock: the state holds times (the sample
 * caregiver's sign-up and consent, notices an hour old) that counters and pages read, so a file's stack may be at
 * most this much older than a seed of its own would be (docs/decisions/059-seeded-template-and-one-infra-file.md).
 */
export const TEMPLATE_SLOT_MS = 10 * 60 * 1000;
const SECRETS_FILE = 'seed-operators.json';
const TEMPLATE_PREFIX = 'carey-seeded-';

/**
 * A private stack (free ports, its own state, removed on stop) holding the sample data as `seedSampleData` writes
 * it. The seed runs once per template (per source tree and 10-minute slot) into a state folder; every later stack
 * starts on a copy of that stopped folder, so 27 test files do not each pay the seed's 437 DynamoDB requests.
 */
export async function startSeededStack(options: Omit<LocalStackOptions, 'stateDir' | 'ports'> = {}): Promise<LocalStack> {
  const template = await seededTemplate();
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-local-'));
  fs.cpSync(template, stateDir, { recursive: true });
  const stack = await startLocalStack({ ...options, ports: 'free', stateDir }).catch((error: unknown) => {
    fs.rmSync(stateDir, { recursive: true, force: true });
    throw error;
  });
  const secrets = JSON.parse(fs.readFileSync(path.join(stateDir, SECRETS_FILE), 'utf8')) as [string, string][];
  for (const [email, secret] of secrets) stack.operatorTotpSecrets.set(email, secret);
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** The template's folder for now and this source tree; seeded here (and by whichever process gets there first). */
async function seededTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey(Date.now())}`);
  if (fs.existsSync(path.join(dir, SECRETS_FILE))) return dir;
  removeStaleTemplates();
  const building = `${dir}.building-${process.pid}-${Math.random().toString(36).slice(2)}`;
  // In a process of its own: the seed's modules keep SDK clients bound to the stack they first met (its ports),
  // which would be stopped when the caller's own code (a test's direct table writes) reached for them.
  await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [__filename, building], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another process made the same template meanwhile: use its.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** The clock's slot and a hash of the sources' contents (paths and bytes). */
export function templateKey(now: number): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((dir) => filesUnder(dir)).sort()) hash.update(file).update('\0').update(fs.readFileSync(path.join(ROOT, file)));
  return `${Math.floor(now / TEMPLATE_SLOT_MS)}-${hash.digest('hex').slice(0, 16)}`;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : filesUnder(relative);
    return /\.(ts|json|csv)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** Templates (and abandoned builds) older than a day: no run still starts from them. */
function removeStaleTemplates() {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(TEMPLATE_PREFIX))) {
    const full = path.join(os.tmpdir(), name);
    // Another process may rename or remove a folder meanwhile.
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < dayAgo) fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Seeds a state folder (`tsx infra/local/seeded-stack.ts <dir>`: the child process seededTemplate starts). */
async function seedInto(stateDir: string) {
  const stack = await startLocalStack({ ports: 'free', stateDir, functionLogs: 'keep' });
  try {
    await seedSampleData(stack);
  } finally {
    await stack.stop();
  }
  // Written last: a folder without it is not a template.
  fs.writeFileSync(path.join(stateDir, SECRETS_FILE), JSON.stringify([...stack.operatorTotpSecrets]));
}

if (require.main === module) {
  seedInto(process.argv[2]).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
