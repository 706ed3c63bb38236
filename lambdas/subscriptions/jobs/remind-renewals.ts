import { sendRenewalReminders } from '../renewal-reminders';
import { reminderPorts } from '../renewal-reminder-ports';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** Scheduled: the reminder 7 days before each quarterly renewal, once per period (lambdas/subscriptions/renewal-reminders.ts). */
export async function handler(): Promise<{ reminded: number; failed: number }> {
  return sendRenewalReminders(reminderPorts(requireEnv('SITE_URL')));
}
