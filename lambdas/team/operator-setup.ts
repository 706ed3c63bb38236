import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_ROLE, type OperatorRole } from '../../contract/operators';
import { createOperatorUser } from './cognito';
import { saveOperatorRecord } from './data/operator-table';

/**
 * Makes `email` an operator outside the console: the Cognito user in the team's group (cognito.ts) and her
 * operator record with `role` ('Administração' unless told), which every /api/equipe request reads. The one way
 * the first administrator is made (`npm run operator -- add`), and the one the local seed and the tests use; the
 * pool is a parameter, so pointing it at the operators' own pool changes only its callers.
 */
export async function addOperator(
  cognito: CognitoIdentityProviderClient,
  input: { userPoolId: string; email: string; password?: string; name?: string; role?: OperatorRole },
): Promise<{ created: boolean; sub: string }> {
  const { created, sub } = await createOperatorUser(cognito, input);
  const email = input.email.trim().toLowerCase();
  await saveOperatorRecord({ sub, email, name: input.name?.trim() || email, role: input.role ?? ADMIN_ROLE, createdAt: new Date().toISOString() });
  return { created, sub };
}
