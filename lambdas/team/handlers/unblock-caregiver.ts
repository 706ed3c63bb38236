import { enableUser } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** DELETE /api/equipe/cuidadoras/{uid}/bloqueio: 'Desbloquear acesso'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller }) => ({
  body: await setSignInBlocked(
    { operatorId: caller().uid, uid: checkUid(pathParameters.uid), blocked: false },
    { getCaregiver, setCognitoEnabled: (uid) => enableUser(uid), setBlockedAudited: setCaregiverBlockedAudited },
  ),
}));
