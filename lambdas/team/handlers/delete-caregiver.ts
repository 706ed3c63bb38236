import * as z from 'zod';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { hashPepper } from '../../base/secrets/hash-pepper';
import { startAccountDeletionFor } from '../../account/delete-account';
import { deletionEmailHash } from '../../account/deletion';
import { signInTimeOf } from '../../caregivers/sign-in-record';
import { checkUid, deleteCaregiverAccount, parseReason } from '../caregivers';
import { auditPut } from '../data/table';
import { consumeDeletionLimit } from '../data/deletion-limit';
import { hasOperatorRecord } from '../data/operator-records';
import { cognitoGroupsOf } from '../operator-cognito';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

const body = z.strictObject({ motivo: z.string().max(4000).optional() });

/** POST /api/equipe/cuidadoras/{uid}/exclusao: 'Excluir conta (LGPD)' with its reason (200 done, 202 still running in the job). */
export const handler = teamApiHandler({ body, maxBodyBytes: 8 * 1024 }, async ({ pathParameters, event, caller, body }) => {
  const signedInAt = signInTimeOf(event.requestContext.authorizer?.jwt?.claims);
  const input = { operator: await operatorOf({ event, caller }), signedInAt, uid: checkUid(pathParameters.uid), reason: parseReason(body.motivo) };
  const result = await deleteCaregiverAccount(input, {
    ...{ getCaregiver, cognitoGroupsOf, hasOperatorRecord, consumeDeletionLimit, auditPut, startDeletion: startAccountDeletionFor },
    receiptHashOf: async (email) => deletionEmailHash(email, await hashPepper()),
  });
  return { statusCode: result.status === 'concluida' ? 200 : 202, body: result };
});
