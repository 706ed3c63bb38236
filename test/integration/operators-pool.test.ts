import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { main as operatorCli } from '../../bin/operator';
import { createConfirmedUser, addEnrolledOperator } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { totpCode } from '../../infra/local/totp';
import { routes } from '../../lambdas/routes';
import { migrateOperators } from '../../lambdas/team/cognito';
import { api, mailbox, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/** docs/decisions/047-operators-pool.md: operators sign in to their own pool, with TOTP required. */
describe("operators' own pool on the local stack", () => {
  const stack = useLocalStack({ seed: true });
  const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
  const passwordOnly = (email: string, password: string) =>
    cognito().send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().operatorsClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const teamGets = routes.filter((r) => r.access === 'team' && r.method === 'GET' && !r.path.includes('{'));
  const teamRoutes = routes.filter((r) => r.access === 'team');
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

  it('a password alone never gives an operator tokens: an enrolled one gets the TOTP challenge, a new one MFA_SETUP', async () => {
    const enrolled = await passwordOnly(SAMPLE_OPERATOR.email, SAMPLE_OPERATOR.password);
    expect({ challenge: enrolled.ChallengeName, tokens: enrolled.AuthenticationResult }).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', tokens: undefined });
    const fresh = { email: 'nova.operadora@exemplo.com.br', password: 'senha-longa-2024' };
    expect(await operatorCli(['add', fresh.email, '--local', '--senha', fresh.password], { stateDir: stack().stateDir, cognitoEndpoint: stack().cognitoEndpoint })).toBe(0);
    const first = await passwordOnly(fresh.email, fresh.password);
    expect({ challenge: first.ChallengeName, tokens: first.AuthenticationResult }).toEqual({ challenge: 'MFA_SETUP', tokens: undefined });
    // Her enrolment: a wrong code is refused, and the session gives no token until a right one is verified.
    const associated = await cognito().send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
    await expect(cognito().send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: String((Number(totpCode(associated.SecretCode!)) + 1) % 1_000_000).padStart(6, '0') }))).rejects.toThrow();
  });

  it("an invited operator's first sign-in: temporary password, new password, then MFA_SETUP (never tokens), enrolment, tokens", async () => {
    const email = 'convidada.primeira@exemplo.com.br';
    const admin = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const invited = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email, name: 'Convidada', role: 'Leitura' }, token: admin });
    expect(invited.status).toBe(201);
    const letter = (await mailbox(stack())).find((m) => m.destination.to.includes(email));
    // The local pool's letter carries the temporary password in bold (infra/local/cognito-local.ts, MailboxSender).
    const temporaryPassword = /<strong>([^<]+)<\/strong>/.exec(letter?.body.html ?? '')?.[1];
    expect(temporaryPassword).toEqual(expect.any(String));

    const start = await passwordOnly(email, temporaryPassword!);
    expect({ challenge: start.ChallengeName, tokens: start.AuthenticationResult }).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', tokens: undefined });
    const renewed = await cognito().send(
      new RespondToAuthChallengeCommand({ ClientId: stack().operatorsClientId, ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: start.Session, ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'nova-senha-bem-longa-1' } }),
    );
    // As Cognito does in a pool that requires MFA: the enrolment comes now, not at her second sign-in.
    expect({ challenge: renewed.ChallengeName, tokens: renewed.AuthenticationResult, session: typeof renewed.Session }).toEqual({ challenge: 'MFA_SETUP', tokens: undefined, session: 'string' });
    // Skipping the enrolment gives nothing: the session answers MFA_SETUP only after a verified code.
    await expect(cognito().send(new RespondToAuthChallengeCommand({ ClientId: stack().operatorsClientId, ChallengeName: 'MFA_SETUP', Session: renewed.Session, ChallengeResponses: { USERNAME: email } }))).rejects.toThrow();
    const associated = await cognito().send(new AssociateSoftwareTokenCommand({ Session: renewed.Session }));
    const verified = await cognito().send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(associated.SecretCode!) }));
    const done = await cognito().send(new RespondToAuthChallengeCommand({ ClientId: stack().operatorsClientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }));
    expect((await api(stack(), '/api/equipe/visao-geral', { token: done.AuthenticationResult!.AccessToken! })).status).toBe(200);
    // Her next sign-in asks for the code of the app she enrolled.
    expect((await passwordOnly(email, 'nova-senha-bem-longa-1')).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('the invitation names her e-mail as her user, links to /equipe and says the three steps; the pool\'s id of her is never shown', async () => {
    const email = 'convidada.carta@exemplo.com.br';
    const admin = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const invited = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email, name: 'Carta', role: 'Atendimento' }, token: admin });
    expect(invited.status).toBe(201);
    const letters = (await mailbox(stack())).filter((m) => m.destination.to.includes(email));
    expect(letters.map((m) => m.subject)).toEqual(['Seu acesso ao painel da equipe Carey']);
    const html = letters[0].body.html ?? '';
    const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(visible).toContain('Seu usuário é o seu e-mail: este endereço, para onde enviamos esta mensagem.');
    expect(html).toContain(`<a href="${stack().siteUrl}/equipe">${stack().siteUrl}/equipe</a>`);
    expect([...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1].split(' ').slice(0, 3).join(' '))).toEqual(['Crie a sua', 'Cadastre o Carey', 'Digite o código']);
    // Her temporary password is in the letter; her user in the pool (a generated id) only in a comment nobody sees.
    const { UserAttributes } = await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: email }));
    const sub = UserAttributes!.find((a) => a.Name === 'sub')!.Value!;
    expect(visible).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(visible).not.toContain('{username}');
    expect(visible).toMatch(/Sua senha temporária é \S{6,} \. Ela vale 3 dias\./);
    expect(html).not.toContain('{####}');
    expect(html.split(sub)).toHaveLength(2);
    expect(html).toContain(`<!-- ${sub} -->`);
  });

  it('a new operator enrols her app at her first sign-in, then signs in with password and code; her token opens the console', async () => {
    const account = { email: 'primeira.vez@exemplo.com.br', password: 'outra-senha-longa' };
    const secret = await addEnrolledOperator(stack(), account);
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const { accessToken } = await signInOperator(stack(), account);
    // Every console page opens for her (a page that needs a filter answers 400 for its input, not her identity).
    for (const route of teamGets) expect([route.path, [401, 403].includes((await api(stack(), route.path, { token: accessToken })).status)]).toEqual([route.path, false]);
  });

  it('refuses an ID token and a caregiver-pool token on every team route (401), and an operator token on caregiver routes', async () => {
    const operator = await signInOperator(stack(), SAMPLE_OPERATOR);
    const caregiver = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    for (const route of teamRoutes) {
      for (const [kind, token] of [['id token', operator.idToken], ['caregiver', caregiver.accessToken]] as const) {
        const res = await api(stack(), concrete(route.path), { method: route.method, token, json: route.method === 'GET' ? undefined : {} });
        expect([`${route.method} ${route.path}`, kind, res.status]).toEqual([`${route.method} ${route.path}`, kind, 401]);
      }
    }
    const caregiverRoute = routes.find((r) => r.access === 'signed-in' && r.method === 'GET')!;
    expect((await api(stack(), caregiverRoute.path, { token: operator.accessToken })).status).toBe(401);
  });

  it('`operator add` refuses a caregiver’s e-mail and creates nothing in the operators’ pool', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await operatorCli(['add', SAMPLE_ACCOUNT.email, '--local', '--senha', 'qualquer-senha-longa'], { stateDir: stack().stateDir, cognitoEndpoint: stack().cognitoEndpoint });
    errors.mockRestore();
    expect(code).toBe(3);
    await expect(cognito().send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: SAMPLE_ACCOUNT.email }))).rejects.toThrow();
  });

  it('`migrar` moves a member of the old group to the operators’ pool and out of the group, once', async () => {
    const old = { email: 'antiga.operadora@exemplo.com.br', password: 'Carey2024!', name: 'Antiga' };
    await createConfirmedUser(stack(), old);
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: stack().userPoolId, Username: old.email, GroupName: 'equipe' }));
    const pools = { operatorsPoolId: stack().operatorsPoolId, caregiversPoolId: stack().userPoolId };
    expect(await migrateOperators(cognito(), pools)).toEqual({ moved: [old.email], already: [] });
    const inOperators = await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: old.email }));
    expect(inOperators.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const groups = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: stack().userPoolId, Username: old.email }));
    expect(groups.Groups ?? []).toEqual([]);
    expect(await migrateOperators(cognito(), pools)).toEqual({ moved: [], already: [] });
  });

  it('`operator add` outside --local takes the variables docs/deploy.md names (AWS_REGION, both pools, the table), and refuses without AWS_REGION', async () => {
    const saved = { ...process.env };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      // As in AWS, with the stand-ins behind the SDK's own endpoint variables: the same command line as step 12.
      Object.assign(process.env, { USER_POOL_ID: stack().userPoolId, OPERATORS_USER_POOL_ID: stack().operatorsPoolId, AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: stack().cognitoEndpoint });
      expect(process.env.TABLE_NAME).toBeTruthy();
      delete process.env.AWS_REGION;
      const email = 'primeira.operadora@exemplo.com.br';
      expect(await operatorCli(['add', email])).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toContain('Defina AWS_REGION=sa-east-1');
      await expect(cognito().send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: email }))).rejects.toThrow();

      process.env.AWS_REGION = 'sa-east-1';
      expect(await operatorCli(['add', email])).toBe(0);
      const created = await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: email }));
      expect(created.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    } finally {
      errors.mockRestore();
      logs.mockRestore();
      process.env = saved;
    }
  });
});
