/**
 * Break-glass operator tool for the Marco Civil access records (docs/decisions/040-sealed-access-records.md):
 * `chaves` makes a new key pair for a stage; `abrir <uid>` lists her sign-in records and opens their sealed IP and
 * port with the private key: `--local` reads `npm run dev`'s pair, `--chave-privada=arquivo` a file, and in AWS the
 * secret ACCESS_RECORDS_SECRET_ID, which only the break-glass role may read. Exit code 0 done, 2 none, 1 usage.
 */
import fs from 'node:fs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import './quiet-aws-sdk';
import { generateSealingKeyPair, open } from '../lambdas/base/sealing/sealed-box';
import { listSignInRecords } from '../lambdas/caregivers/store';
import { sealContext } from '../lambdas/caregivers/sign-in-record';
import { accessRecordsKeyFile } from '../infra/local/access-records-keys';
import { DEV_STATE_DIR, pointAtLocalStack, runCli } from './operator-cli';
import { accessRecordsTexts as t } from './cli-texts';

/** A key file holds our JSON pair (local) or the private key alone (as put in the secret). */
function privateKeyIn(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? (JSON.parse(trimmed) as { privateKey: string }).privateKey : trimmed;
}

async function privateKey(argv: string[]): Promise<string> {
  const file = argv.find((a) => a.startsWith('--chave-privada='))?.slice('--chave-privada='.length);
  if (file) return privateKeyIn(fs.readFileSync(file, 'utf8'));
  if (argv.includes('--local')) return privateKeyIn(fs.readFileSync(accessRecordsKeyFile(DEV_STATE_DIR), 'utf8'));
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: process.env.ACCESS_RECORDS_SECRET_ID }));
  return privateKeyIn(out.SecretString ?? '');
}

export async function main(argv: string[]): Promise<number> {
  const [command, uid] = argv.filter((a) => !a.startsWith('--'));
  if (command === 'chaves') {
    // The private key goes to a new file only its owner may read (mode 600), never to the terminal (its scrollback,
    // a shared screen, a CI log): `--arquivo=` names it, else one is made in the current folder.
    const file = argv.find((a) => a.startsWith('--arquivo='))?.slice('--arquivo='.length) || `chave-privada-registros-de-acesso-${Date.now()}.txt`;
    const keys = generateSealingKeyPair();
    fs.writeFileSync(file, `${keys.privateKey}\n`, { mode: 0o600, flag: 'wx' });
    fs.chmodSync(file, 0o600);
    console.log(`${t.publicKey}\n${keys.publicKey}\n${t.privateKeyFile(file)}`);
    return 0;
  }
  if (command !== 'abrir' || !uid) {
    console.error(t.usage);
    return 1;
  }
  if (argv.includes('--local')) pointAtLocalStack();
  const key = await privateKey(argv);
  const records = await listSignInRecords(uid);
  if (!records.length) {
    console.log(t.none(uid));
    return 2;
  }
  for (const r of records) {
    const until = new Date(r.expiresAt * 1000).toISOString();
    try {
      const { ip, porta } = JSON.parse(open(r.selado, key, sealContext(uid, r.em))) as { ip: string; porta: number | null };
      console.log(t.record(r.em, ip, porta, until));
    } catch {
      console.log(t.unreadable(r.em));
    }
  }
  return 0;
}

if (require.main === module) runCli(main);
