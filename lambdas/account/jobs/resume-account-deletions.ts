import { listPendingDeletions } from '../data/account-deletions';
import { runDeletion } from '../delete-account';
import { resumeDeletions } from '../resume-deletions';
import { requireEnv } from '../../base/env';
import { jobWaits, nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { recordMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const RESUME_GRACE_MS = jobWaits['resume-account-deletions'].ms;

/** Scheduled: finishes half-done deletions (resume-deletions.ts) and reports the overdue ones; `now` (ISO 8601) by hand. */
export const handler = jobHandler('account/jobs/resume-account-deletions', async (event: { graceMs?: number; now?: string } = {}): Promise<{ completed: number; pending: number }> => {
  const listBefore = new Date(Date.now() - waitMsOf(event?.graceMs, RESUME_GRACE_MS));
  const { completed, pending, overdue } = await resumeDeletions({ listPending: listPendingDeletions, runDeletion: (job) => runDeletion(job) }, { listBefore, now: nowOf(event?.now) });
  recordMetric(metricNames.deletionsOverdue, overdue);
  return { completed, pending };
});
