import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { notLaterThanNowOf } from '../../base/jobs/manual-run';
import { runPixExpiry } from '../pix-expiry';
import { pixExpiryPorts } from '../pix-expiry-ports';

requireEnv('TABLE_NAME');
const ports = pixExpiryPorts(requireEnv('SITE_URL'));

/**
 * Scheduled: one-off Pix periods ended at their end, and the e-mail 3 days before (lambdas/subscriptions/pix-expiry.ts).
 * A `now` given by hand may lie in the past (tests) but never in the future: no invocation ends a period early.
 */
export const handler = jobHandler('subscriptions/jobs/end-pix-periods', async (event: { now?: string } = {}): Promise<{ ended: number; reminded: number; failed: number }> =>
  runPixExpiry(Math.floor(notLaterThanNowOf(event?.now).getTime() / 1000), ports),
);
