import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, markCaregiverVerified } from '../caregivers';
import { setCaregiverStatusAudited } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

/** POST /api/equipe/cuidadoras/{uid}/verificacao: 'Marcar conta como verificada'. */
export const handler = teamApiHandler({}, async ({ pathParameters, operator }) => ({
  body: await markCaregiverVerified({ operator: await operator(), uid: checkUid(pathParameters.uid) }, { getCaregiver, setStatusAudited: setCaregiverStatusAudited }),
}));
