import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import * as auth from '../testing/auth-mock';
import { caregiver, mockApi, renderApp, testConfig } from '../testing/render-app';
import { setUserPool } from '../lib/auth';
import { startFirstRequests } from './first-requests';

jest.mock('aws-amplify/auth', () => jest.requireActual('../testing/auth-mock'));

const clientId = testConfig.auth.userPoolClientId;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) => `${base64url({ alg: 'RS256' })}.${base64url({ exp: Math.floor(Date.now() / 1000) + seconds })}.assinatura`;

function storeSession(token: string) {
  localStorage.setItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, 'maria-sub');
  localStorage.setItem(`CognitoIdentityServiceProvider.${clientId}.maria-sub.accessToken`, token);
}

const routes = () =>
  mockApi({
    'GET /api/me': () => ({ body: caregiver('Mensal') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({ body: { items: [], nextCursor: null, ordem: 'recentes', posicao: null } }),
  });

beforeEach(() => {
  localStorage.clear();
  auth.resetAuthMock();
  setUserPool(testConfig.auth);
});

test('at boot on /buscar-vagas with a stored token good for a while, the first call and the GETs go out with it, and the page takes them', async () => {
  const token = tokenExpiringIn(3600);
  storeSession(token);
  const api = routes();
  startFirstRequests('/buscar-vagas', '');
  expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/me', 'GET /api/notices', 'GET /api/openings', 'POST /api/me/entrada']);
  expect(api.calls.every((c) => c.authorization === `Bearer ${token}`)).toBe(true);

  renderApp('/buscar-vagas');
  expect(await screen.findByText('Nenhuma vaga disponível no momento.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(4); // nobody asked twice
});

test.each([
  ['a token about to expire (Amplify refreshes it first)', () => storeSession(tokenExpiringIn(30)), '/buscar-vagas'],
  ['no stored session', () => undefined, '/buscar-vagas'],
  ['a token that is not a JWT', () => storeSession('nada-disso'), '/buscar-vagas'],
  ["a page that is not a caregiver's signed-in page", () => storeSession(tokenExpiringIn(3600)), '/equipe'],
])('nothing goes out early with %s', (_case, arrange, path) => {
  arrange();
  const api = routes();
  startFirstRequests(path, '');
  expect(api.calls).toHaveLength(0);
});
