import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link needs no login, so the link itself must say whose alerts it removes, without
 * showing who she is: it carries a random id (256 bits) that the server stored with her uid when it sent the
 * e-mail (lambdas/alerts/data/alerts.ts keeps only the id's SHA-256, so the table alone yields no working link). Ids
 * expire after UNSUBSCRIBE_TOKEN_DAYS; an unknown or changed id does nothing.
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

export function newUnsubscribeId(): string {
  return randomBytes(32).toString('base64url');
}

/** 43 base64url characters: a stored link id (anything else is a legacy signed token, or nothing). */
export const isUnsubscribeId = (token: string) => /^[\w-]{43}$/.test(token);

export const unsubscribeIdHash = (id: string) => createHash('sha256').update(`alertas-cancelar:${id}`).digest('hex');

/*
 * Legacy: links sent before the stored ids carried `{uid, expiry}` signed with HMAC-SHA256 (a readable uid). They
 * are still honoured until they expire (60 days after the last such e-mail); then this and the signing key can go.
 */
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
