import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { countJobFailed } from '../../base/observability/observability';
import { heldPushPorts } from '../push-io';
import { sendHeldSummaries } from '../opening-pushes';

requireEnv('TABLE_NAME');

/** A run's time, inside the job's 5 minutes; who is left waits for the next run. */
const RUN_MS = 4 * 60_000;

/** Scheduled: at 07:00 São Paulo time, one summary push for the openings held overnight (docs/decisions/074-web-push.md). */
export const handler = jobHandler('push/jobs/send-held-pushes', async (event: { runMs?: number; now?: string } = {}) => {
  const deadline = Date.now() + waitMsOf(event?.runMs, RUN_MS);
  const result = await sendHeldSummaries(nowOf(event?.now), heldPushPorts(deadline), deadline);
  if (result.failed > 0) countJobFailed();
  return result;
});
