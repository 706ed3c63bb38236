import { requireEnv } from '../../base/env';
import { signInTimeOf } from '../../caregivers/sign-in-record';
import { changeOperatorAudited, listOperatorRecords } from '../data/operator-table';
import { disableOperatorUser } from '../operators-pool-client';
import { changeOperator, checkOperatorId } from '../operators';
import { teamApiHandler } from '../team-api';

requireEnv('TABLE_NAME');
requireEnv('OPERATORS_USER_POOL_ID');

/** DELETE /api/equipe/operadoras/{id}: 'Remover operadora' (record inactive, Cognito user disabled and signed out), after a recent sign-in. */
export const handler = teamApiHandler({}, async ({ caller, pathParameters, operator, event }) => ({
  body: await changeOperator({ operatorId: caller().uid, operatorEmail: operator.email, signedInAt: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), id: checkOperatorId(pathParameters.id), remove: true }, { listOperatorRecords, changeAudited: changeOperatorAudited, disableUser: disableOperatorUser }),
}));
