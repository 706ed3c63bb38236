import * as z from 'zod';
import { CONSENT_PENDING_FIELD, LEGAL_VERSIONS, type Consent, type ConsentRequest, type SignInAnswer } from '../../contract';
import { conflict, DomainError } from '../base/errors';
import { consentTexts } from './consent-texts';
import type { Caregiver } from './caregiver';

/** A consent to the texts in force, given now from `ip` (LGPD art. 8 §2: which versions, when, from where). */
export function consentGiven(now: Date, ip: string, origem: Consent['origem']): Consent {
  return { termos: LEGAL_VERSIONS.termos, privacidade: LEGAL_VERSIONS.privacidade, aceitoEm: now.toISOString(), ip, origem };
}

/**
 * Whether she must accept the texts in force before going on: her last consent names an older version of either,
 * or she has none (accounts created before consents were recorded).
 */
export function consentPending(caregiver: Pick<Caregiver, 'consentimentos'>): boolean {
  const last = caregiver.consentimentos?.at(-1);
  return !last || last.termos !== LEGAL_VERSIONS.termos || last.privacidade !== LEGAL_VERSIONS.privacidade;
}

/** Every signed-in route but a few (lambdas/caregivers/signed-in.ts): 403 in Portuguese until she accepts the texts in force. */
export function requireConsentInForce(caregiver: Pick<Caregiver, 'consentimentos'>): void {
  if (consentPending(caregiver)) throw new DomainError('forbidden', consentTexts.consentPending, CONSENT_PENDING_FIELD);
}

export const signInAnswer = (caregiver: Pick<Caregiver, 'consentimentos'>): SignInAnswer => ({
  consentimentoPendente: consentPending(caregiver),
  versoes: { ...LEGAL_VERSIONS },
});

export interface ConsentPorts {
  /** Appends one consent to her record (only while the account is active). */
  appendConsent(uid: string, consent: Consent): Promise<void>;
  now(): Date;
}

/**
 * POST /api/me/consentimento: she accepts the versions she read. They must be the ones in force (a page opened
 * before a new version was published accepts nothing: 409, reload). Accepting again what she already accepted
 * writes nothing.
 */
export async function acceptConsent(caregiver: Caregiver, request: ConsentRequest, ip: string, ports: ConsentPorts): Promise<SignInAnswer> {
  if (request.termos !== LEGAL_VERSIONS.termos || request.privacidade !== LEGAL_VERSIONS.privacidade) throw conflict(consentTexts.consentOutdated);
  if (consentPending(caregiver)) await ports.appendConsent(caregiver.uid, consentGiven(ports.now(), ip, 'entrada'));
  return { consentimentoPendente: false, versoes: { ...LEGAL_VERSIONS } };
}

const version = z.string({ error: consentTexts.versionsRequired }).min(1, consentTexts.versionsRequired).max(80, consentTexts.versionsRequired);
/** POST /api/me/consentimento's body: the two versions she read. */
export const consentBody = z.strictObject({ termos: version, privacidade: version }) satisfies z.ZodType<ConsentRequest>;
