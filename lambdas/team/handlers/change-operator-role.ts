import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { changeOperatorAudited, listOperatorRecords } from '../data/operator-table';
import { changeOperator, checkOperatorId, parseRole } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

const body = z.strictObject({ role: z.unknown() });

/** PUT /api/equipe/operadoras/{id}/papel: her new role ('Papel'), from her next request on. */
export const handler = teamApiHandler({ body }, async ({ body, caller, pathParameters, operator }) => ({
  body: await changeOperator(
    { operatorId: caller().uid, operatorEmail: operator.email, id: checkOperatorId(pathParameters.id), role: parseRole(body.role) },
    { listOperatorRecords, changeAudited: changeOperatorAudited, disableUser: async () => undefined },
  ),
}));
