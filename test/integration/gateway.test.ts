import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });

describe('the local gateway, serving the route table', () => {
  it('answers the health check with the security headers CloudFront adds in AWS', async () => {
    const res = await api(stack(), '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses /api/me without a valid token: 401 with a Portuguese JSON message', async () => {
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln']) {
      const res = await api(stack(), '/api/me', { token });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Você precisa entrar na sua conta para continuar.' });
    }
  });

  it('returns the caller\u2019s own record for a token from the local user pool', async () => {
    const { accessToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const res = await api(stack(), '/api/me', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: SAMPLE_ACCOUNT.name, email: SAMPLE_ACCOUNT.email, phone: SAMPLE_ACCOUNT.phone, tipodeconta: 'Sem Plano' });
    expect(res.json).not.toHaveProperty('PK');
  });

  it('pages the seeded openings through the API with an opaque cursor', async () => {
    const { accessToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const first = await api(stack(), '/api/openings?limit=20', { token: accessToken });
    expect(first.status).toBe(200);
    const items = first.json.items as { id: string; createdAt: string }[];
    expect(items).toHaveLength(20);
    const second = await api(stack(), `/api/openings?limit=20&cursor=${first.json.nextCursor}`, { token: accessToken });
    const all = [...items, ...(second.json.items as typeof items)];
    expect(all).toHaveLength(36);
    expect(new Set(all.map((o) => o.id)).size).toBe(36);
    expect(all.map((o) => o.createdAt)).toEqual([...all.map((o) => o.createdAt)].sort().reverse());
    expect((await api(stack(), '/api/openings?limit=500', { token: accessToken })).status).toBe(400);
  });

  it('answers unknown API paths with 404 in Portuguese', async () => {
    const res = await api(stack(), '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Caminho não encontrado.' });
  });

  it('serves the runtime config the SPA needs', async () => {
    const res = await api(stack(), '/config.json');
    expect(res.json).toMatchObject({
      apiBase: '/api',
      auth: { userPoolId: stack().userPoolId, userPoolClientId: stack().userPoolClientId, userPoolEndpoint: `${stack().siteUrl}/cognito`, authFlowType: 'USER_PASSWORD_AUTH' },
    });
    // The console's sign-in: the operators' own pool (docs/decisions/047).
    expect((res.json.auth as { operators: unknown }).operators).toEqual({ userPoolId: stack().operatorsPoolId, userPoolClientId: stack().operatorsClientId });
    expect((res.json.plans as { name: string }[]).map((p) => p.name)).toEqual(['Mensal', 'Trimestral']);
    expect(res.text).not.toMatch(/priceIdEnv|STRIPE_/);
  });

  it('serves an HTML page for SPA paths', async () => {
    const res = await api(stack(), '/minha-conta');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('lang="pt-BR"');
  });

  it('refreshes tokens through the Cognito shim (GetTokensFromRefreshToken)', async () => {
    const { refreshToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const res = await fetch(`${stack().siteUrl}/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
      body: JSON.stringify({ ClientId: stack().userPoolClientId, RefreshToken: refreshToken }),
    });
    const body = (await res.json()) as { AuthenticationResult: { AccessToken: string } };
    expect(res.status).toBe(200);
    const me = await api(stack(), '/api/me', { token: body.AuthenticationResult.AccessToken });
    expect(me.status).toBe(200);
  });

  it('runs our Cognito triggers through the Lambda Invoke API and delivers the e-mail to the local mailbox', async () => {
    const json = { name: 'Nova', phone: '21988776655', email: 'nova@exemplo.com', password: 'Senha1234', confirmPassword: 'Senha1234', acceptedTerms: true };
    expect((await api(stack(), '/api/signup', { method: 'POST', json })).status).toBe(201);
    const mail = (await mailbox(stack())).find((m) => m.destination.to.includes('nova@exemplo.com'));
    expect(mail?.subject).toBe('Confirme seu cadastro no Carey');
    expect(mail?.body.html).toMatch(new RegExp(`${stack().siteUrl}/verify-email\\?email=nova%40exemplo.com&amp;code=\\d{6}|${stack().siteUrl}/verify-email\\?email=nova%40exemplo.com&code=\\d{6}`));
  });
});
