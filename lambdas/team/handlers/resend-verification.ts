import { resendConfirmationCode } from '../../caregivers/cognito';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { checkUid } from '../caregivers';
import { completeAuditStep, startPendingAudit } from '../data/audit-table';
import { teamApiHandler } from '../team-api';
import { resendVerificationEmail } from '../verification-email';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');
requireEnv('USER_POOL_ID');
requireEnv('USER_POOL_SERVER_CLIENT_ID');

/** POST /api/equipe/cuidadoras/{uid}/verificacao-email: 'Reenviar e-mail de verificação'. */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => ({
  body: await resendVerificationEmail(
    { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid) },
    { getCaregiver, resendCode: resendConfirmationCode, startPending: startPendingAudit, completeStep: (id, step, details) => completeAuditStep(id, step, details) },
  ),
}));
