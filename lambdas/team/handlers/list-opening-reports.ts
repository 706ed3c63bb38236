import { findStoredOpening, getFamilies, listNewestReports } from '../../openings/store';
import { listReportsForTeam } from '../../openings/opening-reports';
import { requireEnv } from '../../base/env';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/denuncias: Atendimento's 'Denúncia de vaga', the newest reports grouped by opening. */
export const handler = teamApiHandler({}, async () => ({
  body: await listReportsForTeam({ newestReports: listNewestReports, findOpening: findStoredOpening, getFamilies }),
}));
