import { createECDH, createPrivateKey, sign } from 'node:crypto';
import { subscribedKeyMismatch, vapidRefusal } from './push-service';

const AUD = 'http://localhost:8006';
const now = 1_800_000_000;
const signer = createECDH('prime256v1');
signer.generateKeys();
const pub = signer.getPublicKey();
const jwk = { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url'), d: signer.getPrivateKey().toString('base64url') };
const key = createPrivateKey({ key: jwk, format: 'jwk' });

function header(claims: Record<string, unknown>, options: { alg?: string; k?: Buffer; signWith?: typeof key } = {}) {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${b64({ typ: 'JWT', alg: options.alg ?? 'ES256' })}.${b64(claims)}`;
  const sig = sign('sha256', Buffer.from(input), { key: options.signWith ?? key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${input}.${sig}, k=${(options.k ?? pub).toString('base64url')}`;
}

describe('the local push service checks the VAPID token as a push service does (RFC 8292)', () => {
  const good = { aud: AUD, exp: now + 12 * 3600, sub: 'mailto:suporte@carey.local' };
  it('accepts a token for its origin, in the future and at most 24 h away, signed by k', () => {
    expect(vapidRefusal(header(good), AUD, now)).toBeUndefined();
    expect(vapidRefusal(header({ ...good, exp: now + 24 * 3600 }), AUD, now)).toBeUndefined();
  });

  it.each([
    ['another audience', header({ ...good, aud: 'https://fcm.googleapis.com' }), 'aud must be http://localhost:8006'],
    ['expired', header({ ...good, exp: now }), 'token expired'],
    ['more than 24 h away', header({ ...good, exp: now + 24 * 3600 + 1 }), 'exp more than 24 hours away'],
    ['signed by another key', header(good, { k: (() => { const o = createECDH('prime256v1'); o.generateKeys(); return o.getPublicKey(); })() }), 'bad signature'],
    ['another algorithm', header(good, { alg: 'HS256' }), 'the token must be signed with ES256'],
    ['no token', 'Bearer abc', 'Authorization must be "vapid t=<JWT>, k=<public key>" (RFC 8292 3)'],
    ['no sub', header({ aud: AUD, exp: now + 3600 }), 'sub must be a mailto: or https: contact (RFC 8292 2.1)'],
    ['a sub that is no contact', header({ ...good, sub: 'suporte@carey.local' }), 'sub must be a mailto: or https: contact (RFC 8292 2.1)'],
    ['a plain-http sub', header({ ...good, sub: 'http://carey.local' }), 'sub must be a mailto: or https: contact (RFC 8292 2.1)'],
  ])('refuses %s', (_case, authorization, reason) => {
    expect(vapidRefusal(authorization, AUD, now)).toBe(reason);
  });
});

describe('a push signed by another key than the one the browser subscribed with is refused (403)', () => {
  const good = { aud: AUD, exp: now + 3600, sub: 'https://carey.local' };
  it('passes with the subscribed key, padded or not; refuses another', () => {
    expect(vapidRefusal(header(good), AUD, now)).toBeUndefined();
    expect(subscribedKeyMismatch(header(good), pub.toString('base64url'))).toBeUndefined();
    expect(subscribedKeyMismatch(header(good), `${pub.toString('base64url')}=`)).toBeUndefined();
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(subscribedKeyMismatch(header(good), other.getPublicKey('base64url'))).toBe('k= is not the application server key this subscription was made with');
  });
});
