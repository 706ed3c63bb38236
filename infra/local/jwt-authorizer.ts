import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Claims = Record<string, string>;

/**
 * What API Gateway's JWT authorizer does in AWS: verify the access token's signature against the user pool's
 * JWKS, its issuer, expiry and client, and hand the claims to the handler as strings.
 */
export function createJwtAuthorizer(options: { jwksUrl: string; issuer: string; clientId: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  return async function authorize(authorizationHeader: string | undefined): Promise<Claims | undefined> {
    const token = (authorizationHeader ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audience = payload.client_id ?? payload.aud;
      if (audience !== options.clientId) return undefined;
      return Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
      );
    } catch {
      return undefined;
    }
  };
}
