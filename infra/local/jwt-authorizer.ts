import type { Access } from '../../lambdas/routes';
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

/**
 * The gateway's two authorizers, as in infra/cdk/api.ts: `access: 'team'` routes accept only the operators' pool's
 * tokens (their console client), every other signed-in route only the caregivers' (docs/decisions/047).
 */
export function createRouteAuthorizer(cognitoEndpoint: string, issuerFor: (poolId: string) => string, pools: { caregivers: { poolId: string; clientId: string }; operators: { poolId: string; clientId: string } }) {
  const of = ({ poolId, clientId }: { poolId: string; clientId: string }) =>
    createJwtAuthorizer({ jwksUrl: `${cognitoEndpoint}/${poolId}/.well-known/jwks.json`, issuer: issuerFor(poolId), clientId });
  const caregivers = of(pools.caregivers);
  const operators = of(pools.operators);
  return (authorizationHeader: string | undefined, access: Access) => (access === 'team' ? operators : caregivers)(authorizationHeader);
}
