import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { open } from '../../lambdas/base/sealing/sealed-box';
import { db, tableName } from '../../lambdas/base/table/client';
import { sealContext, ACCESS_RECORD_RETENTION_DAYS } from '../../lambdas/caregivers/sign-in-record';
import { findEmailClaim } from '../../lambdas/caregivers/store';
import { api, signIn, useLocalStack, TSX } from './helpers/local-stack';

const stack = useLocalStack({ seed: true, integrityCheck: 'registros de acesso' });

async function signInRecordsOf(uid: string) {
  const out = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `SIGNIN#${uid}` }, ConsistentRead: true }));
  return (out.Items ?? []) as Record<string, unknown>[];
}
const privateKey = () => (JSON.parse(fs.readFileSync(stack().accessRecordsKeyFile, 'utf8')) as { privateKey: string }).privateKey;
const tokenAt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { auth_time: number };

test('each sign-in leaves one record (date and time; IP and source port sealed), kept 6 months by TTL, whatever the calls', async () => {
  const { uid } = (await findEmailClaim(SAMPLE_ACCOUNT.email))!;
  const before = (await signInRecordsOf(uid)).length;
  const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);

  // The SPA's first call records the sign-in; calling again (a reload), or any other route, writes nothing more.
  for (let i = 0; i < 3; i++) expect((await api(stack(), '/api/me/entrada', { method: 'POST', token, from: '127.44.3.2' })).status).toBe(200);
  expect((await api(stack(), '/api/me', { token })).status).toBe(200);
  const records = await signInRecordsOf(uid);
  expect(records).toHaveLength(before + 1);
  const record = records.at(-1)!;
  const signedInAt = new Date(tokenAt(token).auth_time * 1000).toISOString();
  expect(record).toMatchObject({ em: signedInAt, uid });
  expect(record.expiresAt).toBe(tokenAt(token).auth_time + ACCESS_RECORD_RETENTION_DAYS * 86_400);

  // Nothing in the stored item names the address; the private key (in AWS only the break-glass role's) opens it.
  expect(JSON.stringify(record)).not.toContain('127.44.3.2');
  const opened = JSON.parse(open(String(record.selado), privateKey(), sealContext(uid, signedInAt))) as { ip: string; porta: number };
  expect(opened.ip).toBe('127.44.3.2');
  expect(opened.porta).toBeGreaterThan(0);

  // Her export lists when she signed in, never the sealed value.
  const exported = await api(stack(), '/api/me/export', { token });
  expect(exported.json.acessos).toContainEqual({ em: signedInAt, guardadoAte: new Date(Number(record.expiresAt) * 1000).toISOString() });
  expect(exported.text).not.toContain(String(record.selado));
});

test('a new sign-in is a new record', async () => {
  const { uid } = (await findEmailClaim(SAMPLE_ACCOUNT.email))!;
  const before = (await signInRecordsOf(uid)).length;
  // auth_time has a resolution of one second
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  expect((await api(stack(), '/api/me/entrada', { method: 'POST', token })).status).toBe(200);
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
});

test('without a valid token nothing is recorded', async () => {
  expect((await api(stack(), '/api/me/entrada', { method: 'POST' })).status).toBe(401);
});

test('the break-glass tool opens her records with the private key, and makes key pairs', async () => {
  const { uid } = (await findEmailClaim(SAMPLE_ACCOUNT.email))!;
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  expect((await api(stack(), '/api/me/entrada', { method: 'POST', token, from: '127.44.9.9' })).status).toBe(200);
  const run = promisify(execFile);
  const root = path.resolve(__dirname, '../..');
  const opened = await run(TSX, ['bin/access-records.ts', 'abrir', uid, `--chave-privada=${stack().accessRecordsKeyFile}`], { cwd: root, env: process.env });
  expect(opened.stdout).toMatch(/IP 127\.44\.9\.9 {2}porta \d+ {2}\(guardado até /);
  const keys = await run(TSX, ['bin/access-records.ts', 'chaves'], { cwd: root, env: process.env });
  expect(keys.stdout.split('\n')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
}, 60_000);
