import { listUidsWithPendingMatches } from '../data/alerts';
import { sendDigestIfDue, type DigestOutcome } from '../services/alert-digests';
import { requireEnv } from '../env';
import { jobWaits, nowOf, waitMsOf } from './manual-run';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const SETTLE_MS = jobWaits['send-alert-digests'].ms;
// Caregivers not yet due stay at the head of the pending index; a wide batch keeps them from starving the rest.
const BATCH = 1000;

/**
 * Scheduled: e-mails each caregiver with pending matches her digest, when one is due (at most one a day). What
 * is not due, or fails, stays pending for a later run.
 */
export async function handler(event: { settleMs?: number; now?: string } = {}): Promise<Record<DigestOutcome, number>> {
  const settleMs = waitMsOf(event?.settleMs, SETTLE_MS);
  const now = nowOf(event?.now);
  const counts: Record<DigestOutcome, number> = { sent: 0, 'not-due': 0, 'nothing-to-send': 0, 'no-caregiver': 0, failed: 0 };
  for (const uid of await listUidsWithPendingMatches(new Date(now.getTime() - settleMs), BATCH)) counts[await sendDigestIfDue(uid, now)]++;
  return counts;
}
