import { CognitoIdentityProviderClient, ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { caregiverKey } from '../../lambdas/caregivers/data/caregivers';
import { db, tableName } from '../../lambdas/base/table/client';
import type { AuditPage, TeamCaregiverSearchPage } from '../../contract/team';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { api, mailbox, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/** 'Cuidadoras' (issue 21): search by name with filters, and 'Reenviar e-mail de verificação'. */
const stack = useLocalStack({ seed: true });

let operator: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
});

const search = async (query: Record<string, string>) => {
  const res = await api(stack(), `/api/equipe/cuidadoras?${new URLSearchParams(query)}`, { token: operator });
  expect(res.status).toBe(200);
  return res.json as unknown as TeamCaregiverSearchPage;
};
const names = (page: TeamCaregiverSearchPage) => page.items.map((c) => c.name).sort();

describe("'Buscar cuidadora' by name, with filters, a page at a time", () => {
  const people = [
    { name: 'Márcia Conceição Lima', phone: '61987650001' },
    { name: 'Marcia Souza', phone: '61987650002' },
    { name: 'Joana Marcílio', phone: '61987650003' },
    { name: 'Rita Alves', phone: '61987650004' },
  ];
  const uids: Record<string, string> = {};
  beforeAll(async () => {
    for (const p of people) uids[p.name] = await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, ...p, email: `${p.phone}@exemplo.com.br` });
    // One verified, one blocked, through the console's own actions.
    expect((await api(stack(), `/api/equipe/cuidadoras/${uids['Marcia Souza']}/verificacao`, { method: 'POST', token: operator })).status).toBe(200);
    expect((await api(stack(), `/api/equipe/cuidadoras/${uids['Joana Marcílio']}/bloqueio`, { method: 'POST', token: operator, json: { motivo: 'Documentos falsos' } })).status).toBe(200);
  });

  it('finds part of a name whatever its accents and case, newest sign-up first', async () => {
    const page = await search({ busca: 'MARCI' });
    expect(names(page)).toEqual(['Joana Marcílio', 'Marcia Souza', 'Márcia Conceição Lima']);
    expect(page.items.map((c) => c.name)).toEqual(['Joana Marcílio', 'Marcia Souza', 'Márcia Conceição Lima']);
    expect(names(await search({ busca: 'conceicao' }))).toEqual(['Márcia Conceição Lima']);
    expect((await search({ busca: 'Zuleica' })).items).toEqual([]);
  });

  it('filters by account state, plan and sign-up date', async () => {
    expect(names(await search({ busca: 'marci', situacao: 'verificada' }))).toEqual(['Marcia Souza']);
    expect(names(await search({ busca: 'marci', situacao: 'nao-verificada' }))).toEqual(['Joana Marcílio', 'Márcia Conceição Lima']);
    expect(names(await search({ busca: 'marci', situacao: 'bloqueada' }))).toEqual(['Joana Marcílio']);
    expect(names(await search({ busca: 'marci', plano: 'com' }))).toEqual([]);
    expect(names(await search({ busca: 'marci', plano: 'sem' }))).toHaveLength(3);
    // Her sign-up day is São Paulo's (UTC−3 since 2019, written out here on its own): at 22:00 there, UTC is tomorrow.
    const [rita] = (await search({ busca: 'rita' })).items;
    const day = new Date(Date.parse(rita.dataCadastro) - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(names(await search({ busca: 'rita', cadastroDe: day, cadastroAte: day }))).toEqual(['Rita Alves']);
    expect((await search({ busca: 'rita', cadastroAte: '2020-01-01' })).items).toEqual([]);
    // No text: the filters alone list the caregivers they keep.
    expect(names(await search({ situacao: 'bloqueada' }))).toEqual(['Joana Marcílio']);
    // The spec's plan rule (contract hasPlan): a legacy plan label is a plan; 'Sem Plano' or empty is none.
    const setPlan = (name: string, tipodeconta: string) =>
      db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uids[name]), UpdateExpression: 'SET tipodeconta = :p', ExpressionAttributeValues: { ':p': tipodeconta } }));
    await setPlan('Márcia Conceição Lima', 'Plano Mensal');
    await setPlan('Marcia Souza', '');
    expect(names(await search({ busca: 'marci', plano: 'com' }))).toEqual(['Márcia Conceição Lima']);
    expect(names(await search({ busca: 'marci', plano: 'sem' }))).toEqual(['Joana Marcílio', 'Marcia Souza']);
    await setPlan('Márcia Conceição Lima', 'Sem Plano');
    await setPlan('Marcia Souza', 'Sem Plano');
  });

  it('an exact e-mail or phone still finds her through its claim', async () => {
    expect(names(await search({ busca: '(61) 98765-0004' }))).toEqual(['Rita Alves']);
    expect(names(await search({ busca: '61987650004@EXEMPLO.com.br' }))).toEqual(['Rita Alves']);
  });

  it('pages through the whole list with its cursor, each caregiver once', async () => {
    for (let i = 0; i < 22; i++) await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, name: `Paginada ${i}`, phone: `6298765${String(i).padStart(4, '0')}`, email: `paginada.${i}@exemplo.com.br` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TeamCaregiverSearchPage = await search({ busca: 'paginada', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((c) => c.name));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(seen.sort()).toEqual(Array.from({ length: 22 }, (_, i) => `Paginada ${i}`).sort());
  });

  it.each([
    [{ busca: 'a' }, 'Busque por parte do nome (ao menos 2 letras), por um e-mail ou por um telefone com DDD.', 'busca'],
    [{ busca: 'maria<script>' }, 'Busque por parte do nome (ao menos 2 letras), por um e-mail ou por um telefone com DDD.', 'busca'],
    [{ plano: 'talvez' }, 'Filtro de plano inválido: use com ou sem.', 'plano'],
    [{ situacao: 'x' }, 'Filtro de situação inválido: use verificada, nao-verificada ou bloqueada.', 'situacao'],
    [{ cadastroDe: '23/11/2026' }, 'Informe a data no formato AAAA-MM-DD.', 'cadastroDe'],
    [{ cadastroDe: '2026-11-23', cadastroAte: '2026-11-01' }, 'A data final do cadastro deve ser igual ou posterior à inicial.', 'cadastroAte'],
    [{ cursor: Buffer.from(JSON.stringify({ PK: 'CAREGIVER#x', SK: 'PROFILE', GSI1PK: 'OPENING', GSI1SK: 'x' })).toString('base64url') }, 'O cursor de paginação é inválido.', 'cursor'],
  ])('GET /api/equipe/cuidadoras?%j is a 400 in Portuguese', async (query, message, field) => {
    const res = await api(stack(), `/api/equipe/cuidadoras?${new URLSearchParams(query)}`, { token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message, field } });
  });

  it('her record as read by the app carries none of the search fields; the record stays under 1 KB (docs/decisions/024)', async () => {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uids['Márcia Conceição Lima']), ConsistentRead: true }));
    expect(Item).toMatchObject({ GSI1PK: 'CAREGIVERS', nomeBusca: 'marcia conceicao lima' });
    expect(Buffer.byteLength(JSON.stringify(Item))).toBeLessThan(1024);
    const token = (await signIn(stack(), '61987650004@exemplo.com.br', SAMPLE_ACCOUNT.password)).accessToken;
    const me = await api(stack(), '/api/me', { token });
    expect(Object.keys(me.json).filter((k) => /GSI|nomeBusca/.test(k))).toEqual([]);
  });
});

