import { requireEnv } from '../../base/env';
import { fanOutPending } from '../notice-fan-out';
import { fanOutIo } from '../data/notice-table';
import { waitMsOf } from '../../base/jobs/manual-run';

requireEnv('TABLE_NAME');

/** Time a run gives itself: less than the minute between runs, so runs rarely overlap; the next goes on from the saved cursor. */
const RUN_MS = 50_000;

/** Scheduled: the team's notices to a segment, in batches, resuming each from its saved cursor (lambdas/team/notice-fan-out.ts). */
export function handler(event: { runMs?: number } = {}) {
  return fanOutPending(fanOutIo, Date.now() + waitMsOf(event?.runMs, RUN_MS));
}
