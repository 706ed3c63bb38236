import { resendConfirmationCode } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid } from '../caregivers';
import { appendAudit } from '../data/table';
import { teamApiHandler } from '../team-api';
import { resendVerificationEmail } from '../verification-email';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');

/** POST /api/equipe/cuidadoras/{uid}/verificacao-email: 'Reenviar e-mail de verificação'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller }) => ({
  body: await resendVerificationEmail({ operatorId: caller().uid, uid: checkUid(pathParameters.uid) }, { getCaregiver, resendCode: resendConfirmationCode, appendAudit }),
}));
