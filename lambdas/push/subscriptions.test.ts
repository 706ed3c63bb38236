import { createECDH, randomBytes } from 'node:crypto';
import { subscribeDevice, unsubscribeDevice, type SubscriptionPorts } from './subscriptions';

const point = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url');
};
const keys = { p256dh: point(), auth: randomBytes(16).toString('base64url') };
const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk';

function ports(outcome: 'added' | 'updated' | 'full' = 'added', others: string[] = []) {
  const calls: unknown[][] = [];
  const p: SubscriptionPorts = {
    add: async (...args) => (calls.push(['add', ...args]), outcome),
    remove: async (...args) => (calls.push(['remove', ...args]), true),
    otherHolders: async (...args) => (calls.push(['others', ...args]), others),
    localOrigin: () => undefined,
  };
  return { p, calls };
}
const failure = async (promise: Promise<unknown>) => promise.then(() => 'ok', (e: { kind: string; message: string; field?: string }) => ({ kind: e.kind, message: e.message, field: e.field }));

describe('subscribing and unsubscribing a device', () => {
  it('keeps a valid subscription of a known push service', async () => {
    const { p, calls } = ports();
    const now = new Date('2026-11-27T10:00:00Z');
    expect(await subscribeDevice('ana', { endpoint, keys }, p, now)).toBe('added');
    expect(calls).toEqual([['add', 'ana', { endpoint, keys }, now], ['others', 'ana', endpoint]]);
  });

  it("a device other caregivers held (a shared phone, no 'Sair') is theirs no more, whether it was new or hers already", async () => {
    for (const outcome of ['added', 'updated'] as const) {
      const { p, calls } = ports(outcome, ['bia', 'cris']);
      expect(await subscribeDevice('ana', { endpoint, keys }, p)).toBe(outcome);
      expect(calls.slice(1)).toEqual([['others', 'ana', endpoint], ['remove', 'bia', endpoint], ['remove', 'cris', endpoint]]);
    }
    // refused (an 11th device of hers): the others keep it
    const full = ports('full', ['bia']);
    await failure(subscribeDevice('ana', { endpoint, keys }, full.p));
    expect(full.calls.map((c) => c[0])).toEqual(['add']);
  });

  it('refuses an endpoint off the allowlist before storing anything', async () => {
    const { p, calls } = ports();
    expect(await failure(subscribeDevice('ana', { endpoint: 'http://10.0.0.1/push', keys }, p))).toMatchObject({ kind: 'invalid-input', field: 'endpoint' });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a p256dh that is not a P-256 point', { p256dh: Buffer.alloc(65, 1).toString('base64url'), auth: keys.auth }],
    ['a short auth secret', { p256dh: keys.p256dh, auth: randomBytes(8).toString('base64url') }],
    ['keys that are not base64url', { p256dh: `${keys.p256dh.slice(0, -2)}!!`, auth: keys.auth }],
  ])('refuses %s (400 in Portuguese)', async (_case, bad) => {
    const { p, calls } = ports();
    expect(await failure(subscribeDevice('ana', { endpoint, keys: bad }, p))).toEqual({ kind: 'invalid-input', message: 'As chaves de notificação deste navegador não são válidas. Desative e ative as notificações de novo.', field: 'keys' });
    expect(calls).toEqual([]);
  });

  it('an 11th device is a 409 in Portuguese', async () => {
    expect(await failure(subscribeDevice('ana', { endpoint, keys }, ports('full').p))).toEqual({ kind: 'conflict', message: 'Você já ativou as notificações em 10 aparelhos. Desative em um deles para ativar neste.', field: 'endpoint' });
  });

  it('unsubscribing removes exactly that endpoint of hers', async () => {
    const { p, calls } = ports();
    await unsubscribeDevice('ana', endpoint, p);
    expect(calls).toEqual([['remove', 'ana', endpoint]]);
    expect(await failure(unsubscribeDevice('ana', '', p))).toMatchObject({ kind: 'invalid-input' });
  });
});
