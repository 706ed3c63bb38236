import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createConfirmedUser } from '../../infra/local/seed';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { messages } from '../../lambdas/base/messages';

const stack = useLocalStack({ integrityCheck: 'entrada inválida' });
let ana: { uid: string; email: string; phone: string; token: string };

beforeAll(async () => {
  const email = `ana.perfil.${Date.now()}@exemplo.com.br`;
  const password = 'Carey2024!';
  const uid = await createConfirmedUser(stack(), { email, password, name: 'Ana Perfil' });
  const phone = `319${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name: 'Ana Perfil', email, phone, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador', genero: 'Feminino',
    tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  ana = { uid, email, phone, token: (await signIn(stack(), email, password)).accessToken };
}, 60_000);

describe("Minha Conta: her phone and CEP, 'Alterar nome'", () => {
  it('shows her phone, and the CEP once she typed one', async () => {
    expect((await api(stack(), '/api/me', { token: ana.token })).json).toMatchObject({ phone: ana.phone });
    expect((await api(stack(), '/api/me', { token: ana.token })).json.cep).toBeUndefined();
    expect((await api(stack(), '/api/me/cep', { method: 'PUT', token: ana.token, json: { cep: '13025-320' } })).status).toBe(200);
    expect((await api(stack(), '/api/me', { token: ana.token })).json).toMatchObject({ cep: '13025320' });
  });

  it('changes her name in the record, both claims and Cognito alike', async () => {
    const res = await api(stack(), '/api/me/nome', { method: 'PUT', token: ana.token, json: { name: '  Ana   Maria Perfil ' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Ana Maria Perfil', email: ana.email });
    expect((await api(stack(), '/api/me', { token: ana.token })).json.name).toBe('Ana Maria Perfil');
    expect((await getCaregiver(ana.uid))?.name).toBe('Ana Maria Perfil');
    const reservas = (await api(stack(), '/api/me/export', { token: ana.token })).json.reservas as { telefone: { nome: string }; email: { nome: string } };
    expect([reservas.telefone.nome, reservas.email.nome]).toEqual(['Ana Maria Perfil', 'Ana Maria Perfil']);
    const user = await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: ana.email }));
    expect(user.UserAttributes?.find((a) => a.Name === 'name')?.Value).toBe('Ana Maria Perfil');
  });

  it('refuses an empty, too long or odd name in Portuguese, changing nothing', async () => {
    for (const [json, message] of [
      [{ name: '   ' }, 'Informe seu nome.'],
      [{ name: 'x'.repeat(121) }, 'O nome pode ter no máximo 120 caracteres.'],
      [{ name: '😀 😀' }, 'O nome deve ter letras.'],
      [{ name: 'Ana\u0007' }, expect.stringContaining('Nome')],
      [{}, 'Informe seu nome.'],
    ] as const) {
      const res = await api(stack(), '/api/me/nome', { method: 'PUT', token: ana.token, json });
      expect(res.status).toBe(400);
      expect(res.json.message).toEqual(message);
    }
    // a JSON escape making half a character (a lone surrogate) is not text: refused, never stored (it would come out as U+FFFD)
    for (const raw of ['{"name":"Ana \\ud800 x"}', '{"name":"Ana \\udfff"}']) {
      const res = await api(stack(), '/api/me/nome', { method: 'PUT', token: ana.token, body: raw, headers: { 'content-type': 'application/json' } });
      expect({ raw, status: res.status, message: res.json.message }).toEqual({ raw, status: 400, message: messages.bodyNotUnicode });
    }
    expect((await api(stack(), '/api/me/nome', { method: 'PUT', json: { name: 'Outra' } })).status).toBe(401);
    expect((await getCaregiver(ana.uid))?.name).toBe('Ana Maria Perfil');
  });
});

describe('the welcome dialog of /home, dismissed for her account', () => {
  it('is offered until she dismisses it, then never again, on any device; a second dismissal keeps the first time', async () => {
    const bia = `bia.boasvindas.${Date.now()}@exemplo.com.br`;
    const uid = await createConfirmedUser(stack(), { email: bia, password: 'Carey2024!', name: 'Bia Boas-Vindas' });
    await createCaregiverWithClaims({
      uid, name: 'Bia Boas-Vindas', email: bia, phone: `319${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, status: UNVERIFIED_STATUS,
      tipoDeCadastro: 'Cuidador', genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
      consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    });
    const phone = (await signIn(stack(), bia, 'Carey2024!')).accessToken;
    expect((await api(stack(), '/api/me', { token: phone })).json.boasVindasDispensadas).toBeUndefined();
    expect((await api(stack(), '/api/me', { token: ana.token })).json.boasVindasDispensadas).toBeUndefined();

    const dismissed = await api(stack(), '/api/me/boas-vindas', { method: 'PUT', token: phone });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json).toEqual({ boasVindasDispensadas: true });
    const first = (await getCaregiver(uid))?.welcomeDismissedAt;
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Another device (a new sign-in) reads it from her record; another caregiver is untouched.
    const laptop = (await signIn(stack(), bia, 'Carey2024!')).accessToken;
    expect((await api(stack(), '/api/me', { token: laptop })).json.boasVindasDispensadas).toBe(true);
    expect((await api(stack(), '/api/me', { token: ana.token })).json.boasVindasDispensadas).toBeUndefined();
    expect((await api(stack(), '/api/me/boas-vindas', { method: 'PUT', token: laptop })).status).toBe(200);
    expect((await getCaregiver(uid))?.welcomeDismissedAt).toBe(first);
    expect((await api(stack(), '/api/me/boas-vindas', { method: 'PUT' })).status).toBe(401);
  });
});

describe("'Avisos lidos'", () => {
  it('lists her notices newest first, read ones included, while the bell lists only unread ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const older = newNoticeId(now - 3600);
    const newer = newNoticeId(now);
    await putNotice({ id: older, userId: ana.uid, mensagem: 'Aviso antigo', status: 'nao lido', createdAt: now - 3600 });
    await putNotice({ id: newer, userId: ana.uid, mensagem: 'Aviso novo', status: 'nao lido', createdAt: now });
    expect((await api(stack(), `/api/notices/${older}/read`, { method: 'POST', token: ana.token })).status).toBe(200);

    const unread = (await api(stack(), '/api/notices', { token: ana.token })).json.items as { id: string }[];
    expect(unread.map((n) => n.id)).toEqual([newer]);
    const history = await api(stack(), '/api/notices/historico', { token: ana.token });
    expect(history.status).toBe(200);
    expect(history.json.items).toEqual([
      { id: newer, mensagem: 'Aviso novo', status: 'nao lido', createdAt: now, horario: expect.any(String) },
      { id: older, mensagem: 'Aviso antigo', status: 'lido', createdAt: now - 3600, horario: expect.any(String) },
    ]);
    expect((await api(stack(), '/api/notices/historico')).status).toBe(401);
  });
});
