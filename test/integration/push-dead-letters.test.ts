import { randomUUID } from 'node:crypto';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { queryAll } from '../../lambdas/base/table/client';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { listSubscriptions } from '../../lambdas/push/data/push-subscriptions';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';
import { PUSH_PASSWORD, pushBrowser, type PushTestDevice } from './helpers/push-browser';
import { expectDeletionFinished } from './helpers/deletion';

/**
 * Dead letters of pushes on the local stack (docs/decisions/081-push-dead-letters.md): the local push service answers
 * 503 (Retry-After: 1) for `/push/fail-…` until the test recovers that path; the notice request dead-letters the push,
 * and the job `resend-dead-pushes` sends it again when due, once.
 */
const stack = useLocalStack({ seed: true });
const { device, received, decrypt, caregiver, subscribe } = pushBrowser(stack);
const JOB = 'resend-dead-pushes';
const MINUTE = 60_000;
const at = (ms: number) => ({ now: new Date(ms).toISOString() });

const deadLetters = (uid: string) => queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `CAREGIVER#${uid}`, ':sk': 'PUSHDEAD#' }, ConsistentRead: true });
const recover = (d: PushTestDevice) => fetch(`${stack().pushServiceUrl}/control/recover?path=${encodeURIComponent(new URL(d.subscription.endpoint).pathname)}`, { method: 'POST' });
const logsOf = (handler: string, since: number) => stack().functionLogs(handler).slice(since).map((l) => l.line).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
const metricsOf = (lines: Record<string, unknown>[]) => emfMetrics(lines).map((m) => ({ name: m.name, value: m.value }));

async function noticeTo(email: string, mensagem: string) {
  const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  const sent = await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem, destinatarias: 'uma', cuidadora: email } });
  expect(sent.status).toBe(201);
}

/** A caregiver with a device whose push service fails (503), and the dead letter her notice left. */
async function deadLettered(mensagem: string) {
  const who = await caregiver();
  const phone = device(`fail-${randomUUID()}`);
  expect((await subscribe(who.token, phone)).status).toBe(201);
  await noticeTo(who.email, mensagem);
  const letters = await deadLetters(who.uid);
  expect(letters).toHaveLength(1);
  return { ...who, phone, letter: letters[0] };
}

