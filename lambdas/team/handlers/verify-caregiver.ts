import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, setCaregiverVerified } from '../caregivers';
import { setCaregiverStatusAudited } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/cuidadoras/{uid}/verificacao: 'Marcar conta como verificada'; DELETE: 'Desmarcar verificação'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller, event }) => ({
  body: await setCaregiverVerified(
    { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid), verified: event.requestContext.http.method === 'POST' },
    { getCaregiver, setStatusAudited: setCaregiverStatusAudited },
  ),
}));
