import { isUnsubscribeId, newUnsubscribeId, signUnsubscribeToken, unsubscribeIdHash, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-11-22T12:00:00Z');
const day = 86_400_000;

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken('uid-123', secret, now);

  it('verifies for its caregiver until it expires (60 days)', () => {
    expect(verifyUnsubscribeToken(token, secret, now)).toEqual({ ok: true, uid: 'uid-123' });
    expect(verifyUnsubscribeToken(token, secret, new Date(now.getTime() + 59 * day))).toEqual({ ok: true, uid: 'uid-123' });
    expect(verifyUnsubscribeToken(token, secret, new Date(now.getTime() + 60 * day))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses any change, another key, or garbage', () => {
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'someone-else', e: 4102444800 })).toString('base64url');
    const cases = [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -3)}${signature.endsWith('xyz') ? 'abc' : 'xyz'}`,
      `${payload}x.${signature}`,
      `${payload}.${signature}.extra`,
      payload,
      '',
      '..',
      'não.é.token',
    ];
    for (const bad of cases) expect(verifyUnsubscribeToken(bad, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnsubscribeToken(token, `${secret}!`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('an expired token that was also tampered with is invalid, not expired', () => {
    const old = signUnsubscribeToken('uid-123', secret, new Date(now.getTime() - 90 * day));
    expect(verifyUnsubscribeToken(old, secret, now)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUnsubscribeToken(`${old}A`, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('unsubscribe link ids', () => {
  it('are random, 256 bits, tell nothing, and are told apart from legacy signed tokens', () => {
    const ids = Array.from({ length: 200 }, newUnsubscribeId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      expect(isUnsubscribeId(id)).toBe(true);
    }
    expect(isUnsubscribeId(signUnsubscribeToken('uid-123', secret, now))).toBe(false);
    expect(isUnsubscribeId(`${ids[0]}x`)).toBe(false);
    expect(isUnsubscribeId('')).toBe(false);
  });

  it('are stored by a hash that differs for every id and does not contain it', () => {
    const [a, b] = [newUnsubscribeId(), newUnsubscribeId()];
    expect(unsubscribeIdHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(unsubscribeIdHash(a)).toBe(unsubscribeIdHash(a));
    expect(unsubscribeIdHash(a)).not.toBe(unsubscribeIdHash(b));
    expect(unsubscribeIdHash(a)).not.toContain(a);
  });
});
