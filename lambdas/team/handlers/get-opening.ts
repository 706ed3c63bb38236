import { requireEnv } from '../../base/env';
import { findStoredOpening, getFamilies } from '../../openings/store';
import { listAuditEntriesAbout } from '../data/audit-table';
import { checkOpeningRef } from '../openings';
import { teamOpeningDetail } from '../opening-form';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** GET /api/equipe/vagas/{clientId}/{id}: the opening's page in the console (as stored, her family, its history). */
export const handler = teamApiHandler({}, async ({ pathParameters }) => ({
  body: await teamOpeningDetail(checkOpeningRef(pathParameters.clientId, pathParameters.id), {
    findOpening: findStoredOpening,
    getFamilies,
    auditAbout: listAuditEntriesAbout,
  }),
}));
