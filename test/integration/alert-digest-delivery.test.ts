import { createConfirmedUser } from '../../infra/local/seed';
import { LOCAL_ALERTS_TOKEN_SECRET } from '../../infra/local/settings';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { deleteAllAlertsOf } from '../../lambdas/alerts/data/alerts';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import type { Opening } from '../../lambdas/openings/opening';
import { signUnsubscribeToken, unsubscribeIdHash } from '../../lambdas/alerts/unsubscribe-token';
import { CLAIM_LEASE_MS } from '../../lambdas/alerts/alert-digests';
import { findTracesOf } from '../reliability/integrity';
import { recordCases } from '../reliability/report';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';
import { shortBackoff } from './helpers/short-backoff';

/**
 * Digest delivery under concurrency and faults (docs/decisions/013): each caregiver's digest goes on its own (one
 * failure never stops the others), and no digest is ever e-mailed twice: two runs at once, DynamoDB throttled at
 * every request of a run (before and after the send), SES failing.
 */
const stack = useLocalStack({ integrityCheck: 'falhas' });
// Throttling below makes the handlers retry: the same retries, without the SDK's seconds of backoff.
beforeAll(() => {
  shortBackoff(db());
});
const DAY = 24 * 3600_000;
let seq = 0;
let clock = Date.parse('2027-01-01T00:00:00Z');

interface Person {
  uid: string;
  email: string;
  city: string;
  token: string;
}

const digestJob = (now: number) => stack().runJob('send-alert-digests', { settleMs: 0, now: new Date(now).toISOString() }) as Promise<Record<string, number>>;
const mailsOf = async (p: Person) => (await mailbox(stack())).filter((m) => m.destination.to.some((to) => to.includes(p.email)));
const mailsTo = async (p: Person) => (await mailsOf(p)).length;

/** A caregiver with an alert for her own city, and one new opening there matched to it (pending, not e-mailed). */
async function caregiverWithPendingMatch(): Promise<Person> {
  const n = ++seq;
  const email = `digest.${n}.${Date.now()}@exemplo.com.br`;
  const password = 'Carey2024!';
  const name = 'Dalva Digest';
  const uid = await createConfirmedUser(stack(), { email, password, name });
  await createCaregiverWithClaims({
    uid,
    name,
    email,
    phone: `119${String(n).padStart(4, '0')}${String(Date.now()).slice(-4)}`,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
    // the texts in force accepted: a signed-in route answers only then (decision 067)
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
  });
  const { accessToken: token } = await signIn(stack(), email, password);
  const city = `Cidade Digest ${n}`;
  expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { cidade: city } })).status).toBe(201);
  // Published just before the runs' clock: an opening older than OPENINGS_CLOSE_AFTER_DAYS at the send is left out.
  const opening = { id: `digest-${n}`, clientId: 'familia-digest', createdAt: new Date(clock - DAY).toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: city }, bairro: 'Centro' } as Opening;
  await saveOpening(opening);
  await stack().drainStreams();
  return { uid, email, city, token };
}

/** Runs the job as the schedule would until nobody is left pending: each run after the last one's lease. */
async function runUntilSettled(from: number) {
  const outcomes: Record<string, number> = {};
  let at = from;
  for (let run = 0; run < 3; run++, at += CLAIM_LEASE_MS + 60_000) {
    const counts = await digestJob(at);
    for (const [k, v] of Object.entries(counts)) outcomes[k] = (outcomes[k] ?? 0) + v;
  }
  return outcomes;
}

