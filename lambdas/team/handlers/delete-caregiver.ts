import { getCaregiver } from '../../caregivers/store';
import { requireEnv } from '../../base/env';
import { startAccountDeletionFor } from '../../account/delete-account';
import { checkUid, deleteCaregiverAccount } from '../caregivers';
import { auditPut } from '../data/table';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/cuidadoras/{uid}/exclusao: 'Excluir conta (LGPD)' (200 done, 202 still running in the job). */
export const handler = teamApiHandler({}, async ({ pathParameters, event, caller }) => {
  const result = await deleteCaregiverAccount({ operator: await operatorOf({ event, caller }), uid: checkUid(pathParameters.uid) }, { getCaregiver, auditPut, startDeletion: startAccountDeletionFor });
  return { statusCode: result.status === 'concluida' ? 200 : 202, body: result };
});
