import { apiPaths } from '../../contract/paths';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { api, signIn, useLocalStack } from './helpers/local-stack';

/**
 * Issue 51, item 3: /excluir-conta checks her password with the server before its final confirmation. POST
 * /api/me/deletion with `confirm: false` answers a wrong password with the same 403 on the field as the deletion
 * does, and a right one with 200 `{passwordChecked: true}`; either way her account is untouched and she stays signed in.
 */
const stack = useLocalStack();
const email = `checa.senha.${Date.now()}@exemplo.com.br`;
let token: string;

beforeAll(async () => {
  await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, email, phone: '61987652222', name: 'Clara Confere' });
  token = (await signIn(stack(), email, SAMPLE_ACCOUNT.password)).accessToken;
});

const ask = (json: unknown) => api(stack(), apiPaths.accountDeletion, { method: 'POST', token, json });

describe("'Deletar Conta': the password first", () => {
  it('a wrong password is refused as the deletion refuses it, and nothing is deleted', async () => {
    const res = await ask({ password: 'senha-errada-1', confirm: false });
    expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: 'Senha incorreta. Digite a senha da sua conta para confirmar a exclusão.', field: 'password' } });
    expect((await api(stack(), apiPaths.me, { token })).status).toBe(200);
  });

  it('a right password is confirmed, and still nothing is deleted: the deletion is its own request', async () => {
    const res = await ask({ password: SAMPLE_ACCOUNT.password, confirm: false });
    expect({ status: res.status, body: res.json }).toEqual({ status: 200, body: { passwordChecked: true } });
    expect((await api(stack(), apiPaths.me, { token })).json).toMatchObject({ email });
  });

  it('without `confirm` it is a 400 in Portuguese, as before', async () => {
    const res = await ask({ password: SAMPLE_ACCOUNT.password });
    expect({ status: res.status, body: res.json }).toMatchObject({ status: 400, body: { message: 'Confirme que você quer excluir sua conta.' } });
  });
});
