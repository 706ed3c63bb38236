import { requireEnv } from '../../base/env';
import { checkOpeningRef } from '../openings';
import { parseReason } from '../caregivers';
import { discardBody, discardReports } from '../report-decisions';
import { discardIo } from '../report-decision-io';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/denuncias/{clientId}/{id}/descarte: 'Descartar denúncia' (the opening's open reports, with a reason). */
export const handler = teamApiHandler({ body: discardBody }, async ({ pathParameters, event, caller, body }) => {
  const { clientId, id } = checkOpeningRef(pathParameters.clientId, pathParameters.id);
  return { body: await discardReports({ operator: await operatorOf({ event, caller }), clientId, vagaId: id, motivo: parseReason(body.motivo) }, discardIo) };
});
