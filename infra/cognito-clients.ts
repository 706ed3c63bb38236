/**
 * The user pool's two app clients, defined once: CDK (infra/cdk/auth.ts) and the local pool (infra/local/stack.ts,
 * enforced by infra/local/cognito-rules.ts) are both configured from here.
 *
 * - `web`: the SPA's public client (no secret; its id is in /config.json). It may write no attribute that matters:
 *   a caregiver cannot change her e-mail or name behind the API's back. An empty WriteAttributes list is read by
 *   Cognito as "not set", which makes every standard attribute writable, so the list holds one attribute Carey
 *   never reads (`locale`) instead.
 * - `server`: the confidential client (a secret, so every call needs SECRET_HASH) that only Lambda functions use:
 *   `/api/signup` registers users through it (the sign-up's e-mail and name are the attributes it writes), and
 *   account deletion checks the password again through it.
 */
export const appClients = {
  web: {
    name: 'carey-web',
    generateSecret: false,
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    writeAttributes: ['locale'],
  },
  server: {
    name: 'carey-server',
    generateSecret: true,
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    writeAttributes: ['email', 'name'],
  },
} as const;

/** Attributes whose new value waits for verification: until then the user keeps (and signs in with) the old one. */
export const attributesKeptUntilVerified = ['email'] as const;
