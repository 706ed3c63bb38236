import { listPendingDeletions } from '../data/account-deletions';
import { runDeletion } from '../delete-account';
import { requireEnv } from '../../base/env';
import { jobWaits, nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { recordMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const RESUME_GRACE_MS = jobWaits['resume-account-deletions'].ms;
const BATCH = 25;
/** A deletion still pending this long after it was asked for is overdue: a person must look (`AccountDeletionsOverdue`). */
export const DELETION_DEADLINE_MS = 24 * 3_600_000;

/**
 * Scheduled: finishes account deletions a failed step left half-done, oldest first, each from its first step not
 * done. What still fails stays pending for the next run, so every deletion ends; each run counts those still pending
 * past DELETION_DEADLINE_MS (0 included, so the alarm always has data); `now` (ISO 8601) may be given by hand.
 */
export const handler = jobHandler('account/jobs/resume-account-deletions', async (event: { graceMs?: number; now?: string } = {}): Promise<{ completed: number; pending: number }> => {
  const graceMs = waitMsOf(event?.graceMs, RESUME_GRACE_MS);
  const jobs = await listPendingDeletions(new Date(Date.now() - graceMs), BATCH);
  let completed = 0;
  let overdue = 0;
  for (const job of jobs) {
    if ((await runDeletion(job)) === 'concluida') completed++;
    else if (nowOf(event?.now).getTime() - Date.parse(job.requestedAt) > DELETION_DEADLINE_MS) overdue++;
  }
  recordMetric(metricNames.deletionsOverdue, overdue);
  return { completed, pending: jobs.length - completed };
});
