import { closeStoredOpening, decideOpenReports, findStoredOpening } from '../../openings/store';
import { requireEnv } from '../../base/env';
import { checkOpeningRef, closeOpening } from '../openings';
import { auditPut } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/**
 * POST /api/equipe/vagas/{clientId}/{id}/encerramento: 'Encerrar vaga' (200 whether it closed now or before). Then
 * its open reports are decided ('vaga-encerrada': the team acted on them), so 'Visão geral' no longer counts them;
 * a retry decides what a failure left open.
 */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => {
  const ref = checkOpeningRef(pathParameters.clientId, pathParameters.id);
  const result = await closeOpening(
    { operator: await operatorOf({ event, caller }), ...ref },
    { findOpening: findStoredOpening, closeAudited: (stored, closedAt, entry) => closeStoredOpening(stored, closedAt, [auditPut(entry)]) },
  );
  const decide = () => decideOpenReports(ref.clientId, ref.id, { decisao: 'vaga-encerrada' }, result.encerradaEm);
  const first = await decide();
  if (first.reports.length && !first.changed) await decide();
  return { body: result };
});
