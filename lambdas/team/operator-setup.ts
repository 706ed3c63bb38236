import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_ROLE, type OperatorRole } from '../../contract/operators';
import { createOperatorUser, migrateOperators, subOf, type OperatorPools } from './cognito';
import { getOperatorRecord, saveOperatorRecord } from './data/operator-table';

/**
 * Makes `email` an operator outside the console: her user in the operators' pool (cognito.ts; never a caregiver's
 * e-mail) and her
 * operator record with `role` ('Administração' unless told), which every /api/equipe request reads. The one way
 * the first administrator is made (`npm run operator -- add`), and the one the local seed and the tests use.
 */
export async function addOperator(
  cognito: CognitoIdentityProviderClient,
  input: OperatorPools & { email: string; password?: string; name?: string; role?: OperatorRole },
): Promise<{ created: boolean; sub: string }> {
  const { created, sub } = await createOperatorUser(cognito, input);
  const email = input.email.trim().toLowerCase();
  await saveOperatorRecord({ sub, email, name: input.name?.trim() || email, role: input.role ?? ADMIN_ROLE, createdAt: new Date().toISOString() });
  return { created, sub };
}

/**
 * `npm run operator -- migrar`: the old group's members move to the operators' pool (cognito.ts) and each gets her
 * record as 'Administração' (the group gave every member everything) unless she has one already.
 */
export async function migrateOperatorsWithRecords(cognito: CognitoIdentityProviderClient, pools: OperatorPools): Promise<{ moved: string[]; already: string[] }> {
  const result = await migrateOperators(cognito, pools);
  for (const email of [...result.moved, ...result.already]) {
    const sub = await subOf(cognito, pools.operatorsPoolId, email);
    if (!(await getOperatorRecord(sub))) await saveOperatorRecord({ sub, email, name: email, role: ADMIN_ROLE, createdAt: new Date().toISOString() });
  }
  return result;
}
