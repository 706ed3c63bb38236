import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link needs no login, so the link itself proves who it is for: the caregiver's id and
 * an expiry, signed with HMAC-SHA256 under a secret the server keeps (a setting, never in a bundle). Anyone who
 * changes a character, or uses it after it expires, gets nothing done.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
const PURPOSE = 'alertas-cancelar';

export type TokenCheck = { ok: true; uid: string } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();

export function signUnsubscribeToken(uid: string, secret: string, now: Date, days = UNSUBSCRIBE_TOKEN_DAYS): string {
  const payload = b64(JSON.stringify({ u: uid, e: Math.floor(now.getTime() / 1000) + days * 86_400 }));
  return `${payload}.${b64(mac(payload, secret))}`;
}

export function verifyUnsubscribeToken(token: string, secret: string, now: Date): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return { ok: false, reason: 'invalid' };
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: { u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.u !== 'string' || !claims.u || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, uid: claims.u };
}
