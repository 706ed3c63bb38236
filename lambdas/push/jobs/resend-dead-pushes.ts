import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { countJobFailed } from '../../base/observability/observability';
import { resendDeadLetters } from '../dead-letters';
import { resendPorts } from '../push-io';

requireEnv('TABLE_NAME');

/** A run's time, inside the job's 5 minutes (and shorter than a claim's hold, CLAIM_MS); what is left waits for the next run. */
const RUN_MS = 4 * 60_000;

/** Scheduled: the pushes kept after failing (dead letters) sent again when due (docs/decisions/081-push-dead-letters.md). */
export const handler = jobHandler('push/jobs/resend-dead-pushes', async (event: { runMs?: number; now?: string } = {}) => {
  const deadline = Date.now() + waitMsOf(event?.runMs, RUN_MS);
  const result = await resendDeadLetters(nowOf(event?.now), await resendPorts(), deadline);
  if (result.failed > 0) countJobFailed();
  return result;
});
