import { closeStoredOpening, listOpenOpeningsCreatedBefore } from '../data/opening-closing';
import { env, requireEnv } from '../../base/env';
import { closeAfterDays, closeOldOpenings } from '../opening-expiry';
import { nowOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';

requireEnv('TABLE_NAME');

/**
 * Scheduled: openings close by themselves OPENINGS_CLOSE_AFTER_DAYS days (per stage; default 60) after they were
 * published. `now` (ISO 8601) may be given when it is run by hand.
 */
export const handler = jobHandler('openings/jobs/close-old-openings', (event: { now?: string } = {}): Promise<{ closed: number; skipped: number }> => {
  return closeOldOpenings(
    { now: nowOf(event?.now), days: closeAfterDays(env('OPENINGS_CLOSE_AFTER_DAYS')) },
    { listOpenBefore: listOpenOpeningsCreatedBefore, close: (stored, closedAt) => closeStoredOpening(stored, closedAt, []) },
  );
});
