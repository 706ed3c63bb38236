import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { nowOf } from '../../base/jobs/manual-run';
import { recountCounters } from '../counter-recount';
import { recountPorts } from '../data/counter-recount';

requireEnv('TABLE_NAME');

/**
 * Scheduled (daily) and by hand (`npm run job -- recount-counters`): compares every counter of 'Visão geral' with a
 * scan of the table and mends what drifted (a TTL deletion, a write path that forgot its count); returns what changed.
 */
export const handler = jobHandler('team/jobs/recount-counters', async (event: { now?: string } = {}) => recountCounters(recountPorts, nowOf(event?.now)));
