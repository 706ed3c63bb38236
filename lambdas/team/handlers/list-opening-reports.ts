import * as z from 'zod';
import { findStoredOpening, getFamilies, listNewestReports } from '../../openings/store';
import { listReportsForTeam } from '../../openings/opening-reports';
import { requireEnv } from '../../base/env';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/denuncias?cursor=: Atendimento's 'Denúncia de vaga', a page of the newest reports grouped by opening. */
export const handler = teamApiHandler({ query: z.strictObject({ cursor: z.string().max(2048).optional() }) }, async ({ query }) => ({
  body: await listReportsForTeam({ newestReports: listNewestReports, findOpening: findStoredOpening, getFamilies }, query.cursor),
}));
