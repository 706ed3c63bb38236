import { disableUser, enableUser } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../data/table';
import { hasOperatorRecord } from '../data/operator-records';
import { cognitoEmailOf, cognitoGroupsOf } from '../operator-cognito';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

/** POST /api/equipe/cuidadoras/{uid}/bloqueio blocks her sign-in ('Bloquear acesso'); DELETE unblocks it. Never an operator's account. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller, event }) => ({
  body: await setSignInBlocked(
    { operatorId: caller().uid, uid: checkUid(pathParameters.uid), blocked: event.requestContext.http.method === 'POST' },
    {
      ...{ getCaregiver, cognitoGroupsOf, hasOperatorRecord, operatorEmailOf: cognitoEmailOf },
      ...{ setCognitoEnabled: (uid: string, enabled: boolean) => (enabled ? enableUser(uid) : disableUser(uid)), setBlockedAudited: setCaregiverBlockedAudited },
    },
  ),
}));
