import { createECDH, randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { captureLog, emfMetrics } from '../base/observability/captured-log';
import { observedHandler } from '../base/observability/observability';
import { deliverToCaregiver, PUSH_DELIVERY } from './deliver';
import { sendPush, type PushResponse } from './send-push';

const vapid = { subject: 'mailto:suporte@carey.com.br', ...webPush.generateVAPIDKeys() };
const browser = createECDH('prime256v1');
browser.generateKeys();
const subscription = { uid: 'ana', endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }, createdAt: '2026-11-27T10:00:00.000Z' };
const payload = { title: 'Nova vaga perto de você', body: 'Cuidador(a) · Centro · a 1,5 km', url: '/buscar-vagas?vaga=v1' };

function transport(...answers: (PushResponse | Error)[]) {
  const calls: { endpoint: string; headers: Record<string, string>; body: Buffer }[] = [];
  return {
    calls,
    post: async (endpoint: string, headers: Record<string, string>, body: Buffer) => {
      calls.push({ endpoint, headers, body });
      const answer = answers.shift() ?? { status: 201 };
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}
const waits: number[] = [];
const sleep = async (ms: number) => void waits.push(ms);
beforeEach(() => (waits.length = 0));

describe('sendPush: one request per attempt, built by web-push, sent by our client', () => {
  it('encrypted (aes128gcm) with VAPID, TTL and Urgency set on purpose: 201 is sent', async () => {
    const t = transport({ status: 201 });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.opening, { vapid, transport: t, deadline: Date.now() + 60_000, sleep })).toEqual({ outcome: 'sent' });
    expect(t.calls).toHaveLength(1);
    const { headers, body, endpoint } = t.calls[0];
    expect(endpoint).toBe(subscription.endpoint);
    expect(headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: String(6 * 3600), Urgency: 'normal' });
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const claims = JSON.parse(Buffer.from(headers.Authorization.split(' ')[1].slice(2, -1).split('.')[1], 'base64url').toString()) as { aud: string; exp: number; sub: string };
    expect(claims.aud).toBe('https://fcm.googleapis.com');
    expect(claims.sub).toBe('mailto:suporte@carey.com.br');
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(body.includes(Buffer.from('Nova vaga'))).toBe(false);
  });

  it.each([404, 410])('%s: the device is gone (no retry)', async (status) => {
    const t = transport({ status });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.notice, { vapid, transport: t, deadline: Date.now() + 60_000, sleep })).toEqual({ outcome: 'gone' });
    expect(t.calls).toHaveLength(1);
  });

  it('429 and 5xx are retried with growing waits (Retry-After when longer), then succeed', async () => {
    const t = transport({ status: 429, retryAfterSeconds: 2 }, { status: 503 }, new Error('socket hang up'), { status: 201 });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.opening, { vapid, transport: t, deadline: Date.now() + 60_000, sleep })).toEqual({ outcome: 'sent' });
    expect(waits).toEqual([2000, 1500, 4500]);
  });

  it('still failing after the retries, or when the budget runs out: failed, with the last status', async () => {
    const always = transport({ status: 500 }, { status: 500 }, { status: 500 }, { status: 502 });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.opening, { vapid, transport: always, deadline: Date.now() + 60_000, sleep })).toEqual({ outcome: 'failed', status: 502, reason: 'HTTP 502', retryable: true, attempts: 4 });
    expect(always.calls).toHaveLength(4);
    const tight = transport({ status: 503 }, { status: 201 });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.opening, { vapid, transport: tight, deadline: Date.now() + 100, sleep })).toMatchObject({ outcome: 'failed', status: 503, retryable: true, attempts: 1 });
    expect(tight.calls).toHaveLength(1);
  });

  it('a refusal (400, 401, 403, 413) is not retried', async () => {
    const t = transport({ status: 401 }, { status: 201 });
    expect(await sendPush(subscription, payload, PUSH_DELIVERY.opening, { vapid, transport: t, deadline: Date.now() + 60_000, sleep })).toEqual({ outcome: 'failed', status: 401, reason: 'HTTP 401', attempts: 1 });
    expect(t.calls).toHaveLength(1);
  });

  it('never sends to an endpoint off the allowlist, even one already stored', async () => {
    const t = transport();
    await expect(sendPush({ ...subscription, endpoint: 'https://169.254.169.254/latest' }, payload, PUSH_DELIVERY.opening, { vapid, transport: t, deadline: Date.now() + 60_000, sleep })).rejects.toThrow('não é aceito');
    expect(t.calls).toHaveLength(0);
  });
});

