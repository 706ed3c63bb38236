import { alertsTokenSecret } from '../clients/alerts-secret';
import { deleteAllAlertsOf, saveAlert } from '../data/alerts';
import { newAlert, type Alert, type AlertCriteria } from '../domain/alerts';
import { searchPosition, type Caregiver } from '../domain/caregiver';
import { verifyUnsubscribeToken, type TokenCheck } from '../domain/unsubscribe-token';

/**
 * Saves the caller's current search as an alert; the radius is measured from the position her distance search
 * uses (`searchPosition`: the newer of her device location and the CEP she typed).
 */
export async function createAlert(caregiver: Caregiver, criteria: AlertCriteria, now: Date = new Date()): Promise<{ alert: Alert; created: boolean }> {
  return saveAlert(newAlert(caregiver.uid, criteria, searchPosition(caregiver)?.point, now));
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
