import { listPendingDeletions } from '../data/account-deletions';
import { runDeletion } from '../delete-account';
import { requireEnv } from '../../base/env';
import { jobWaits, waitMsOf } from '../../base/jobs/manual-run';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const RESUME_GRACE_MS = jobWaits['resume-account-deletions'].ms;
const BATCH = 25;

/**
 * Scheduled: finishes account deletions a failed step left half-done, oldest first, each from its first step not
 * done. What still fails stays pending for the next run, so every deletion ends.
 */
export async function handler(event: { graceMs?: number } = {}): Promise<{ completed: number; pending: number }> {
  const graceMs = waitMsOf(event?.graceMs, RESUME_GRACE_MS);
  const jobs = await listPendingDeletions(new Date(Date.now() - graceMs), BATCH);
  let completed = 0;
  for (const job of jobs) if ((await runDeletion(job)) === 'concluida') completed++;
  return { completed, pending: jobs.length - completed };
}
