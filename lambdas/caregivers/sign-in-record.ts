import { seal } from '../base/sealing/sealed-box';
import type { Caregiver } from './caregiver';

/**
 * Marco Civil da Internet, art. 15: an application provider keeps, for each use, its date, time and the viewer's
 * IP (and, behind carrier-grade NAT, the source port), under secrecy, for 6 months. One record per sign-in (the
 * token's `auth_time`), written by the first request of the sign-in the server sees, whatever the client calls; the IP and port are sealed to a
 * public key whose private half only a break-glass role can read (docs/decisions/040-sealed-access-records.md).
 */
export const ACCESS_RECORD_RETENTION_DAYS = 183;

export interface SignInRecord {
  uid: string;
  /** ISO 8601: when she signed in (the token's auth_time). */
  em: string;
  /** ISO 8601: when the record was written. */
  registradoEm: string;
  /** `{ip, porta}` sealed (lambdas/base/sealing/sealed-box.ts), bound to this record's uid and time. */
  selado: string;
  /** Epoch seconds: the table's TTL removes it after ACCESS_RECORD_RETENTION_DAYS. */
  expiresAt: number;
}

/** What the sealed value is bound to: a sealed value copied onto another record does not open there. */
export const sealContext = (uid: string, em: string) => `SIGNIN|${uid}|${em}`;

/** The sign-in's time from the verified token's claims (`auth_time`, epoch seconds); undefined when absent. */
export function signInTimeOf(claims: Record<string, unknown> | undefined): Date | undefined {
  const seconds = Number(claims?.auth_time);
  return Number.isInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : undefined;
}

export function signInRecord(uid: string, signedInAt: Date, viewer: { ip: string; port?: number }, now: Date, publicKey: string): SignInRecord {
  const em = signedInAt.toISOString();
  return {
    uid,
    em,
    registradoEm: now.toISOString(),
    selado: seal(JSON.stringify({ ip: viewer.ip, porta: viewer.port ?? null }), publicKey, sealContext(uid, em)),
    expiresAt: Math.floor(signedInAt.getTime() / 1000) + ACCESS_RECORD_RETENTION_DAYS * 86_400,
  };
}

export interface SignInPorts {
  /** Writes the record unless this sign-in already has one (the same `em`): a second write changes nothing. */
  putSignInRecord(record: SignInRecord): Promise<void>;
  /** Notes on her caregiver record which sign-in was recorded last (`entradaRegistrada`), so later requests skip the write. */
  markSignInRecorded(uid: string, em: string): Promise<void>;
  /** The public key records are sealed to (ACCESS_RECORDS_PUBLIC_KEY), read only when a record is written. */
  publicKey(): string;
  now(): Date;
}

/**
 * Every signed-in request (lambdas/caregivers/signed-in.ts), whatever the client: the first request that carries a
 * sign-in the server has not recorded (the verified token's `auth_time`) writes its record, sealed with that request's
 * address. The write is put-if-absent, so repeated or concurrent first requests leave one record, the first one's,
 * never overwritten; her record's `entradaRegistrada` only spares later requests the write. A token without
 * `auth_time` (Cognito's always have one) records nothing. Answers whether a record was written now.
 */
export async function recordSignInOnce(
  caregiver: Pick<Caregiver, 'uid' | 'entradaRegistrada'>,
  signIn: { at?: Date; viewer: { ip: string; port?: number } },
  ports: SignInPorts,
): Promise<boolean> {
  if (!signIn.at) return false;
  const em = signIn.at.toISOString();
  if (caregiver.entradaRegistrada === em) return false;
  await ports.putSignInRecord(signInRecord(caregiver.uid, signIn.at, signIn.viewer, ports.now(), ports.publicKey()));
  await ports.markSignInRecorded(caregiver.uid, em);
  return true;
}
