import { listPendingSupportMessages } from '../data/support-messages';
import { deliverSupportMessage } from '../support-delivery';
import { requireEnv } from '../../base/env';
import { jobWaits, waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const RETRY_GRACE_MS = jobWaits['retry-support-emails'].ms;
const BATCH = 25;

/**
 * Scheduled: e-mails support messages left pending by an SES failure, oldest first. Each run handles one batch;
 * what still fails stays pending for the next run.
 */
export const handler = jobHandler('support/jobs/retry-support-emails', async (event: { graceMs?: number } = {}): Promise<{ sent: number; failed: number }> => {
  const graceMs = waitMsOf(event?.graceMs, RETRY_GRACE_MS);
  const pending = await listPendingSupportMessages(new Date(Date.now() - graceMs), BATCH);
  let sent = 0;
  for (const message of pending) if (await deliverSupportMessage(message)) sent++;
  return { sent, failed: pending.length - sent };
});