/** Makes every DynamoDB request touching `uid` with one of these commands fail, on the client the job uses. */
function failDynamoFor(uid: string, commandNames: RegExp) {
  const name = `injected-dynamo-fault-${++seq}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (commandNames.test(String(context.commandName)) && JSON.stringify(args.input).includes(uid)) {
        throw Object.assign(new Error('DynamoDB fault (injected)'), { name: 'InternalServerError', $fault: 'server' });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db().middlewareStack.remove(name);
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  clock += 2 * DAY;
});
afterEach(() => jest.restoreAllMocks());

it('two digest jobs started at the same moment send each caregiver one e-mail', async () => {
  const people = [await caregiverWithPendingMatch(), await caregiverWithPendingMatch(), await caregiverWithPendingMatch()];
  const [a, b] = await Promise.all([digestJob(clock), digestJob(clock)]);
  expect(a.sent + b.sent).toBe(3);
  expect(a.failed + b.failed).toBe(0);
  for (const p of people) expect(await mailsTo(p)).toBe(1);
  expect((await runUntilSettled(clock + DAY + 60_000)).sent).toBe(0);
  for (const p of people) expect(await mailsTo(p)).toBe(1);
  recordCases('falhas', 'two digest jobs at once', 2);
});

it('one caregiver failing does not stop the others; hers goes once a later run can', async () => {
  const [first, second, third] = [await caregiverWithPendingMatch(), await caregiverWithPendingMatch(), await caregiverWithPendingMatch()];
  // Reading her profile fails (after her claim): an error the digest itself does not handle.
  const restore = failDynamoFor(second.uid, /^Get/);
  let counts;
  try {
    counts = await digestJob(clock);
  } finally {
    restore();
  }
  expect(counts).toMatchObject({ sent: 2, failed: 1 });
  expect([await mailsTo(first), await mailsTo(second), await mailsTo(third)]).toEqual([1, 0, 1]);
  // Her claim holds her until its lease ends; then she gets hers, once.
  expect((await digestJob(clock + 60_000)).sent).toBe(0);
  expect(await runUntilSettled(clock + CLAIM_LEASE_MS + 60_000)).toMatchObject({ sent: 1 });
  expect([await mailsTo(first), await mailsTo(second), await mailsTo(third)]).toEqual([1, 1, 1]);
  recordCases('falhas', 'one caregiver failing in the digest loop', 1);
});

it('DynamoDB throttled from each request of a digest run on (before and after the send): one e-mail, never two', async () => {
  // How many DynamoDB requests one caregiver's digest run makes, so the fault can start at each of them.
  const probe = await caregiverWithPendingMatch();
  const before = stack().dynamo.requestCount();
  expect(await digestJob(clock)).toMatchObject({ sent: 1 });
  const requests = stack().dynamo.requestCount() - before;
  expect(requests).toBeGreaterThanOrEqual(6);
  expect(await mailsTo(probe)).toBe(1);

  const laterOutcomes: Record<string, number> = {};
  for (let after = 0; after < requests; after++) {
    clock += 2 * DAY;
    const dalva = await caregiverWithPendingMatch();
    stack().dynamo.throttleNext(10_000, after);
    try {
      await digestJob(clock).catch(() => undefined); // throttled before it could list anyone: the job itself fails
    } finally {
      stack().dynamo.throttleNext(0);
    }
    const sentDuringFault = await mailsTo(dalva);
    for (const [k, v] of Object.entries(await runUntilSettled(clock + 60_000))) laterOutcomes[k] = (laterOutcomes[k] ?? 0) + v;
    expect({ after, sentDuringFault, mails: await mailsTo(dalva) }).toEqual({ after, sentDuringFault, mails: 1 });
  }
  // Both sides of the send were hit: faults before it were sent by a later run, faults after it were not sent again.
  expect(laterOutcomes.sent).toBeGreaterThanOrEqual(1);
  expect(laterOutcomes.unconfirmed).toBeGreaterThanOrEqual(1);
  recordCases('falhas', 'DynamoDB throttling at each request of a digest', requests);
}, 240_000);

it('SES failing: nothing is sent until SES is back, then one e-mail', async () => {
  const dalva = await caregiverWithPendingMatch();
  const sesClient = (await import('../../lambdas/base/mail/ses')).ses();
  sesClient.middlewareStack.add(
    () => async () => {
      throw Object.assign(new Error('SES indisponível (injetado)'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
    },
    { step: 'initialize', name: 'ses-down' },
  );
  try {
    expect(await digestJob(clock)).toMatchObject({ sent: 0, failed: 1 });
    expect(await digestJob(clock + 60_000)).toMatchObject({ sent: 0, failed: 1 });
  } finally {
    sesClient.middlewareStack.remove('ses-down');
  }
  expect(await mailsTo(dalva)).toBe(0);
  // SES's refusal released the claim and the intent: the very next run sends, once.
  expect(await digestJob(clock + 120_000)).toMatchObject({ sent: 1, unconfirmed: 0 });
  expect((await runUntilSettled(clock + DAY + 60_000)).sent).toBe(0);
  expect(await mailsTo(dalva)).toBe(1);
  recordCases('falhas', 'SES failing on an alert digest, retried', 1);
});

it('SES accepting the e-mail but its answer lost (timeout): taken as sent by a later run, one e-mail, never two', async () => {
  const dalva = await caregiverWithPendingMatch();
  const sesClient = (await import('../../lambdas/base/mail/ses')).ses();
  sesClient.middlewareStack.add(
    (next) => async (args) => {
      await next(args);
      throw Object.assign(new Error('socket hang up (injetado)'), { name: 'TimeoutError' });
    },
    { step: 'initialize', name: 'ses-answer-lost' },
  );
  try {
    expect(await digestJob(clock)).toMatchObject({ sent: 0, failed: 1 });
  } finally {
    sesClient.middlewareStack.remove('ses-answer-lost');
  }
  expect(await mailsTo(dalva)).toBe(1);
  // No resend while the lease holds, nor after it: the intent is taken as sent.
  expect(await digestJob(clock + 60_000)).toMatchObject({ sent: 0, 'not-due': 1 });
  expect(await runUntilSettled(clock + CLAIM_LEASE_MS + 60_000)).toMatchObject({ sent: 0, unconfirmed: 1 });
  expect(await mailsTo(dalva)).toBe(1);
  recordCases('falhas', 'SES answer lost after accepting a digest', 1);
});

it('the documented limit: SES refusing and DynamoDB failing right after leave the digest taken as sent (at most once, never twice)', async () => {
  const dalva = await caregiverWithPendingMatch();
  const sesClient = (await import('../../lambdas/base/mail/ses')).ses();
  sesClient.middlewareStack.add(
    () => async () => {
      // The release that follows SES's refusal fails too: the intent stays without a message id.
      stack().dynamo.throttleNext(10_000);
      throw Object.assign(new Error('SES indisponível (injetado)'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
    },
    { step: 'initialize', name: 'ses-down-then-dynamo' },
  );
  try {
    expect(await digestJob(clock)).toMatchObject({ sent: 0, failed: 1 });
  } finally {
    stack().dynamo.throttleNext(0);
    sesClient.middlewareStack.remove('ses-down-then-dynamo');
  }
  expect(await runUntilSettled(clock + CLAIM_LEASE_MS + 60_000)).toMatchObject({ sent: 0, unconfirmed: 1 });
  expect(await mailsTo(dalva)).toBe(0);
  recordCases('falhas', 'SES and DynamoDB failing together on a digest', 1);
});

describe('the unsubscribe link', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const unsubscribe = (token: string, method = 'POST') =>
    api(stack(), `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method, headers: form, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
  const alertCount = async (p: Person) => ((await api(stack(), '/api/alerts', { token: p.token })).json.items as unknown[]).length;

  it('carries a random id stored server-side, never her uid; clicking it again still says done', async () => {
    const dalva = await caregiverWithPendingMatch();
    expect(await digestJob(clock)).toMatchObject({ sent: 1 });
    const [mail] = await mailsOf(dalva);
    const link = /\/api\/alerts\/unsubscribe\?token=([\w%-]+)/.exec(`${mail.body.text}`)![1];
    const id = decodeURIComponent(link);
    expect(id).toMatch(/^[\w-]{43}$/);
    // Nothing of her in the link, read as text or decoded.
    for (const text of [id, Buffer.from(id, 'base64url').toString('latin1')]) expect(text).not.toContain(dalva.uid);
    // Nor the id itself in the table: only its hash.
    expect(await findTracesOf(stack(), [id])).toEqual([]);

    expect((await unsubscribe(id, 'GET')).status).toBe(200);
    expect(await alertCount(dalva)).toBe(1);
    const done = await unsubscribe(id);
    expect(done.status).toBe(200);
    expect(await alertCount(dalva)).toBe(0);
    expect((await unsubscribe(id)).status).toBe(200);

    const changed = `${id.slice(0, -2)}${id.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await unsubscribe(changed);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Link inválido');

    // The link (which names her uid in the table) outlives the unsubscribe, not her account: the deletion's
    // 'delete-alerts' step removes it with everything else of her alerts.
    expect((await findTracesOf(stack(), [dalva.uid])).filter((t) => t.includes('ALERT'))).toHaveLength(2);
    await deleteAllAlertsOf(dalva.uid);
    expect((await findTracesOf(stack(), [dalva.uid])).filter((t) => t.includes('ALERT'))).toEqual([]);
    expect((await unsubscribe(id)).text).toContain('Link inválido');
    recordCases('autorização', 'unsubscribe link with a stored random id', 4);
  });

  it('an id past its 60 days is refused as expired, even before the TTL removes it; legacy signed links still work until they expire', async () => {
    const dalva = await caregiverWithPendingMatch();
    expect(await digestJob(clock)).toMatchObject({ sent: 1 });
    const [mail] = await mailsOf(dalva);
    const id = decodeURIComponent(/\/api\/alerts\/unsubscribe\?token=([\w%-]+)/.exec(`${mail.body.text}`)![1]);
    // 60 days later: the link's expiry has passed, and DynamoDB's TTL (which may lag for days) has not removed it yet.
    const key = { PK: `ALERTUNSUB#${unsubscribeIdHash(id)}`, SK: 'LINK' };
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET expiresAt = :past', ConditionExpression: 'uid = :uid', ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60, ':uid': dalva.uid } }));
    const expired = await unsubscribe(id);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('Link expirado');
    expect(await alertCount(dalva)).toBe(1);

    // A link from an e-mail sent before this change (signed, with her uid) still unsubscribes while within its 60 days.
    const legacy = signUnsubscribeToken(dalva.uid, LOCAL_ALERTS_TOKEN_SECRET, new Date(Date.now() - 59 * DAY));
    expect((await unsubscribe(legacy)).status).toBe(200);
    expect(await alertCount(dalva)).toBe(0);
    const tooOld = signUnsubscribeToken(dalva.uid, LOCAL_ALERTS_TOKEN_SECRET, new Date(Date.now() - 61 * DAY));
    expect((await unsubscribe(tooOld)).text).toContain('Link expirado');
  });
});
