import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { open } from '../../lambdas/base/sealing/sealed-box';
import { db, tableName } from '../../lambdas/base/table/client';
import { sealContext, ACCESS_RECORD_RETENTION_DAYS } from '../../lambdas/caregivers/sign-in-record';
import { caregiverKey, findEmailClaim } from '../../lambdas/caregivers/store';
import { api, signIn, useLocalStack, TSX } from './helpers/local-stack';

const stack = useLocalStack({ seed: true, integrityCheck: 'registros de acesso' });

async function signInRecordsOf(uid: string) {
  const out = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `SIGNIN#${uid}` }, ConsistentRead: true }));
  return (out.Items ?? []) as Record<string, unknown>[];
}
const privateKey = () => (JSON.parse(fs.readFileSync(stack().accessRecordsKeyFile, 'utf8')) as { privateKey: string }).privateKey;
const tokenAt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { auth_time: number };

/** The sealed address of a record, opened with the local private key (in AWS only the break-glass role holds it). */
const addressOf = (uid: string, record: Record<string, unknown>) => JSON.parse(open(String(record.selado), privateKey(), sealContext(uid, String(record.em)))) as { ip: string; porta: number };
/** A new sign-in of the sample caregiver (auth_time has a resolution of one second), and her records before it. */
async function newSignIn() {
  const { uid } = (await findEmailClaim(SAMPLE_ACCOUNT.email))!;
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const before = (await signInRecordsOf(uid)).length;
  const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  return { uid, token, before, signedInAt: new Date(tokenAt(token).auth_time * 1000).toISOString() };
}
const recordOf = async (uid: string, em: string) => (await signInRecordsOf(uid)).filter((r) => r.em === em);

// Claim (Marco Civil art. 15; docs/decisions/067): the server records every sign-in, whatever the client calls: a
// plain script that never calls POST /api/me/entrada still leaves exactly one record, with its first request's address.
test('a sign-in used by a plain script (no /api/me/entrada) leaves one record: date and time; IP and port sealed; 6 months', async () => {
  const { uid, token, before, signedInAt } = await newSignIn();
  expect((await api(stack(), '/api/me', { token, from: '127.44.3.2' })).status).toBe(200);
  expect((await api(stack(), '/api/notices', { token, from: '127.44.3.3' })).status).toBe(200);
  const records = await signInRecordsOf(uid);
  expect(records).toHaveLength(before + 1);
  const [record] = await recordOf(uid, signedInAt);
  expect(record).toMatchObject({ em: signedInAt, uid });
  expect(record.expiresAt).toBe(tokenAt(token).auth_time + ACCESS_RECORD_RETENTION_DAYS * 86_400);

  // Nothing in the stored item names the address; the private key opens it.
  expect(JSON.stringify(record)).not.toContain('127.44.3.2');
  const opened = addressOf(uid, record);
  expect(opened.ip).toBe('127.44.3.2');
  expect(opened.porta).toBeGreaterThan(0);

  // Her export lists when she signed in, never the sealed value.
  const exported = await api(stack(), '/api/me/export', { token });
  // Written as every instant of the export is, in São Paulo's ISO 8601 (-03:00): the same instants as the record's.
  const acessos = (exported.json.acessos as { em: string; guardadoAte: string }[]).map(({ em, guardadoAte }) => ({ em, guardadoAte, at: [Date.parse(em), Date.parse(guardadoAte)] }));
  expect(acessos).toContainEqual({ em: expect.stringMatching(/-03:00$/), guardadoAte: expect.stringMatching(/-03:00$/), at: [Date.parse(signedInAt), Number(record.expiresAt) * 1000] });
  expect(exported.text).not.toContain(String(record.selado));
});

test('three calls from three addresses (the old client\'s /api/me/entrada among them) keep the first address, sealed once', async () => {
  const { uid, token, before, signedInAt } = await newSignIn();
  expect((await api(stack(), '/api/me/entrada', { method: 'POST', token, from: '127.44.4.1' })).status).toBe(200);
  const [first] = await recordOf(uid, signedInAt);
  expect((await api(stack(), '/api/me/entrada', { method: 'POST', token, from: '127.44.4.2' })).status).toBe(200);
  expect((await api(stack(), '/api/alerts', { token, from: '127.44.4.3' })).status).toBe(200);
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
  const [kept] = await recordOf(uid, signedInAt);
  expect(kept).toEqual(first);
  expect(addressOf(uid, kept).ip).toBe('127.44.4.1');
});

test('a request that does not see the note of the recorded sign-in (as in a race) still leaves the first address: the write is put-if-absent', async () => {
  const { uid, token, before, signedInAt } = await newSignIn();
  expect((await api(stack(), '/api/me', { token, from: '127.44.5.1' })).status).toBe(200);
  const [first] = await recordOf(uid, signedInAt);
  // The note spares later requests the write; without it, the store's condition alone must keep the record.
  await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'REMOVE entradaRegistrada' }));
  expect((await api(stack(), '/api/me', { token, from: '127.44.5.2' })).status).toBe(200);
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
  const [kept] = await recordOf(uid, signedInAt);
  expect(kept).toEqual(first);
  expect(addressOf(uid, kept).ip).toBe('127.44.5.1');
});

test('concurrent first requests of one sign-in leave one record, the address of one of them', async () => {
  const { uid, token, before, signedInAt } = await newSignIn();
  const addresses = ['127.44.6.1', '127.44.6.2', '127.44.6.3', '127.44.6.4', '127.44.6.5', '127.44.6.6'];
  const paths = ['/api/me', '/api/notices', '/api/alerts'] as const;
  const answers = await Promise.all(addresses.map((from, i) => api(stack(), paths[i % paths.length], { token, from })));
  expect(answers.map((a) => a.status)).toEqual(addresses.map(() => 200));
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
  const [record] = await recordOf(uid, signedInAt);
  expect(addresses).toContain(addressOf(uid, record).ip);
});

test('a new sign-in is a new record, and the previous one\'s token, used again, adds none', async () => {
  const earlier = await newSignIn();
  expect((await api(stack(), '/api/me', { token: earlier.token })).status).toBe(200);
  const { uid, token, before } = await newSignIn();
  expect((await api(stack(), '/api/me', { token })).status).toBe(200);
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
  // the older session (another device) goes on: its record exists, nothing is added
  expect((await api(stack(), '/api/me', { token: earlier.token })).status).toBe(200);
  expect((await api(stack(), '/api/me', { token })).status).toBe(200);
  expect(await signInRecordsOf(uid)).toHaveLength(before + 1);
  expect(await recordOf(uid, earlier.signedInAt)).toHaveLength(1);
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
  // The private key goes to a file of its own, outside the working tree (a key written there could be committed).
  const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carey-chaves-')), 'chave.txt');
  const keys = await run(TSX, ['bin/access-records.ts', 'chaves', `--arquivo=${keyFile}`], { cwd: root, env: process.env });
  expect(keys.stdout.split('\n')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(fs.readFileSync(keyFile, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}\n$/);
  fs.rmSync(path.dirname(keyFile), { recursive: true, force: true });
}, 60_000);
