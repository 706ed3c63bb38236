import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { nowOf } from '../../base/jobs/manual-run';
import { runPixExpiry } from '../pix-expiry';
import { pixExpiryPorts } from '../pix-expiry-ports';

requireEnv('TABLE_NAME');
const ports = pixExpiryPorts(requireEnv('SITE_URL'));

/** Scheduled: one-off Pix periods ended at their end, and the e-mail 3 days before (lambdas/subscriptions/pix-expiry.ts). */
export const handler = jobHandler('subscriptions/jobs/end-pix-periods', async (event: { now?: string } = {}): Promise<{ ended: number; reminded: number; failed: number }> =>
  runPixExpiry(Math.floor(nowOf(event?.now).getTime() / 1000), ports),
);
