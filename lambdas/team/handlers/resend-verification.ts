import { resendConfirmationCode } from '../../clients/cognito';
import { getCaregiver } from '../../data/caregivers';
import { requireEnv } from '../../env';
import { checkUid } from '../caregivers';
import { appendAudit } from '../table';
import { teamApiHandler } from '../team-api';
import { resendVerificationEmail } from '../verification-email';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');

/** POST /api/equipe/cuidadoras/{uid}/verificacao-email: 'Reenviar e-mail de verificação'. */
export const handler = teamApiHandler({}, async ({ pathParameters, caller }) => ({
  body: await resendVerificationEmail({ operatorId: caller().uid, uid: checkUid(pathParameters.uid) }, { getCaregiver, resendCode: resendConfirmationCode, appendAudit }),
}));
