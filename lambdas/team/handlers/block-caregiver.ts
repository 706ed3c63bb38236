import * as z from 'zod';
import { disableUser } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid, parseReason, setSignInBlocked } from '../caregivers';
import { setCaregiverBlockedAudited } from '../data/table';
import { hasOperatorRecord } from '../data/operator-records';
import { cognitoGroupsOf } from '../operator-cognito';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');

const body = z.strictObject({ motivo: z.string().max(4000).optional() });

/** POST /api/equipe/cuidadoras/{uid}/bloqueio blocks her sign-in ('Bloquear acesso'), with the reason the Registro keeps; never an operator's account. */
export const handler = teamApiHandler({ body, maxBodyBytes: 8 * 1024 }, async ({ pathParameters, event, caller, body }) => ({
  body: await setSignInBlocked(
    { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid), blocked: true, reason: parseReason(body.motivo) },
    { getCaregiver, cognitoGroupsOf, hasOperatorRecord, setCognitoEnabled: (uid) => disableUser(uid), setBlockedAudited: setCaregiverBlockedAudited },
  ),
}));
