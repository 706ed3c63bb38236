import { disableUser, enableUser } from '../../clients/cognito';
import { getCaregiver } from '../../data/caregivers';
import { requireEnv } from '../../env';
import { checkUid, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** POST /api/equipe/cuidadoras/{uid}/bloqueio blocks her sign-in ('Bloquear acesso'); DELETE unblocks it. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller, event }) => ({
  body: await setSignInBlocked(
    { operatorId: caller().uid, uid: checkUid(pathParameters.uid), blocked: event.requestContext.http.method === 'POST' },
    { getCaregiver, setCognitoEnabled: (uid, enabled) => (enabled ? enableUser(uid) : disableUser(uid)), setBlockedAudited: setCaregiverBlockedAudited },
  ),
}));
