import { closeStoredOpening, findStoredOpening } from '../../openings/store';
import { requireEnv } from '../../base/env';
import { checkOpeningRef, closeOpening } from '../openings';
import { auditPut } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/vagas/{clientId}/{id}/encerramento: 'Encerrar vaga' (200 whether it closed now or before). */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await closeOpening(
    { operator: await operatorOf({ event, caller }), ...checkOpeningRef(pathParameters.clientId, pathParameters.id) },
    { findOpening: findStoredOpening, closeAudited: (stored, closedAt, entry) => closeStoredOpening(stored, closedAt, [auditPut(entry)]) },
  ),
}));
