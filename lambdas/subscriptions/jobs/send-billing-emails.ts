import { listPendingBillingMail } from '../data/billing-mail';
import { deliverBillingMail } from '../billing-mail';
import { billingMailPorts } from '../billing-mail-ports';
import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { jobWaits, waitMsOf } from '../../base/jobs/manual-run';

requireEnv('TABLE_NAME');
const ports = billingMailPorts(requireEnv('SITE_URL'));
const BATCH = 25;

/** Scheduled: billing e-mails the webhook could not send (SES refused them), oldest first, each at most once. */
export const handler = jobHandler('subscriptions/jobs/send-billing-emails', async (event: { graceMs?: number } = {}): Promise<{ sent: number; failed: number }> => {
  const before = new Date(Date.now() - waitMsOf(event?.graceMs, jobWaits['send-billing-emails'].ms));
  const pending = await listPendingBillingMail(before, BATCH);
  let sent = 0;
  for (const eventId of pending) if ((await deliverBillingMail(eventId, ports)) === 'sent') sent++;
  return { sent, failed: pending.length - sent };
});