describe('deliverToCaregiver', () => {
  it('each device: sent counts PushSent, gone is forgotten, failed counts PushFailed (the alarm watches it); a passing failure is dead-lettered, a refusal is not', async () => {
    const devices = ['https://fcm.googleapis.com/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/gone', 'https://fcm.googleapis.com/fcm/send/broken', 'https://fcm.googleapis.com/fcm/send/refused'].map((endpoint) => ({ ...subscription, endpoint }));
    const removed: string[] = [];
    const deadLettered: { endpoint: string; kind: string; failure: unknown }[] = [];
    const log = captureLog();
    let result;
    try {
      result = await observedHandler(async () =>
        deliverToCaregiver('ana', payload, PUSH_DELIVERY.opening, {
          listSubscriptions: async () => devices,
          removeSubscription: async (_uid, endpoint) => void removed.push(endpoint),
          send: async (s) =>
            s.endpoint.endsWith('/a') ? { outcome: 'sent' }
            : s.endpoint.endsWith('/gone') ? { outcome: 'gone' }
            : s.endpoint.endsWith('/broken') ? { outcome: 'failed', status: 500, reason: 'HTTP 500', retryable: true, attempts: 4 }
            : { outcome: 'failed', status: 401, reason: 'HTTP 401', attempts: 1 },
          deadLetter: async (s, _p, d, failure) => void deadLettered.push({ endpoint: s.endpoint, kind: d.kind, failure }),
        }),
      )({});
    } finally {
      log.restore();
    }
    expect(result).toEqual({ sent: 1, gone: 1, failed: 2, deadLettered: 1 });
    expect(removed).toEqual(['https://fcm.googleapis.com/fcm/send/gone']);
    expect(deadLettered).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/broken', kind: 'opening', failure: expect.objectContaining({ status: 500, attempts: 4 }) }]);
    const metrics = emfMetrics(log.json()).map(({ name, value }) => ({ name, value }));
    expect(metrics).toEqual(expect.arrayContaining([{ name: 'PushSent', value: 1 }, { name: 'PushFailed', value: 2 }, { name: 'PushDeadLettered', value: 1 }]));
    const error = log.json().find((l) => l.message === 'push failed');
    expect(error).toMatchObject({ pushService: 'fcm.googleapis.com', status: 500 });
    expect(JSON.stringify(error)).not.toContain('/fcm/send/broken');
  });

  it('a gone device is forgotten before the delivery answers: a removal that resolves late is waited for', async () => {
    const devices = ['https://fcm.googleapis.com/fcm/send/gone', 'https://fcm.googleapis.com/fcm/send/a'].map((endpoint) => ({ ...subscription, endpoint }));
    const removed: string[] = [];
    const result = await deliverToCaregiver('ana', payload, PUSH_DELIVERY.opening, {
      listSubscriptions: async () => devices,
      removeSubscription: (_uid, endpoint) => new Promise((resolve) => setTimeout(() => resolve(removed.push(endpoint)), 30)),
      send: async (s) => (s.endpoint.endsWith('/gone') ? { outcome: 'gone' } : { outcome: 'sent' }),
      deadLetter: async () => undefined,
    });
    expect(result).toEqual({ sent: 1, gone: 1, failed: 0, deadLettered: 0 });
    expect(removed).toEqual(['https://fcm.googleapis.com/fcm/send/gone']);
  });

  it('a removal that fails fails the delivery (its caller counts PushFailed and logs it), never an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const delivery = deliverToCaregiver('ana', payload, PUSH_DELIVERY.opening, {
        listSubscriptions: async () => [{ ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/gone' }],
        removeSubscription: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('DynamoDB throttled')), 10)),
        send: async () => ({ outcome: 'gone' }),
        deadLetter: async () => undefined,
      });
      await expect(delivery).rejects.toThrow('DynamoDB throttled');
      await new Promise((r) => setTimeout(r, 30));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
