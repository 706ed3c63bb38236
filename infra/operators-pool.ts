/**
 * The operators' user pool, defined once for CDK (infra/cdk/operators-auth.ts) and the local pool
 * (infra/local/cognito-pool.ts). docs/decisions/047-operators-pool.md defends the figures.
 */
export const operatorPasswordPolicy = {
  minLength: 12,
  requireDigits: false,
  requireLowercase: false,
  requireUppercase: false,
  requireSymbols: false,
  /** An invited operator's temporary password lasts this long (then `npm run operator -- add` again). */
  tempPasswordDays: 3,
} as const;

/**
 * Short sessions: an access token lives 15 minutes (the most a stolen one is worth; the SPA refreshes silently),
 * and the refresh token 8 hours (one working day: every morning starts with the password and a TOTP code).
 */
export const operatorSessions = { accessTokenMinutes: 15, refreshTokenHours: 8 } as const;

/** The console's one app client: SRP only in AWS (locally, cognito-local has no SRP: see decision 047). */
export const operatorsClient = {
  name: 'carey-operators',
  authFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  localAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
} as const;
