import { alertsTokenSecret } from './alerts-secret';
import { findUnsubscribeLink } from './data/alert-digests';
import { deleteAllAlertsOf, saveAlert } from './data/alerts';
import { newAlert, type Alert, type AlertCriteria } from './alerts';
import { searchPosition, type Caregiver } from '../caregivers/caregiver';
import { municipalityCouldBeWithin } from '../base/places/municipalities';
import { invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import { isUnsubscribeId, unsubscribeIdHash, verifyUnsubscribeToken, type TokenCheck } from './unsubscribe-token';

/**
 * Saves the caller's current search as an alert; the radius is measured from the position her distance search
 * uses (`searchPosition`: the newer of her device location and the CEP she typed).
 */
export async function createAlert(caregiver: Caregiver, criteria: AlertCriteria, now: Date = new Date()): Promise<{ alert: Alert; created: boolean }> {
  const position = searchPosition(caregiver)?.point;
  // A city no opening within her radius can be in: an alert that would never say anything is refused, not kept.
  const cidade = criteria.cidade?.trim();
  if (cidade && criteria.raioKm !== undefined && position && municipalityCouldBeWithin(cidade, position, criteria.raioKm) === false) {
    throw invalidInput(messages.alertNeverMatches(cidade, criteria.raioKm), 'cidade');
  }
  return saveAlert(newAlert(caregiver.uid, criteria, position, now));
}

/**
 * Checks an unsubscribe link's token: a stored random id (lambdas/alerts/unsubscribe-token.ts), or a legacy signed
 * token still within its 60 days.
 */
export async function checkUnsubscribeToken(token: string, now: Date = new Date()): Promise<TokenCheck> {
  if (!isUnsubscribeId(token)) return verifyUnsubscribeToken(token, await alertsTokenSecret(), now);
  const link = await findUnsubscribeLink(unsubscribeIdHash(token));
  if (!link) return { ok: false, reason: 'invalid' };
  // Expired links may linger until DynamoDB's TTL removes them.
  if (link.expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, uid: link.uid };
}

/** A valid token removes all of that caregiver's alerts (idempotent: the link keeps working, and changes nothing more). */
export async function unsubscribeFromAlerts(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const check = await checkUnsubscribeToken(token, now);
  if (check.ok) await deleteAllAlertsOf(check.uid, { keepUnsubscribeLinks: true });
  return check;
}
