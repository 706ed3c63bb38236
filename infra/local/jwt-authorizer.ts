import type { Access } from '../../lambdas/routes';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type Claims = Record<string, string>;

/** Tokens verified once and reused; bounded, the oldest go first (a long `npm run dev` or load test). */
const KEPT_TOKENS = 5_000;

/**
 * What API Gateway's JWT authorizer does in AWS: verify the access token's signature against the user pool's
 * JWKS, its issuer, expiry and client, and hand the claims to the handler as strings.
 *
 * A token whose signature, issuer and client were verified is kept (by its exact text) with its claims: the same
 * text always verifies the same way against the pool's unchanging keys, so only its expiry and start (`exp`, `nbf`)
 * are checked again at each use, as jose checks them. An RSA verification per request was about a tenth of the
 * integration suite's time (docs/decisions/055-suite-time.md); a changed byte is another text and is verified anew.
 */
export function createJwtAuthorizer(options: { jwksUrl: string; issuer: string; clientId: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  const verified = new Map<string, { payload: JWTPayload; claims: Claims }>();
  return async function authorize(authorizationHeader: string | undefined): Promise<Claims | undefined> {
    const token = (authorizationHeader ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    const known = verified.get(token);
    if (known) return inTime(known.payload) ? known.claims : undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audience = payload.client_id ?? payload.aud;
      if (audience !== options.clientId) return undefined;
      const claims = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
      verified.set(token, { payload, claims });
      if (verified.size > KEPT_TOKENS) verified.delete(verified.keys().next().value as string);
      return claims;
    } catch {
      return undefined;
    }
  };
}

/** jose's time checks with no tolerance: not expired (`exp` in the past refuses), already valid (`nbf`). */
function inTime(payload: JWTPayload, now = Math.floor(Date.now() / 1000)): boolean {
  if (typeof payload.exp === 'number' && payload.exp <= now) return false;
  if (typeof payload.nbf === 'number' && payload.nbf > now) return false;
  return true;
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
