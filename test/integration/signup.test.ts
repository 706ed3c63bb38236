import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  AdminCreateUserCommand,
  ConfirmSignUpCommand,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { db } from '../../lambdas/base/table/client';
import { findEmailClaim, findPhoneClaim, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { recordCases } from '../reliability/report';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();

let counter = 0;
/** A valid form with a fresh phone and e-mail each time. */
function form(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    name: 'Joana Teste',
    phone: `(21) 9${String(counter).padStart(4, '0')}-${String(1000 + counter).slice(-4)}`,
    email: `joana.${counter}.${Date.now()}@exemplo.com.br`,
    password: 'senhaForte1',
    confirmPassword: 'senhaForte1',
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    acceptedTerms: true,
    ...overrides,
  };
}
const digits = (phone: unknown) => String(phone).replace(/\D/g, '');

async function cognitoUser(email: string): Promise<AdminGetUserCommandOutput | undefined> {
  const client = new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
  try {
    return await client.send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Nothing of this sign-up exists: no claim, no Cognito user. */
async function expectNothingLeft(f: { phone: unknown; email: unknown }) {
  expect(await findPhoneClaim(digits(f.phone))).toBeUndefined();
  expect(await findEmailClaim(String(f.email))).toBeUndefined();
  expect(await cognitoUser(String(f.email))).toBeUndefined();
}

describe('POST /api/signup', () => {
  it('creates the record, both claims and the Cognito user, and e-mails a /verify-email link that confirms the account', async () => {
    const f = form({ email: `Maria.Nova.${Date.now()}@Exemplo.com.br`, genero: '' });
    const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
    expect(res.status).toBe(201);
    const uid = res.json.uid as string;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);

    const email = f.email.toLowerCase();
    expect(await getCaregiver(uid)).toMatchObject({
      uid,
      name: 'Joana Teste',
      email,
      phone: digits(f.phone),
      status: 'conta não verificada',
      tipodeconta: 'Sem Plano',
      campotipoCadastro: 'Lançamento',
      tipoDeCadastro: 'Cuidador',
      genero: '',
    });
    expect((await getCaregiver(uid))!.dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await findPhoneClaim(digits(f.phone))).toEqual({ uid });
    expect(await findEmailClaim(email)).toEqual({ uid });
    const user = await cognitoUser(email);
    expect(user?.UserStatus).toBe('UNCONFIRMED');
    expect(user?.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(uid);

    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes(email));
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Confirme seu cadastro no Carey');
    const link = /href="([^"]+)"/.exec(mail[0].body.html ?? '')![1].replace(/&amp;/g, '&');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack().siteUrl}/verify-email`);
    expect(url.searchParams.get('email')).toBe(email);

    // What the /verify-email page does with the link: confirm, after which the person can log in.
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
    await cognito.send(new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: url.searchParams.get('code')! }));
    const { accessToken } = await signIn(stack(), email, f.password);
    const me = await api(stack(), '/api/me', { token: accessToken });
    expect(me.json).toMatchObject({ uid, email, tipodeconta: 'Sem Plano' });
  });

  it('checks the spec rules in order, then the rest, naming the field; nothing is created', async () => {
    const steps: [Record<string, unknown>, string, string][] = [
      [{ confirmPassword: 'outraSenha1', acceptedTerms: false, phone: '123' }, 'confirmPassword', 'As senhas não coincidem.'],
      [{ acceptedTerms: false, phone: '123' }, 'acceptedTerms', 'Você precisa aceitar os Termos de Uso e a Política de Privacidade.'],
      [{ phone: '(11) 9876-543', name: '' }, 'phone', 'O número de telefone deve ter 11 dígitos, incluindo o DDD.'],
      [{ phone: '119876543210' }, 'phone', 'O número de telefone deve ter 11 dígitos, incluindo o DDD.'],
      [{ name: '   ', email: 'x' }, 'name', 'Informe seu nome.'],
      [{ email: 'sem-arroba.com', password: 'curta1', confirmPassword: 'curta1' }, 'email', 'Informe um e-mail válido.'],
      [{ password: 'curta1', confirmPassword: 'curta1' }, 'password', 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.'],
      [{ password: 'somenteletras', confirmPassword: 'somenteletras' }, 'password', 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.'],
      [{ password: '12345678', confirmPassword: '12345678' }, 'password', 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.'],
      [{ password: 'Password1', confirmPassword: 'Password1' }, 'password', 'Esta senha está entre as mais usadas e vazadas na internet. Escolha uma senha menos comum.'],
      [{ tipoDeCadastro: 'Motorista' }, 'tipoDeCadastro', 'Este tipo de cadastro ainda não está disponível.'],
      [{ tipoDeCadastro: 'Médico' }, 'tipoDeCadastro', 'Escolha o tipo de cadastro: Acompanhante, Cuidador ou Enfermeiro(a).'],
      [{ genero: 'Outro' }, 'genero', 'O gênero de nascimento deve ser Feminino ou Masculino.'],
      [{ extra: 1 }, 'extra', 'Campo não permitido: extra.'],
    ];
    for (const [overrides, field, message] of steps) {
      const f = form(overrides);
      const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message, field } });
      await expectNothingLeft(f);
    }
  });

  it('defaults the type to Cuidador', async () => {
    const f = form({ tipoDeCadastro: undefined });
    const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
    expect(res.status).toBe(201);
    expect((await getCaregiver(res.json.uid as string))!.tipoDeCadastro).toBe('Cuidador');
  });

  it('answers a taken phone or e-mail like a new sign-up, creates nothing and e-mails the owner instead', async () => {
    const first = form();
    const created = await api(stack(), '/api/signup', { method: 'POST', json: first });
    expect(created.status).toBe(201);
    const uid = created.json.uid as string;
    const ownerEmail = first.email.toLowerCase();

    const samePhone = form({ phone: digits(first.phone) });
    const sameEmail = form({ email: first.email.toUpperCase() });
    const both = form({ phone: digits(first.phone), email: first.email });
    for (const f of [samePhone, sameEmail, both]) {
      const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
      expect(res.status).toBe(201);
      expect(Object.keys(res.json)).toEqual(Object.keys(created.json));
      expect(res.json.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json.uid).not.toBe(uid);
      expect(await getCaregiver(res.json.uid as string)).toBeUndefined();
    }
    await expectNothingLeft({ phone: sameEmail.phone, email: samePhone.email });
    expect(await findPhoneClaim(digits(first.phone))).toEqual({ uid });
    expect(await findEmailClaim(ownerEmail)).toEqual({ uid });

    const mail = await mailbox(stack());
    expect(mail.filter((m) => m.destination.to.includes(samePhone.email))).toHaveLength(0);
    const toOwner = mail.filter((m) => m.destination.to.includes(ownerEmail));
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Confirme seu cadastro no Carey',
      'Alguém tentou criar uma conta no Carey com os seus dados',
      'Alguém tentou criar uma conta no Carey com os seus dados',
      'Alguém tentou criar uma conta no Carey com os seus dados',
    ]);
    const attempts = toOwner.slice(1).map((m) => /Alguém tentou criar uma conta com ([^.]+)\./.exec(m.body.html ?? '')?.[1]);
    expect(attempts).toEqual(['o seu telefone', 'o seu e-mail', 'o seu e-mail e o seu telefone']);
    expect(toOwner[1].body.html).toContain(`${stack().siteUrl}/login`);
  });

  it('leaves nothing behind when Cognito refuses the sign-up', async () => {
    const restore = stack().overrideVariable('USER_POOL_SERVER_CLIENT_ID', 'cliente-inexistente');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const f = form();
    try {
      const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.json.message).toBe('Ocorreu um erro inesperado. Tente novamente em alguns instantes.');
    } finally {
      restore();
      logged.mockRestore();
    }
    await expectNothingLeft(f);
    recordCases('falhas', 'Cognito failing during sign-up', 1);
  });

  it('removes the Cognito user again when the table write fails after it was created', async () => {
    // Fault injection at the SDK layer of the (in-process) handler: DynamoDB refuses the transaction once.
    const stackOfClient = db().middlewareStack;
    const name = 'fail-next-transaction';
    stackOfClient.add(
      (next, context) => async (args) => {
        if (/^TransactWrite/.test(context.commandName ?? '')) {
          stackOfClient.remove(name);
          throw Object.assign(new Error('injected'), { name: 'InternalServerError' });
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const f = form();
    const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
    stackOfClient.remove(name);
    logged.mockRestore();
    expect(res.status).toBe(503);
    await expectNothingLeft(f);
    // The person can sign up again straight away.
    expect((await api(stack(), '/api/signup', { method: 'POST', json: f })).status).toBe(201);
    recordCases('falhas', 'DynamoDB failing after the Cognito user exists', 1);
  });

  it('answers like a new sign-up for a Cognito user without a record, leaves that user alone and e-mails the address (decision 004)', async () => {
    const f = form();
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
    await cognito.send(new AdminCreateUserCommand({ UserPoolId: stack().userPoolId, Username: f.email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: f.email }] }));
    const before = await cognitoUser(f.email);
    const res = await api(stack(), '/api/signup', { method: 'POST', json: f });
    expect(res.status).toBe(201);
    expect(res.json.uid).not.toBe(before?.UserAttributes?.find((a) => a.Name === 'sub')?.Value);
    expect(await findPhoneClaim(digits(f.phone))).toBeUndefined();
    expect((await cognitoUser(f.email))?.UserStatus).toBe(before?.UserStatus);
    const mail = (await mailbox(stack())).filter((m) => m.destination.to.includes(f.email));
    expect(mail.map((m) => m.subject)).toEqual(['Alguém tentou criar uma conta no Carey com os seus dados']);
  });

  it('gives one phone to exactly one of 20 concurrent sign-ups and leaves no orphan claim or user', async () => {
    const phone = '31988887777';
    const forms = Array.from({ length: 20 }, () => form({ phone }));
    const results = await Promise.all(forms.map((f) => api(stack(), '/api/signup', { method: 'POST', json: f })));
    // Every caller gets the same answer; exactly one of them owns the phone.
    expect(results.map((r) => r.status)).toEqual(forms.map(() => 201));
    const owner = (await findPhoneClaim(phone))!;
    const winners = results.flatMap((r, i) => (r.json.uid === owner.uid ? [i] : []));
    expect(winners).toHaveLength(1);

    const winner = forms[winners[0]];
    const uid = results[winners[0]].json.uid as string;
    expect(await findPhoneClaim(phone)).toEqual({ uid });
    expect(await findEmailClaim(winner.email)).toEqual({ uid });
    expect((await cognitoUser(winner.email))?.Username).toBeDefined();
    for (const [i, f] of forms.entries()) {
      if (i === winners[0]) continue;
      expect(await findEmailClaim(f.email)).toBeUndefined();
      expect(await cognitoUser(f.email)).toBeUndefined();
    }
    recordCases('concorrência', '20 simultaneous sign-ups, one phone', 20);
  });

  it('gives one e-mail to exactly one of 5 concurrent sign-ups', async () => {
    const email = `disputado.${Date.now()}@exemplo.com.br`;
    const forms = Array.from({ length: 5 }, () => form({ email }));
    const results = await Promise.all(forms.map((f) => api(stack(), '/api/signup', { method: 'POST', json: f })));
    expect(results.map((r) => r.status)).toEqual(forms.map(() => 201));
    const { uid } = (await findEmailClaim(email))!;
    expect(results.filter((r) => r.json.uid === uid)).toHaveLength(1);
    for (const f of forms) {
      const claim = await findPhoneClaim(digits(f.phone));
      expect(claim === undefined || claim.uid === uid).toBe(true);
    }
    expect((await cognitoUser(email))?.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(uid);
    recordCases('concorrência', '5 simultaneous sign-ups, one e-mail', 5);
  });
});
