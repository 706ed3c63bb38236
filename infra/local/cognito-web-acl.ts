/* eslint-disable @typescript-eslint/no-require-imports */

/**
 * What the caregivers' pool's web ACL (infra/cdk/pool-waf.ts) and Cognito's quotas do to a call, on a test's word:
 * cognito-local has neither. `refuseNext('InitiateAuth', 1, 'ForbiddenException')` makes the next InitiateAuth
 * answer as Cognito does when the web ACL blocks it ('Request not allowed due to WAF block.'); with
 * 'TooManyRequestsException' as when the quota is spent. The SDK picks the exception from the answer's `__type`, as
 * it does against AWS (cognito-local answers it with HTTP 400 where Cognito's WAF block is a 403; the SDK reads the
 * type, not the status). Put outermost: WAF judges a call before Cognito reads it.
 */
const lib = (p: string) => require(`cognito-local/lib/${p}`);

export type CognitoRefusal = 'ForbiddenException' | 'TooManyRequestsException';
type Handler = (ctx: unknown, req: unknown) => Promise<unknown>;

const refusalMessages: Record<CognitoRefusal, string> = {
  ForbiddenException: 'Request not allowed due to WAF block.',
  TooManyRequestsException: 'Too many requests',
};

export function withRefusals(router: (target: string) => Handler) {
  const { CognitoError } = lib('errors');
  const pending = new Map<string, { count: number; as: CognitoRefusal }>();
  return {
    router: (target: string): Handler => {
      const handle = router(target);
      return async (ctx, req) => {
        const refusal = pending.get(target);
        if (refusal && refusal.count > 0) {
          refusal.count -= 1;
          throw new CognitoError(refusal.as, refusalMessages[refusal.as]);
        }
        return handle(ctx, req);
      };
    },
    /** The next `count` calls of `operation` (Cognito's action name) are refused as `as`; 0 lifts it. */
    refuseNext(operation: string, count: number, as: CognitoRefusal = 'ForbiddenException'): void {
      pending.set(operation, { count, as });
    },
  };
}
