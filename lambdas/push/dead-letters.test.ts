import { captureLog, emfMetrics } from '../base/observability/captured-log';
import { observedHandler } from '../base/observability/observability';
import type { StoredPushSubscription } from './data/push-subscriptions';
import { newDeadLetter, resendDeadLetters, resendDelayMs, type DeadLetter, type ResendPorts } from './dead-letters';
import { PUSH_DELIVERY } from './deliver';
import type { PushDelivery, PushOutcome } from './send-push';

const HOUR = 3600_000;
const FIRST_FAILURE = Date.parse('2026-11-27T12:00:00.000Z');
const payload = { title: 'Novo aviso da equipe Carey', body: 'Reunião na sexta.', url: '/avisos' };
const device = (ref: string): StoredPushSubscription => ({ uid: 'ana', endpoint: `https://fcm.googleapis.com/fcm/send/${ref}`, keys: { p256dh: 'p', auth: 'a' }, createdAt: '2026-11-01T10:00:00.000Z' });

let seq = 0;
/** A dead letter as the store returns it, first failed at FIRST_FAILURE (5 min later due). */
function letter(delivery: PushDelivery = PUSH_DELIVERY.opening, over: Partial<DeadLetter> = {}): DeadLetter {
  const { dueAt, keepUntil: _keep, ...fields } = newDeadLetter('ana', 'phone', payload, delivery, { status: 503, attempts: 4 }, new Date(FIRST_FAILURE));
  const sk = `PUSHDEAD#${fields.firstFailedAt}#${++seq}`;
  return { ...fields, sk, resends: 0, due: `${dueAt}#ana#${seq}`, ...over };
}

/** An in-memory table of dead letters whose claim is conditional on the queue time read, as the DynamoDB one. */
function store(letters: DeadLetter[], answer: (endpoint: string) => PushOutcome = () => ({ outcome: 'sent' }), devices = [device('phone')]) {
  const rows = new Map(letters.map((l) => [l.sk, { ...l }]));
  const sent: { endpoint: string; delivery: PushDelivery }[] = [];
  const removedDevices: string[] = [];
  const rescheduled: { at: string; status?: number }[] = [];
  const ports: ResendPorts = {
    duePages: async function* (now) {
      yield [...rows.values()].filter((l) => l.due < now.toISOString()).map(({ uid, sk, due }) => ({ uid, sk, due }));
    },
    claim: async (due, leaseUntil) => {
      await new Promise((resolve) => setImmediate(resolve));
      const row = rows.get(due.sk);
      if (!row || row.due !== due.due) return undefined;
      Object.assign(row, { due: `${leaseUntil.toISOString()}#claim`, resends: row.resends + 1, attempts: row.attempts + 1 });
      return { ...row };
    },
    subscription: async (_uid, ref) => devices.find((d) => d.endpoint.endsWith(`/${ref}`)),
    send: async (s, _p, delivery) => {
      sent.push({ endpoint: s.endpoint, delivery });
      return answer(s.endpoint);
    },
    removeSubscription: async (_uid, endpoint) => void removedDevices.push(endpoint),
    reschedule: async (l, at, status) => {
      rows.get(l.sk)!.due = at.toISOString();
      rescheduled.push({ at: at.toISOString(), status });
    },
    remove: async (l) => void rows.delete(l.sk),
  };
  return { ports, rows, sent, removedDevices, rescheduled };
}

async function run(ports: ResendPorts, now: number) {
  const log = captureLog();
  try {
    const result = await observedHandler(async () => resendDeadLetters(new Date(now), ports, Date.now() + 60_000))({});
    return { result, metrics: emfMetrics(log.json()).map(({ name, value }) => ({ name, value })), lines: log.json() };
  } finally {
    log.restore();
  }
}

describe('a dead letter is made', () => {
  it('from the failed push: her device by reference, the payload, kind, urgency, TTL from the failure; first resend in 5 min; kept at most a day past its drop', () => {
    const made = newDeadLetter('ana', 'abc123', payload, PUSH_DELIVERY.summary, { status: 429, attempts: 2 }, new Date(FIRST_FAILURE));
    expect(made).toEqual({
      uid: 'ana', device: 'abc123', kind: 'summary', payload, urgency: 'low', topic: 'resumo-vagas', pushExpiresAt: '2026-11-28T00:00:00.000Z', firstFailedAt: '2026-11-27T12:00:00.000Z',
      attempts: 2, lastStatus: 429, dueAt: '2026-11-27T12:05:00.000Z', keepUntil: '2026-11-29T00:00:00.000Z',
    });
    // a notice's TTL (2 days) is longer than the day a dead letter lives: the day decides
    expect(newDeadLetter('ana', 'abc123', payload, PUSH_DELIVERY.notice, {}, new Date(FIRST_FAILURE)).keepUntil).toBe('2026-11-29T12:00:00.000Z');
  });

  it('waits 5 min before the first resend, doubling after each failed one, at most 3 h', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => resendDelayMs(n) / 60_000)).toEqual([5, 10, 20, 40, 80, 160, 180, 180]);
  });
});

