import { requireEnv } from '../../base/env';
import { fanOutPending } from '../notice-fan-out';
import { fanOutIoWithPushes } from '../notice-io';
import { waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { countMetric } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** Time a run gives itself: less than the minute between runs, so runs rarely overlap; the next goes on from the saved cursor. */
const RUN_MS = 50_000;

/**
 * Scheduled: the team's notices to a segment, in batches, resuming each from its saved cursor (lambdas/team/notice-fan-out.ts).
 * A run that fails leaves its send where it was: `NoticeFanOutsStuck` (and `JobFailed`) say so; the next run resumes it.
 */
export const handler = jobHandler('team/jobs/fan-out-notices', async (event: { runMs?: number } = {}) => {
  try {
    const deadline = Date.now() + waitMsOf(event?.runMs, RUN_MS);
    return await fanOutPending(fanOutIoWithPushes(deadline), deadline);
  } catch (error) {
    countMetric(metricNames.noticeFanOutsStuck);
    throw error;
  }
});
