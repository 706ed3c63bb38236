import { closeStoredOpening, findStoredOpening } from '../../openings/store';
import { requireEnv } from '../../base/env';
import { checkOpeningRef, closeOpening } from '../openings';
import { auditPut } from '../data/table';
import { decideReportsOfClosedOpening } from '../report-decisions';
import { decideOnClosedIo } from '../report-decision-io';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/**
 * POST /api/equipe/vagas/{clientId}/{id}/encerramento: 'Encerrar vaga' (200 whether it closed now or before), then
 * its open reports decided (lambdas/team/report-decisions.ts).
 */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => {
  const ref = checkOpeningRef(pathParameters.clientId, pathParameters.id);
  const result = await closeOpening(
    { operator: await operatorOf({ event, caller }), ...ref },
    { findOpening: findStoredOpening, closeAudited: (stored, closedAt, entry) => closeStoredOpening(stored, closedAt, [auditPut(entry)]) },
  );
  await decideReportsOfClosedOpening({ clientId: ref.clientId, vagaId: ref.id, closedAt: result.encerradaEm }, decideOnClosedIo);
  return { body: result };
});