describe("'Reenviar e-mail de verificação'", () => {
  const resend = (uid: string) => api(stack(), `/api/equipe/cuidadoras/${uid}/verificacao-email`, { method: 'POST', token: operator });
  const codesTo = async (email: string) =>
    (await mailbox(stack()))
      .filter((m) => m.destination.to.includes(email))
      .map((m) => ({ subject: m.subject, code: new URL(/href="([^"]+)"/.exec(m.body.html ?? '')![1].replace(/&amp;/g, '&')).searchParams.get('code')! }));

  it('e-mails her a new code through the custom message (the old one stops working), records it in the Registro, and is refused once she confirmed', async () => {
    const email = `reenvio.${Date.now()}@exemplo.com.br`;
    const signup = await api(stack(), '/api/signup', {
      method: 'POST',
      json: { name: 'Lia Reenvio', phone: '(21) 97777-1234', email, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true },
    });
    expect(signup.status).toBe(201);
    const uid = String(signup.json.uid);
    const [first] = await codesTo(email);

    const res = await resend(uid);
    expect({ status: res.status, body: res.json }).toEqual({ status: 200, body: { sent: true } });
    const mails = await codesTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Confirme seu cadastro no Carey');
    expect(mails[1].code).not.toBe(first.code);

    const log = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    expect(log.entries[0]).toEqual({ id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(operator).sub), actorLabel: SAMPLE_OPERATOR.email, action: 'verificacao-reenviada', targetId: uid, targetLabel: 'Lia Reenvio', state: 'concluida' });

    const cognito = new CognitoIdentityProviderClient({ endpoint: `${stack().siteUrl}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const confirm = (code: string) => cognito.send(new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: code })).then(() => 'ok', (e: Error) => e.name);
    expect(await confirm(first.code)).toBe('CodeMismatchException');
    expect(await confirm(mails[1].code)).toBe('ok');

    const refused = await resend(uid);
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 409, body: { message: 'O e-mail desta cuidadora já foi confirmado; não há verificação a reenviar.' } });
    expect(await codesTo(email)).toHaveLength(2);
    const after = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    // The Cognito call refused it: its line, written before the call, stays pending (one line, never completed).
    expect(after.entries).toHaveLength(log.entries.length + 1);
    expect(after.entries[0]).toMatchObject({ action: 'verificacao-reenviada', targetId: uid, state: 'pendente' });
  });

  it('an unknown caregiver is a 404; a bad id a 400', async () => {
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: 404, body: { message: 'Cuidadora não encontrada.' } });
    const bad = await resend('nao-e-um-uid');
    expect({ status: bad.status, body: bad.json }).toEqual({ status: 400, body: { message: 'Identificador de cuidadora inválido.', field: 'uid' } });
  });
});
