import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LEGAL_VERSIONS } from '../../contract';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey } from '../../lambdas/caregivers/store';
import { api, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ integrityCheck: 'consentimento' });
const PASSWORD = 'Consente2024';

/** Signs up through the API from `from` (the gateway passes the socket's address as CloudFront would), confirms, signs in. */
async function signUpAndIn(n: number, from: string) {
  const email = `consente.${n}.${Date.now()}@exemplo.com.br`;
  const phone = `2198${String(n).padStart(3, '0')}${String(Date.now()).slice(-4)}`;
  const form = { name: 'Clara Consente', phone, email, password: PASSWORD, confirmPassword: PASSWORD, tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true };
  const signup = await api(stack(), '/api/signup', { method: 'POST', json: form, from });
  expect(signup.status).toBe(201);
  await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
  return { uid: signup.json.uid as string, email, token: (await signIn(stack(), email, PASSWORD)).accessToken };
}

/** What a new version of the privacy policy means for her record: her last consent names an older one. */
async function publishNewPrivacyVersion(uid: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: caregiverKey(uid),
      UpdateExpression: 'SET consentimentos[0].privacidade = :old',
      ExpressionAttributeValues: { ':old': 'privacidade-2020-01-01' },
    }),
  );
}

const entry = (token: string) => api(stack(), '/api/me/entrada', { method: 'POST', token });

test('the consent given at sign-up is stored (versions, time, IP) and shown in her export', async () => {
  const before = Date.now();
  const { token } = await signUpAndIn(1, '127.31.0.5');
  expect((await entry(token)).json).toEqual({ consentimentoPendente: false, versoes: LEGAL_VERSIONS });
  const exported = await api(stack(), '/api/me/export', { token });
  expect(exported.status).toBe(200);
  const [consent, ...others] = exported.json.consentimentos as { aceitoEm: string }[];
  expect(others).toEqual([]);
  expect(consent).toEqual({ ...LEGAL_VERSIONS, aceitoEm: expect.any(String), ip: '127.31.0.5', origem: 'cadastro' });
  expect(Date.parse(consent.aceitoEm)).toBeGreaterThanOrEqual(before - 1000);
});

test('a new version asks again at her next sign-in; she accepts it (the IP of that request) and is not asked again', async () => {
  const { uid, email } = await signUpAndIn(2, '127.31.0.6');
  await publishNewPrivacyVersion(uid);
  const { accessToken: token } = await signIn(stack(), email, PASSWORD);
  expect((await entry(token)).json).toEqual({ consentimentoPendente: true, versoes: LEGAL_VERSIONS });

  // A page read before the new version went up accepts nothing.
  const stale = await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: { ...LEGAL_VERSIONS, privacidade: 'privacidade-2020-01-01' } });
  expect(stale.status).toBe(409);
  expect(stale.json.message).toMatch(/mudaram enquanto você lia/);
  expect((await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: { ip: '1.2.3.4' } })).status).toBe(400);

  const accepted = await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: LEGAL_VERSIONS, from: '127.31.0.7' });
  expect(accepted.status).toBe(200);
  expect(accepted.json.consentimentoPendente).toBe(false);
  expect((await entry(token)).json.consentimentoPendente).toBe(false);
  // Accepting twice keeps one record of it.
  expect((await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: LEGAL_VERSIONS })).status).toBe(200);

  const consents = (await api(stack(), '/api/me/export', { token })).json.consentimentos as Record<string, string>[];
  expect(consents).toHaveLength(2);
  expect(consents[0]).toMatchObject({ privacidade: 'privacidade-2020-01-01', origem: 'cadastro', ip: '127.31.0.6' });
  expect(consents[1]).toMatchObject({ ...LEGAL_VERSIONS, origem: 'entrada', ip: '127.31.0.7' });
});

test('an account without any record of consent is asked at its next sign-in', async () => {
  const { uid, token } = await signUpAndIn(3, '127.31.0.8');
  await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'REMOVE consentimentos' }));
  expect((await entry(token)).json.consentimentoPendente).toBe(true);
  expect((await api(stack(), '/api/me/export', { token })).json.consentimentos).toEqual([]);
  expect((await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: LEGAL_VERSIONS })).status).toBe(200);
  expect((await entry(token)).json.consentimentoPendente).toBe(false);
});

/** Her last consent names an older version of one text: what publishing a new version of it means for her record. */
async function publishNewVersionOf(uid: string, text: 'termos' | 'privacidade') {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: `SET consentimentos[0].${text} = :old`, ExpressionAttributeValues: { ':old': `${text}-2020-01-01` } }),
  );
}

// Claim (docs/decisions/067): with either text pending, every signed-in route but the session's first call, the
// acceptance, the export and the deletion answers 403 in Portuguese naming `consentimento`; each text is checked on
// its own, both at the door and at the acceptance.
describe.each(['termos', 'privacidade'] as const)('a new version of %s alone', (text) => {
  const other = text === 'termos' ? 'privacidade' : 'termos';

  it('closes every route but the exempt ones until she accepts it', async () => {
    const { uid, token } = await signUpAndIn(text === 'termos' ? 10 : 11, '127.31.1.1');
    await publishNewVersionOf(uid, text);
    for (const [path, init] of [['/api/me', {}], ['/api/openings', {}], ['/api/notices', {}], ['/api/alerts', {}], ['/api/me/assinatura', {}], ['/api/me/location', { method: 'PUT', json: { latitude: -23.5, longitude: -46.6 } }]] as const) {
      const refused = await api(stack(), path, { token, ...init });
      expect({ path, status: refused.status, body: refused.json }).toEqual({ path, status: 403, body: { message: 'Atualizamos os Termos de Uso e a Política de Privacidade. Leia e aceite as novas versões para continuar.', field: 'consentimento' } });
    }
    // exempt: the session's first call, her export, her deletion (a wrong password is its own refusal, not the consent's)
    expect((await entry(token)).json).toEqual({ consentimentoPendente: true, versoes: LEGAL_VERSIONS });
    expect((await api(stack(), '/api/me/export', { token })).status).toBe(200);
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password: 'errada-123', confirm: true } });
    expect(deletion.json.field).toBe('password');

    // a page opened before the new version names the old one: refused, even though the other text matches
    const stale = await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: { ...LEGAL_VERSIONS, [text]: `${text}-2020-01-01` } });
    expect({ status: stale.status, message: stale.json.message }).toEqual({ status: 409, message: expect.stringMatching(/mudaram enquanto você lia/) });
    expect((await api(stack(), '/api/me', { token })).status).toBe(403);
    // naming the other text's old version is refused too
    expect((await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: { ...LEGAL_VERSIONS, [other]: `${other}-2020-01-01` } })).status).toBe(409);

    expect((await api(stack(), '/api/me/consentimento', { method: 'POST', token, json: LEGAL_VERSIONS })).status).toBe(200);
    expect((await api(stack(), '/api/me', { token })).status).toBe(200);
    expect((await api(stack(), '/api/openings', { token })).status).toBe(200);
  });
});
