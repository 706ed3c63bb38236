import * as z from 'zod';
import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { startAccountDeletionFor } from '../../account/delete-account';
import { checkUid, deleteCaregiverAccount, parseReason } from '../caregivers';
import { auditPut } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

const body = z.strictObject({ motivo: z.string().max(4000).optional() });

/** POST /api/equipe/cuidadoras/{uid}/exclusao: 'Excluir conta (LGPD)' with its reason (200 done, 202 still running in the job). */
export const handler = teamApiHandler({ body, maxBodyBytes: 8 * 1024 }, async ({ pathParameters, event, caller, body }) => {
  const input = { operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid), reason: parseReason(body.motivo) };
  const result = await deleteCaregiverAccount(input, { getCaregiver, auditPut, startDeletion: startAccountDeletionFor });
  return { statusCode: result.status === 'concluida' ? 200 : 202, body: result };
});
