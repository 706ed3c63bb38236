import { disableUser, enableUser } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** POST /api/equipe/cuidadoras/{uid}/bloqueio blocks her sign-in ('Bloquear acesso'); DELETE unblocks it. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await setSignInBlocked(
    { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid), blocked: event.requestContext.http.method === 'POST' },
    { getCaregiver, setCognitoEnabled: (uid, enabled) => (enabled ? enableUser(uid) : disableUser(uid)), setBlockedAudited: setCaregiverBlockedAudited },
  ),
}));
