import * as z from 'zod';
import type { TeamOverviewAnswer } from '../../../contract/team';
import { requireEnv } from '../../base/env';
import { readOverview } from '../../base/counters/counters';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/visao-geral: the counts of 'Visão geral' (counter items, one BatchGet) and the caller's role. */
export const handler = teamApiHandler({ query: z.strictObject({}) }, async ({ operator }) => ({
  body: { ...(await readOverview()), operator: { role: operator.role } } satisfies TeamOverviewAnswer,
}));
