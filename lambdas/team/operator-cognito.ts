import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../caregivers/cognito';
import { requireEnv } from '../base/env';

const notFound = (error: unknown) => (error as { name?: string } | null)?.name === 'UserNotFoundException';

/** The user a `sub` names in the caregivers' pool (her user name and e-mail); undefined when she is not there. */
async function userOf(sub: string): Promise<{ username: string; email?: string } | undefined> {
  try {
    const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub }));
    return { username: out.Username ?? sub, email: out.UserAttributes?.find((a) => a.Name === 'email')?.Value };
  } catch (error) {
    if (notFound(error)) return undefined;
    throw error;
  }
}

/**
 * The caregivers' pool groups of a user (by `sub`); none when she is not in the pool. Asked by her user name as
 * AdminGetUser gives it: AWS takes the sub too, the local stand-in matches group members by user name only.
 */
export async function cognitoGroupsOf(sub: string): Promise<string[]> {
  const user = await userOf(sub);
  if (!user) return [];
  const out = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: user.username, Limit: 60 }));
  return (out.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
}

/** A user's e-mail as Cognito holds it now (the operator's snapshot on a Registro line); undefined when not found. */
export async function cognitoEmailOf(sub: string): Promise<string | undefined> {
  return (await userOf(sub))?.email;
}
