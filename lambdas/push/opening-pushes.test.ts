import type { AlertMatch } from '../alerts/alert-digest';
import type { PushPayload } from '../../contract';
import { captureLog } from '../base/observability/captured-log';
import { pushNewMatches, sendHeldSummaries, taskPool, type HeldPushPorts, type OpeningPushPorts } from './opening-pushes';

const sp = (local: string) => new Date(`${local}-03:00`);
const match = (uid: string, openingId: string): AlertMatch => ({ uid, clientId: 'f1', openingId, openingCreatedAt: '2026-11-27T10:00:00.000Z', matchedAt: '2026-11-27T10:00:00.000Z', alertIds: ['a1'], tipoProfissional: 'Cuidador(a)', bairro: 'Centro', distanciaKm: 1.5 });

/** Ports over an in-memory table: a day counter per caregiver and day, and what is held. */
function memoryPorts(devices: Record<string, number>) {
  const days = new Map<string, number>();
  const held = new Map<string, { count: number; at: Date }>();
  const pushed: { uid: string; payload: PushPayload; ttl: number; urgency: string }[] = [];
  const ports: OpeningPushPorts & HeldPushPorts = {
    hasDevices: async (uid) => (devices[uid] ?? 0) > 0,
    takeDailyPush: async (uid, day, cap) => {
      const n = days.get(`${uid} ${day}`) ?? 0;
      if (n >= cap) return false;
      days.set(`${uid} ${day}`, n + 1);
      return true;
    },
    hold: async (uid, at) => void held.set(uid, { count: (held.get(uid)?.count ?? 0) + 1, at: held.get(uid)?.at ?? at }),
    deliver: async (uid, payload, delivery) => {
      pushed.push({ uid, payload, ttl: delivery.ttlSeconds, urgency: delivery.urgency });
      return { sent: devices[uid] ?? 0, gone: 0, failed: 0, deadLettered: 0 };
    },
    heldPages: async function* (now) {
      yield [...held].filter(([, h]) => h.at <= now).map(([uid]) => uid);
    },
    takeHeld: async (uid) => {
      const h = held.get(uid);
      held.delete(uid);
      return h?.count ?? 0;
    },
  };
  return { ports, pushed, held, days };
}

