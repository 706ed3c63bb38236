import { alertsTokenSecret } from '../clients/alerts-secret';
import { deleteAllAlertsOf, saveAlert } from '../data/alerts';
import { getCaregiver } from '../data/caregivers';
import { newAlert, type Alert, type AlertCriteria } from '../domain/alerts';
import { searchPosition } from '../domain/caregiver';
import { notFound } from '../domain/errors';
import { messages } from '../domain/messages';
import { verifyUnsubscribeToken, type TokenCheck } from '../domain/unsubscribe-token';

/**
 * Saves the caller's current search as an alert; the radius is measured from the position her distance search
 * uses (`searchPosition`: the newer of her device location and the CEP she typed).
 */
export async function createAlert(uid: string, criteria: AlertCriteria, now: Date = new Date()): Promise<{ alert: Alert; created: boolean }> {
  const caregiver = await getCaregiver(uid);
  if (!caregiver) throw notFound(messages.caregiverNotFound);
  return saveAlert(newAlert(uid, criteria, searchPosition(caregiver)?.point, now));
}

/** Checks an unsubscribe link's token; a valid one removes all of that caregiver's alerts (idempotent). */
export async function checkUnsubscribeToken(token: string, now: Date = new Date()): Promise<TokenCheck> {
  return verifyUnsubscribeToken(token, await alertsTokenSecret(), now);
}

export async function unsubscribeFromAlerts(token: string, now: Date = new Date()): Promise<TokenCheck> {
  const check = await checkUnsubscribeToken(token, now);
  if (check.ok) await deleteAllAlertsOf(check.uid);
  return check;
}