describe('a push still failing after its retries', () => {
  it('is dead-lettered (PushDeadLettered), then sent again by the job once the push service is back: once, even with two runs at once', async () => {
    const ana = await caregiver();
    const phone = device(`fail-${randomUUID()}`);
    const tablet = device();
    for (const d of [phone, tablet]) expect((await subscribe(ana.token, d)).status).toBe(201);
    const handler = 'team/handlers/send-notice';
    const since = stack().functionLogs(handler).length;
    await noticeTo(ana.email, 'Plantão extra no sábado.');
    expect(await received(tablet)).toHaveLength(1);
    expect(await received(phone)).toEqual([]);
    expect(metricsOf(logsOf(handler, since))).toEqual(expect.arrayContaining([{ name: 'PushFailed', value: 1 }, { name: 'PushDeadLettered', value: 1 }]));

    const [letter] = await deadLetters(ana.uid);
    const first = Date.parse(String(letter.firstFailedAt));
    expect(letter).toMatchObject({ kind: 'notice', payload: { title: 'Novo aviso da equipe Carey', body: 'Plantão extra no sábado.', url: '/avisos' }, urgency: 'normal', lastStatus: 503, resends: 0, GSI2PK: 'PUSHDEAD#QUEUE' });
    // as many requests as the notice request's 3 s allowed (each 503 says Retry-After: 1)
    expect(letter.attempts).toBeGreaterThanOrEqual(1);
    // her device by reference only, and gone from the table two days after its first failure at the latest
    expect(JSON.stringify(letter)).not.toContain(new URL(phone.subscription.endpoint).pathname);
    expect(letter.expiresAt).toBe(Math.floor(first / 1000) + 48 * 3600);

    // not due for 5 minutes; at 6, still failing: back in the queue for 10 more
    expect(await stack().runJob(JOB)).toEqual({ sent: 0, gone: 0, retried: 0, dropped: 0, failed: 0 });
    expect(await stack().runJob(JOB, at(first + 6 * MINUTE))).toEqual({ sent: 0, gone: 0, retried: 1, dropped: 0, failed: 0 });
    expect((await deadLetters(ana.uid))[0]).toMatchObject({ resends: 1, lastStatus: 503 });
    expect(await stack().runJob(JOB, at(first + 15 * MINUTE))).toMatchObject({ sent: 0, retried: 0 });

    expect((await recover(phone)).status).toBe(204);
    const jobSince = stack().functionLogs(`push/jobs/${JOB}`).length;
    const runs = (await Promise.all([stack().runJob(JOB, at(first + 17 * MINUTE)), stack().runJob(JOB, at(first + 17 * MINUTE))])) as { sent: number }[];
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    const pushes = await received(phone);
    expect(pushes).toHaveLength(1);
    expect(decrypt(phone, pushes[0])).toEqual({ title: 'Novo aviso da equipe Carey', body: 'Plantão extra no sábado.', url: '/avisos' });
    // what was left of its 2 days
    expect(pushes[0].headers).toMatchObject({ ttl: String(2 * 24 * 3600 - 17 * 60), urgency: 'normal' });
    expect(await deadLetters(ana.uid)).toEqual([]);
    expect(metricsOf(logsOf(`push/jobs/${JOB}`, jobSince))).toContainEqual({ name: 'PushSent', value: 1 });
    expect(await stack().runJob(JOB, at(first + 4 * 60 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await received(phone)).toHaveLength(1);
  });

  it('a day old, it is dropped and counted (PushDeadLettersDropped)', async () => {
    const bia = await deadLettered('Aviso que não chega.');
    const first = Date.parse(String(bia.letter.firstFailedAt));
    const since = stack().functionLogs(`push/jobs/${JOB}`).length;
    expect(await stack().runJob(JOB, at(first + 6 * MINUTE))).toMatchObject({ retried: 1, dropped: 0 });
    expect(await stack().runJob(JOB, at(first + 24 * 60 * MINUTE))).toMatchObject({ sent: 0, dropped: 1 });
    expect(await deadLetters(bia.uid)).toEqual([]);
    const lines = logsOf(`push/jobs/${JOB}`, since);
    expect(metricsOf(lines)).toContainEqual({ name: 'PushDeadLettersDropped', value: 1 });
    expect(lines.find((l) => l.message === 'push dead letter dropped')).toMatchObject({ kind: 'notice', reason: 'max-age' });
    expect(await received(bia.phone)).toEqual([]);
  });

  it('her account deletion removes her dead letters (and their place in the queue), not another caregiver’s', async () => {
    const clara = await deadLettered('Aviso para Clara.');
    const dani = await deadLettered('Aviso para Dani.');
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: clara.token, json: { password: PUSH_PASSWORD, confirm: true } });
    await expectDeletionFinished(stack(), deletion);
    expect(await deadLetters(clara.uid)).toEqual([]);
    expect(await listSubscriptions(clara.uid)).toEqual([]);
    const queue = await queryAll({ IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :q', ExpressionAttributeValues: { ':q': 'PUSHDEAD#QUEUE' } });
    expect(queue.map((i) => i.uid).filter((uid) => uid === clara.uid || uid === dani.uid)).toEqual([dani.uid]);
    // Dani's is sent when her push service is back; nothing goes to Clara's device
    await recover(dani.phone);
    await recover(clara.phone);
    expect(await stack().runJob(JOB, at(Date.parse(String(dani.letter.firstFailedAt)) + 6 * MINUTE))).toMatchObject({ sent: 1, dropped: 0 });
    expect(decrypt(dani.phone, (await received(dani.phone))[0]).body).toBe('Aviso para Dani.');
    expect(await received(clara.phone)).toEqual([]);
  });
});