describe('opening pushes: daily cap and quiet hours', () => {
  it('at most 5 a day per caregiver (São Paulo day); the 6th and later wait for the e-mail digest; the next day starts again', async () => {
    const { ports, pushed } = memoryPorts({ ana: 1, bia: 2 });
    const noon = sp('2026-11-27T12:00:00');
    for (let i = 1; i <= 7; i++) await pushNewMatches([match('ana', `v${i}`)], noon, ports);
    const last = await pushNewMatches([match('ana', 'v8'), match('bia', 'v8')], sp('2026-11-27T21:59:00'), ports);
    expect(pushed.filter((p) => p.uid === 'ana').map((p) => p.payload.url)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5'].map((id) => `/buscar-vagas?vaga=${id}`));
    expect(last).toEqual({ pushed: 1, held: 0, overCap: 1, noDevice: 0, failed: 0 });
    // the next São Paulo day (after the night) she may get 5 again
    await pushNewMatches([match('ana', 'v9')], sp('2026-11-28T07:00:00'), ports);
    expect(pushed.at(-1)).toMatchObject({ uid: 'ana', payload: { url: '/buscar-vagas?vaga=v9', title: 'Nova vaga perto de você' }, ttl: 6 * 3600, urgency: 'normal' });
  });

  it('a caregiver without a device costs nothing: no push, nothing counted or held', async () => {
    const { ports, pushed, held, days } = memoryPorts({});
    expect(await pushNewMatches([match('ana', 'v1')], sp('2026-11-27T12:00:00'), ports)).toMatchObject({ noDevice: 1, pushed: 0 });
    expect(await pushNewMatches([match('ana', 'v2')], sp('2026-11-27T23:00:00'), ports)).toMatchObject({ noDevice: 1, held: 0 });
    expect([pushed.length, held.size, days.size]).toEqual([0, 0, 0]);
  });

  it('22:00 to 06:59 São Paulo time: held, then one summary at 07:00 counting them', async () => {
    const { ports, pushed } = memoryPorts({ ana: 1, bia: 1 });
    await pushNewMatches([match('ana', 'v1'), match('bia', 'v1')], sp('2026-11-27T22:00:00'), ports);
    await pushNewMatches([match('ana', 'v2')], sp('2026-11-28T03:00:00'), ports);
    await pushNewMatches([match('ana', 'v3')], sp('2026-11-28T06:59:00'), ports);
    expect(pushed).toEqual([]);
    expect(await sendHeldSummaries(sp('2026-11-28T06:59:59'), ports, Date.now() + 60_000)).toEqual({ summaries: 0, failed: 0 });
    expect(await sendHeldSummaries(sp('2026-11-28T07:00:01'), ports, Date.now() + 60_000)).toEqual({ summaries: 2, failed: 0 });
    expect(pushed.map((p) => [p.uid, p.payload.title, p.payload.url, p.urgency])).toEqual([
      ['ana', '3 novas vagas perto de você', '/buscar-vagas', 'low'],
      ['bia', '1 nova vaga perto de você', '/buscar-vagas', 'low'],
    ]);
    // told once: a second run finds nothing
    expect(await sendHeldSummaries(sp('2026-11-28T07:05:00'), ports, Date.now() + 60_000)).toEqual({ summaries: 0, failed: 0 });
  });

  it('concurrent openings never push a 6th the same day (the cap is one conditional counter)', async () => {
    const { ports, pushed } = memoryPorts({ ana: 1 });
    const noon = sp('2026-11-27T12:00:00');
    await Promise.all(Array.from({ length: 9 }, (_, i) => pushNewMatches([match('ana', `v${i}`)], noon, ports)));
    expect(pushed).toHaveLength(5);
  });

  it('openings sharing a pool (one stream batch) push in the order they were matched, never more at once than the pool allows', async () => {
    const { ports, pushed } = memoryPorts({ ana: 1, bia: 1, carla: 1 });
    let inFlight = 0;
    let most = 0;
    const slow = { ...ports, deliver: async (...args: Parameters<OpeningPushPorts['deliver']>) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return ports.deliver(...args);
    } };
    const pool = taskPool(2);
    const noon = sp('2026-11-27T12:00:00');
    const first = pushNewMatches([match('ana', 'v1'), match('bia', 'v1'), match('carla', 'v1')], noon, slow, pool);
    const second = pushNewMatches([match('ana', 'v2'), match('bia', 'v2')], noon, slow, pool);
    expect(await Promise.all([first, second])).toEqual([expect.objectContaining({ pushed: 3 }), expect.objectContaining({ pushed: 2 })]);
    expect(most).toBe(2);
    // every caregiver's first opening before anyone's second
    expect(pushed.map((p) => `${p.uid} ${p.payload.url.split('=')[1]}`).slice(0, 3).sort()).toEqual(['ana v1', 'bia v1', 'carla v1']);
  });

  it('a failing caregiver is counted and the others still get theirs', async () => {
    const { ports, pushed } = memoryPorts({ ana: 1, bia: 1 });
    const failing = { ...ports, hasDevices: async (uid: string) => (uid === 'ana' ? Promise.reject(new Error('throttled')) : true) };
    const log = captureLog();
    const out = await pushNewMatches([match('ana', 'v1'), match('bia', 'v1')], sp('2026-11-27T12:00:00'), failing).finally(log.restore);
    expect(out).toMatchObject({ pushed: 1, failed: 1 });
    expect(log.json().find((l) => l.message === 'opening push failed')).toMatchObject({ opening: 'f1/v1' });
    expect(pushed.map((p) => p.uid)).toEqual(['bia']);
  });
});
