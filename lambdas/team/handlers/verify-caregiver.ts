import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, markCaregiverVerified } from '../caregivers';
import { setCaregiverStatusAudited } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/cuidadoras/{uid}/verificacao: 'Marcar conta como verificada'. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await markCaregiverVerified({ operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid) }, { getCaregiver, setStatusAudited: setCaregiverStatusAudited }),
}));
