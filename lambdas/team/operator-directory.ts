/**
 * The team slice's one read of Cognito for the Registro (its own client module, so a team function's bundle holds
 * only this call): the operator's e-mail and name, by her `sub`, when her token does not carry them (Cognito's access
 * tokens carry neither: a pool that signs in by e-mail names its users by their `sub`).
 */
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../base/env';

let client: CognitoIdentityProviderClient | undefined;
/** A warm function asks once per operator. */
const known = new Map<string, { name?: string; email?: string }>();

export async function operatorRecord(sub: string): Promise<{ name?: string; email?: string } | undefined> {
  const cached = known.get(sub);
  if (cached) return cached;
  client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 });
  const out = await client.send(new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub }));
  const attribute = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value;
  const record = { name: attribute('name'), email: attribute('email') };
  known.set(sub, record);
  return record;
}
