import { getCaregiver } from '../../data/caregivers';
import { requireEnv } from '../../env';
import { checkUid, markCaregiverVerified } from '../caregivers';
import { setCaregiverStatusAudited } from '../table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** POST /api/equipe/cuidadoras/{uid}/verificacao: 'Marcar conta como verificada'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller }) => ({
  body: await markCaregiverVerified({ operatorId: caller().uid, uid: checkUid(pathParameters.uid) }, { getCaregiver, setStatusAudited: setCaregiverStatusAudited }),
}));
