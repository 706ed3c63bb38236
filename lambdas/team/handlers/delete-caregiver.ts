import { requireEnv } from '../../base/env';
import { consumeOperatorLimit } from '../../base/rate-limits/counters';
import { operatorLimits } from '../../base/rate-limits/limits';
import { hashPepper } from '../../base/secrets/hash-pepper';
import { startAccountDeletionFor } from '../../account/delete-account';
import { deletionEmailHash } from '../../account/deletion';
import { getCaregiver } from '../../caregivers/store';
import { signInTimeOf } from '../../caregivers/sign-in-record';
import { checkUid, deleteCaregiverAccount } from '../caregivers';
import { auditPut } from '../data/table';
import { hasOperatorRecord } from '../data/operator-records';
import { cognitoEmailOf, cognitoGroupsOf } from '../operator-cognito';
import { teamApiHandler } from '../team-api';
import { teamTexts } from '../texts';

requireEnv('TABLE_NAME');

const consumeDeletionLimit = (operatorId: string) => consumeOperatorLimit('team-deletion', operatorId, teamTexts.deletionLimit(operatorLimits['team-deletion'].perOperator));

/** POST /api/equipe/cuidadoras/{uid}/exclusao: 'Excluir conta (LGPD)' (200 done, 202 still running in the job). */
export const handler = teamApiHandler({}, async ({ pathParameters, caller, event }) => {
  const input = { operatorId: caller().uid, signedInAt: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), uid: checkUid(pathParameters.uid) };
  const result = await deleteCaregiverAccount(input, {
    ...{ getCaregiver, cognitoGroupsOf, hasOperatorRecord, operatorEmailOf: cognitoEmailOf, consumeDeletionLimit, auditPut, startDeletion: startAccountDeletionFor },
    receiptHashOf: async (email) => deletionEmailHash(email, await hashPepper()),
  });
  return { statusCode: result.status === 'concluida' ? 200 : 202, body: result };
});
