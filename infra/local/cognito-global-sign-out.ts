/* eslint-disable @typescript-eslint/no-require-imports */

/**
 * AdminUserGlobalSignOut, which cognito-local (5.3.0) does not have: an unknown user is UserNotFoundException, as
 * in Cognito; otherwise it answers as Cognito does. cognito-local keeps no sessions to revoke, so her tokens live on
 * until they expire locally: what refuses a removed operator at once is her record, read on every team request
 * (docs/decisions/049-operator-roles.md), here as in AWS.
 */
const lib = (p: string) => require(`cognito-local/lib/${p}`);

type Handler = (ctx: unknown, req: { UserPoolId?: string; Username?: string }) => Promise<unknown>;
interface Services {
  cognito: { getUserPool(ctx: unknown, userPoolId: string): Promise<{ getUserByUsername(ctx: unknown, username: string): Promise<unknown> }> };
}

export function withAdminUserGlobalSignOut(router: (target: string) => Handler, services: Services) {
  const { UserNotFoundError } = lib('errors');
  const signOut: Handler = async (ctx, req) => {
    const pool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
    if (!(await pool.getUserByUsername(ctx, req.Username ?? ''))) throw new UserNotFoundError();
    return {};
  };
  return (target: string): Handler => (target === 'AdminUserGlobalSignOut' ? signOut : router(target));
}
