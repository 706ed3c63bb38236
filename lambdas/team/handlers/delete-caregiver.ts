import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { startAccountDeletionFor } from '../../account/delete-account';
import { checkUid, deleteCaregiverAccount, parseReason } from '../caregivers';
import { auditPut } from '../data/table';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

const body = z.strictObject({ motivo: z.string().max(4000).optional() });

/** POST /api/equipe/cuidadoras/{uid}/exclusao: 'Excluir conta (LGPD)' with its reason (200 done, 202 still running in the job). */
export const handler = teamApiHandler({ body, maxBodyBytes: 8 * 1024 }, async ({ pathParameters, caller, body }) => {
  const input = { operatorId: caller().uid, uid: checkUid(pathParameters.uid), reason: parseReason(body.motivo) };
  const result = await deleteCaregiverAccount(input, { auditPut, startDeletion: startAccountDeletionFor });
  return { statusCode: result.status === 'concluida' ? 200 : 202, body: result };
});
