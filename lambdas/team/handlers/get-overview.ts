import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { readOverview } from '../../base/counters/counters';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/visao-geral: the counts of 'Visão geral' (counter items, one BatchGet). */
export const handler = teamApiHandler({ query: z.strictObject({}) }, async () => ({ body: await readOverview() }));
