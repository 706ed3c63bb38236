import { listUidsWithPendingMatches } from '../data/alert-matches';
import { sendDigestIfDue, type DigestOutcome } from '../alert-digests';
import { requireEnv } from '../../base/env';
import { jobWaits, nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { countMetric, errorSummary, hashedCaregiver, log } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const SETTLE_MS = jobWaits['send-alert-digests'].ms;
// Caregivers not yet due stay at the head of the pending index; a wide batch keeps them from starving the rest.
const BATCH = 1000;

/**
 * Scheduled: e-mails each caregiver with pending matches her digest, when one is due (at most one a day). What
 * is not due, or fails, stays pending for a later run; one caregiver's failure never stops the others.
 */
export const handler = jobHandler('alerts/jobs/send-alert-digests', async (event: { settleMs?: number; now?: string } = {}): Promise<Record<DigestOutcome, number>> => {
  const settleMs = waitMsOf(event?.settleMs, SETTLE_MS);
  const now = nowOf(event?.now);
  const counts: Record<DigestOutcome, number> = { sent: 0, 'not-due': 0, 'nothing-to-send': 0, 'no-caregiver': 0, unconfirmed: 0, failed: 0 };
  for (const uid of await listUidsWithPendingMatches(new Date(now.getTime() - settleMs), BATCH)) {
    // Each caregiver's digest is independent: an error is counted and the loop goes on (her claim's lease then
    // holds her until it expires; a later run finishes or resolves her digest).
    let outcome: DigestOutcome;
    try {
      outcome = await sendDigestIfDue(uid, now);
    } catch (error) {
      outcome = 'failed';
      log().warn('alert digest failed; the next caregivers go on', { caregiver: hashedCaregiver(uid), error: errorSummary(error) });
    }
    counts[outcome]++;
    if (outcome === 'failed') countMetric(metricNames.digestsFailed);
  }
  return counts;
});
