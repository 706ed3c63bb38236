import * as z from 'zod';
import { requireEnv } from '../../base/env';
import { signInTimeOf } from '../../caregivers/sign-in-record';
import { changeOperatorAudited, listOperatorRecords } from '../data/operator-table';
import { changeOperator, checkOperatorId, parseRole } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');

const body = z.strictObject({ role: z.unknown() });

/** PUT /api/equipe/operadoras/{id}/papel: her new role ('Papel'), from her next request on; after a recent sign-in. */
export const handler = teamApiHandler({ body }, async ({ body, caller, pathParameters, operator, event }) => ({
  body: await changeOperator(
    { operatorId: caller().uid, operatorEmail: operator.email, signedInAt: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), id: checkOperatorId(pathParameters.id), role: parseRole(body.role) },
    { listOperatorRecords, changeAudited: changeOperatorAudited, disableUser: async () => undefined },
  ),
}));
