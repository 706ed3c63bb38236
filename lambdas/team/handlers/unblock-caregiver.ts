import { enableUser } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** DELETE /api/equipe/cuidadoras/{uid}/bloqueio: 'Desbloquear acesso'. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await setSignInBlocked(
    { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid), blocked: false },
    { getCaregiver, setCognitoEnabled: (uid) => enableUser(uid), setBlockedAudited: setCaregiverBlockedAudited },
  ),
}));
