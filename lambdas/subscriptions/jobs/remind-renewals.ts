import { sendRenewalReminders } from '../renewal-reminders';
import { reminderPorts } from '../renewal-reminder-ports';
import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';

requireEnv('TABLE_NAME');

/** Scheduled: the reminder 7 days before each quarterly renewal, once per period (lambdas/subscriptions/renewal-reminders.ts). */
export const handler = jobHandler('subscriptions/jobs/remind-renewals', async (): Promise<{ reminded: number; failed: number }> => sendRenewalReminders(reminderPorts(requireEnv('SITE_URL'))));
