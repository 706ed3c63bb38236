import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import cognitoLocalKey from 'cognito-local/lib/keys/cognitoLocal.private.json';

/** The same access token, signed as the local Cognito signs, but saying she signed in `secondsAgo` ago (step-up tests). */
export async function signedInAgo(token: string, secondsAgo: number): Promise<string> {
  const claims = decodeJwt(token);
  const authTime = Math.floor(Date.now() / 1000) - secondsAgo;
  const key = createPrivateKey({ key: cognitoLocalKey.jwk as unknown as JsonWebKey, format: 'jwk' });
  return new SignJWT({ ...claims, auth_time: authTime, iat: authTime }).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}