describe('resendDeadLetters', () => {
  it('sends what is due with what is left of its TTL, and removes it once sent (PushSent); one not yet due waits', async () => {
    const due = letter();
    const later = letter(PUSH_DELIVERY.opening, { due: '2026-11-27T13:00:00.000Z#ana#later' });
    const s = store([due, later]);
    const { result, metrics } = await run(s.ports, FIRST_FAILURE + 10 * 60_000);
    expect(result).toEqual({ sent: 1, gone: 0, retried: 0, dropped: 0, failed: 0 });
    expect(s.sent).toEqual([{ endpoint: device('phone').endpoint, delivery: { kind: 'opening', ttlSeconds: 6 * 3600 - 600, urgency: 'normal' } }]);
    expect([...s.rows.keys()]).toEqual([later.sk]);
    expect(metrics).toContainEqual({ name: 'PushSent', value: 1 });
  });

  it('its TTL: sent a millisecond before it runs out (TTL 1 s), dropped and counted at that instant', async () => {
    const expiry = FIRST_FAILURE + 6 * HOUR;
    const before = store([letter()]);
    expect((await run(before.ports, expiry - 1)).result).toMatchObject({ sent: 1, dropped: 0 });
    expect(before.sent[0].delivery.ttlSeconds).toBe(1);
    const at = store([letter()]);
    const { result, metrics, lines } = await run(at.ports, expiry);
    expect(result).toMatchObject({ sent: 0, dropped: 1 });
    expect(at.sent).toEqual([]);
    expect(at.rows.size).toBe(0);
    expect(metrics).toContainEqual({ name: 'PushDeadLettersDropped', value: 1 });
    expect(lines.find((l) => l.message === 'push dead letter dropped')).toMatchObject({ kind: 'opening', reason: 'ttl' });
  });

  it('its age: a notice (TTL 2 days) is sent a millisecond before it is a day old, dropped at a day', async () => {
    const dayOld = FIRST_FAILURE + 24 * HOUR;
    const before = store([letter(PUSH_DELIVERY.notice)]);
    expect((await run(before.ports, dayOld - 1)).result).toMatchObject({ sent: 1, dropped: 0 });
    expect(before.sent[0].delivery.ttlSeconds).toBe(24 * 3600 + 1);
    const at = store([letter(PUSH_DELIVERY.notice)]);
    const { result, lines } = await run(at.ports, dayOld);
    expect(result).toMatchObject({ sent: 0, dropped: 1 });
    expect(at.rows.size).toBe(0);
    expect(lines.find((l) => l.message === 'push dead letter dropped')).toMatchObject({ kind: 'notice', reason: 'max-age' });
  });

  it('gone (the push service said 404 or 410): the subscription and the dead letter are deleted (nothing dropped)', async () => {
    const s = store([letter()], () => ({ outcome: 'gone' }));
    const { result, metrics } = await run(s.ports, FIRST_FAILURE + 10 * 60_000);
    expect(result).toMatchObject({ gone: 1, dropped: 0 });
    expect(s.removedDevices).toEqual([device('phone').endpoint]);
    expect(s.rows.size).toBe(0);
    expect(metrics.map((m) => m.name)).not.toContain('PushDeadLettersDropped');
  });

  it('a device she turned off meanwhile: the dead letter goes, nothing is sent', async () => {
    const s = store([letter()], undefined, []);
    expect((await run(s.ports, FIRST_FAILURE + 10 * 60_000)).result).toMatchObject({ gone: 1, sent: 0 });
    expect(s.sent).toEqual([]);
    expect(s.rows.size).toBe(0);
  });

  it('still failing (5xx, 429, network): back in the queue after the next wait, 10 min after its first resend; a refusal is dropped', async () => {
    const now = FIRST_FAILURE + 10 * 60_000;
    const s = store([letter()], () => ({ outcome: 'failed', status: 503, reason: 'HTTP 503', retryable: true, attempts: 1 }));
    expect((await run(s.ports, now)).result).toMatchObject({ retried: 1, dropped: 0 });
    expect(s.rescheduled).toEqual([{ at: new Date(now + 10 * 60_000).toISOString(), status: 503 }]);
    expect([...s.rows.values()][0]).toMatchObject({ resends: 1, attempts: 5 });
    const refused = store([letter()], () => ({ outcome: 'failed', status: 403, reason: 'HTTP 403', attempts: 1 }));
    const { result, metrics } = await run(refused.ports, now);
    expect(result).toMatchObject({ retried: 0, dropped: 1 });
    expect(refused.rows.size).toBe(0);
    expect(metrics).toContainEqual({ name: 'PushDeadLettersDropped', value: 1 });
  });

  it('two runs at once send each dead letter once: only the run whose claim holds sends it', async () => {
    const letters = [letter(), letter(), letter()];
    const s = store(letters);
    const [a, b] = await Promise.all([run(s.ports, FIRST_FAILURE + 10 * 60_000), run(s.ports, FIRST_FAILURE + 10 * 60_000)]);
    expect(s.sent).toHaveLength(3);
    expect(a.result.sent + b.result.sent).toBe(3);
    expect(s.rows.size).toBe(0);
  });
});
