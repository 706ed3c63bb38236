import { decodeJwt, importJWK, SignJWT } from 'jose';
import privateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { routes } from '../../lambdas/routes';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { messages } from '../../lambdas/base/messages';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';

const stack = useLocalStack({ seed: true, integrityCheck: 'autorização' });
const UNAUTHENTICATED = { message: 'Você precisa entrar na sua conta para continuar.' };

/** A concrete path for a route template ({id} → a plausible value). */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1700000000-abcdef12');

/** Signs claims with cognito-local's own key, so only the claims make a token wrong. */
async function forge(claims: Record<string, unknown>, expiresAt: number) {
  const key = await importJWK(privateKey.jwk as Parameters<typeof importJWK>[0], 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setIssuedAt(expiresAt - 3600).setExpirationTime(expiresAt).sign(key);
}

describe('every signed-in route refuses callers it cannot verify', () => {
  // Team routes are signed-in routes too (the same authorizer), with the group check after it.
  const signedIn = routes.filter((r) => r.access !== 'public');
  let valid: Record<string, unknown>;
  let validToken: string;
  beforeAll(async () => {
    validToken = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
    valid = decodeJwt(validToken);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a malformed token', async () => 'abc.def'],
    ['an unsigned token', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(valid)).toString('base64url')}.`],
    ['a bad signature', async () => validToken.slice(0, -6) + (validToken.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA')],
    ['an expired token', async () => forge({ ...valid, exp: undefined, iat: undefined }, now() - 60)],
    ['a token from another pool', async () => forge({ ...valid, iss: String(valid.iss).replace(stack().userPoolId, 'us-east-1_OutroPool'), exp: undefined, iat: undefined }, now() + 3600)],
    ['a token for another app client', async () => forge({ ...valid, client_id: 'outro-cliente', exp: undefined, iat: undefined }, now() + 3600)],
    // API Gateway's JWT authorizer lets an ID token through (its `aud` is the app client): the API refuses it.
    ['an ID token', async () => (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).idToken],
  ];

  it('has signed-in routes to check', () => {
    expect(signedIn.length).toBeGreaterThanOrEqual(4);
  });

  it.each(cases)('answers 401 in Portuguese for %s, on every signed-in route', async (name, makeToken) => {
    const token = await makeToken();
    recordCases('autorização', name, signedIn.length);
    for (const route of signedIn) {
      const res = await api(stack(), pathOf(route.path), { method: route.method, token, json: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.json }).toEqual({ route: `${route.method} ${route.path}`, status: 401, body: UNAUTHENTICATED });
    }
  });

  it("answers 401 for a caregiver's valid token on every team route (another pool's token: docs/decisions/047)", async () => {
    const team = routes.filter((r) => r.access === 'team');
    expect(team.length).toBeGreaterThanOrEqual(1);
    recordCases('autorização', 'token de cuidadora em rota da equipe', team.length);
    for (const route of team) {
      const res = await api(stack(), pathOf(route.path), { method: route.method, token: validToken, json: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.json }).toEqual({ route: `${route.method} ${route.path}`, status: 401, body: UNAUTHENTICATED });
    }
  });

  it("refuses a blocked caregiver's tokens from before the block on every signed-in route (403 in Portuguese), and her sign-in says she is blocked", async () => {
    const bloqueada = { ...SAMPLE_ACCOUNT, email: 'bloqueada@exemplo.com.br', phone: '51987654321', name: 'Carla Bloqueada' };
    const uid = await createReadyCaregiver(stack(), bloqueada);
    const old = await signIn(stack(), bloqueada.email, bloqueada.password);
    expect((await api(stack(), '/api/me', { token: old.accessToken })).status).toBe(200);
    const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}/bloqueio`, { method: 'POST', token: operator, json: { motivo: 'Teste de bloqueio' } })).status).toBe(200);

    const caregiverRoutes = routes.filter((r) => r.access === 'signed-in');
    recordCases('autorização', 'token de cuidadora bloqueada', caregiverRoutes.length);
    for (const route of caregiverRoutes) {
      const res = await api(stack(), pathOf(route.path), { method: route.method, token: old.accessToken, json: route.method === 'GET' ? undefined : {} });
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.json }).toEqual({ route: `${route.method} ${route.path}`, status: 403, body: { message: messages.accountBlocked } });
    }
    await expect(signIn(stack(), bloqueada.email, bloqueada.password)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    // Her refresh token no longer gives new tokens either.
    const refresh = new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
    await expect(refresh.send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { REFRESH_TOKEN: old.refreshToken } }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}/bloqueio`, { method: 'DELETE', token: operator })).status).toBe(200);
    const again = await signIn(stack(), bloqueada.email, bloqueada.password);
    expect((await api(stack(), '/api/me', { token: again.accessToken })).status).toBe(200);
  });

  it('accepts the same claims when they are right (the forging itself is sound)', async () => {
    const token = await forge({ ...valid, exp: undefined, iat: undefined }, now() + 3600);
    const res = await api(stack(), '/api/me', { token });
    expect(res.status).toBe(200);
  });
});
