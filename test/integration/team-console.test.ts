import { LOCAL_HASH_PEPPER } from '../../infra/local/settings';
import { decodeJwt } from 'jose';
import type { AuditPage } from '../../contract/team';
import { teamRoutes } from '../../lambdas/team/routes';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { findTracesOf } from '../reliability/integrity';
import { findDeletionReceipts } from '../../lambdas/account/data/account-deletions';
import { deletionEmailHash, DELETION_STEPS } from '../../lambdas/account/deletion';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { expectDeletionFinished } from './helpers/deletion';

const stack = useLocalStack({ seed: true });
// A caregiver's token is from another pool: the operators' authorizer refuses it (docs/decisions/047).
const TEAM_ONLY = { message: 'Você precisa entrar na sua conta para continuar.' };
const UNAUTHENTICATED = { message: 'Você precisa entrar na sua conta para continuar.' };
// Opening routes act on a sample opening (familia-01/vaga-001); nothing else in this file reads it.
const pathOf = (template: string, uid: string) => template.replace('{uid}', uid).replace('{clientId}', 'familia-01').replace('{id}', 'vaga-001');

let operator: string;
let caregiver: string;
let caregiverUid: string;
/** Another caregiver, for the access checks (an operator's request there changes her). */
let otherUid: string;
beforeAll(async () => {
  otherUid = await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, email: 'outra@exemplo.com.br', phone: '21987654321', name: 'Outra Cuidadora' });
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
  caregiverUid = String(decodeJwt(caregiver).sub);
});

/** The Registro CSV's 'quando': São Paulo's wall clock (UTC−3, no summer time since 2019) as Brazilians write it, with seconds. */
const asWrittenInSaoPaulo = (iso: string) => {
  const [date, time] = new Date(Date.parse(iso) - 3 * 3600_000).toISOString().split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time.slice(0, 8)}`;
};

describe('who may use /api/equipe', () => {
  it("the sample operator's token comes from the operators' own pool, the caregiver's from hers; neither carries a group", () => {
    expect(String(decodeJwt(operator).iss).endsWith(`/${stack().operatorsPoolId}`)).toBe(true);
    expect(String(decodeJwt(caregiver).iss).endsWith(`/${stack().userPoolId}`)).toBe(true);
    expect([decodeJwt(operator)['cognito:groups'], decodeJwt(caregiver)['cognito:groups']]).toEqual([undefined, undefined]);
  });

  // Atendimento's and Avisos' routes need a real message and body: test/integration/team-support.test.ts and
  // team-notices.test.ts cover them.
  it.each(teamRoutes.filter((r) => !r.path.startsWith('/api/equipe/atendimento/') && !r.path.startsWith('/api/equipe/avisos')).map((r) => [`${r.method} ${r.path}`, r] as const))('%s: 401 without a token and for a caregiver, the team passes', async (_key, route) => {
    const path = pathOf(route.path, otherUid);
    // blocking and deleting ask for the reason the Registro keeps
    const json = route.method === 'GET' ? undefined : route.method === 'POST' && /\/(bloqueio|exclusao)$/.test(route.path) ? { motivo: 'Teste de acesso' } : {};
    const anonymous = await api(stack(), path, { method: route.method, json });
    expect({ status: anonymous.status, body: anonymous.json }).toEqual({ status: 401, body: UNAUTHENTICATED });
    const refused = await api(stack(), path, { method: route.method, json, token: caregiver });
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 401, body: TEAM_ONLY });
    const allowed = await api(stack(), `${path}${/\/(cuidadoras|recibos-de-exclusao)$/.test(route.path) ? `?busca=${SAMPLE_ACCOUNT.email}` : ''}`, { method: route.method, json, token: operator });
    // Her account is confirmed: the resend passes the team check and is then refused for her (409). Routes whose body
    // this empty one cannot satisfy (a new opening, an invitation, a report's dismissal and its reason) pass the team
    // check and answer its 400.
    const needsABody = (/\/(vagas|operadoras)(\/\{[^}]+\})*(\/papel)?$/.test(route.path) || route.path.endsWith('/descarte')) && route.method !== 'GET';
    if (needsABody) expect(allowed.status).toBe(400);
    // A deletion past its request's 3 s budget (a busy machine) answers 202 and the job finishes it.
    else if (route.path.endsWith('/exclusao')) await expectDeletionFinished(stack(), allowed);
    else expect(allowed.status).toBe(route.path.endsWith('/verificacao-email') ? 409 : 200);
  });

  it('refuses a caregiver before reading her input (no validation message leaks)', async () => {
    const res = await api(stack(), '/api/equipe/cuidadoras/nao-e-um-uid/verificacao', { method: 'POST', json: { x: 1 }, token: caregiver });
    expect({ status: res.status, body: res.json }).toEqual({ status: 401, body: TEAM_ONLY });
  });
});

describe('Cuidadoras and Registro', () => {
  it('finds her by e-mail and by phone typed with punctuation; an unknown one finds nobody', async () => {
    const byEmail = await api(stack(), `/api/equipe/cuidadoras?busca=${encodeURIComponent(SAMPLE_ACCOUNT.email.toUpperCase())}`, { token: operator });
    expect(byEmail.json.items).toEqual([expect.objectContaining({ uid: caregiverUid, name: SAMPLE_ACCOUNT.name, status: 'conta não verificada' })]);
    const byPhone = await api(stack(), `/api/equipe/cuidadoras?busca=${encodeURIComponent('(11) 98765-4321')}`, { token: operator });
    expect(byPhone.json.items).toEqual([expect.objectContaining({ uid: caregiverUid })]);
    const nobody = await api(stack(), '/api/equipe/cuidadoras?busca=ninguem@exemplo.com.br', { token: operator });
    expect(nobody.json.items).toEqual([]);
  });

  it.each([
    // A name, filters and paging: test/integration/team-caregivers.test.ts.
    ['/api/equipe/cuidadoras?busca=1234', 'Busque por parte do nome (ao menos 2 letras), por um e-mail ou por um telefone com DDD.', 'busca'],
    ['/api/equipe/cuidadoras?busca=a@b.co&outro=1', 'Campo não permitido: outro.', 'outro'],
    ['/api/equipe/cuidadoras/123', 'Identificador de cuidadora inválido.', 'uid'],
    ['/api/equipe/registro?cursor=xyz', 'O cursor de paginação é inválido.', 'cursor'],
    // Unsigned (the form cursors had before issue 41), of a real line: refused like any cursor the server did not sign.
    [`/api/equipe/registro?cursor=${Buffer.from(JSON.stringify({ PK: 'AUDIT', SK: '2026-11-01T00:00:00.000Z#a' })).toString('base64url')}`, 'O cursor de paginação é inválido.', 'cursor'],
    // Well formed, but a key of another partition (a caregiver's record): refused, never handed to DynamoDB.
    [`/api/equipe/registro?cursor=${Buffer.from(JSON.stringify({ PK: 'CAREGIVER#x', SK: 'PROFILE' })).toString('base64url')}`, 'O cursor de paginação é inválido.', 'cursor'],
  ])('GET %s is a 400 in Portuguese', async (path, message, field) => {
    const res = await api(stack(), path, { token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message, field } });
  });

  it('shows her record without passwords, tokens or billing ids; an unknown uid is a 404', async () => {
    const res = await api(stack(), `/api/equipe/cuidadoras/${caregiverUid}`, { token: operator });
    expect(res.json).toMatchObject({ uid: caregiverUid, email: SAMPLE_ACCOUNT.email, tipodeconta: 'Sem Plano', deletionRequested: false });
    expect((res.json.notices as unknown[]).length).toBeGreaterThan(0);
    expect(Object.keys(res.json).filter((k) => /password|senha|token|stripe/i.test(k))).toEqual([]);
    const unknown = await api(stack(), '/api/equipe/cuidadoras/00000000-0000-4000-8000-000000000000', { token: operator });
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: 404, body: { message: 'Cuidadora não encontrada.' } });
  });

  it('marks her account verified once: her /api/me says so, the Registro has one line naming who and whom as written then, newest first, and the CSV', async () => {
    const operatorId = String(decodeJwt(operator).sub);
    const before = (await api(stack(), '/api/equipe/registro', { token: operator })).json.entries as unknown[];
    const first = await api(stack(), `/api/equipe/cuidadoras/${caregiverUid}/verificacao`, { method: 'POST', token: operator });
    expect(first.json).toEqual({ status: 'conta verificada', changed: true });
    const again = await api(stack(), `/api/equipe/cuidadoras/${caregiverUid}/verificacao`, { method: 'POST', token: operator });
    expect(again.json).toEqual({ status: 'conta verificada', changed: false });

    const me = await api(stack(), '/api/me', { token: caregiver });
    expect(me.json.status).toBe('conta verificada');

    const log = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    expect(log.entries).toHaveLength(before.length + 1);
    expect(log.entries[0]).toEqual({ id: expect.any(String), at: expect.any(String), actorId: operatorId, actorLabel: SAMPLE_OPERATOR.email, action: 'conta-verificada', targetId: caregiverUid, targetLabel: SAMPLE_ACCOUNT.name });
    // her name, as written now; her e-mail only when she has no name
    expect(JSON.stringify(log.entries[0])).not.toContain(SAMPLE_ACCOUNT.email);

    const csv = await api(stack(), '/api/equipe/registro.csv', { token: operator });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    // The form Excel in Brazil opens in columns: UTF-8 with a BOM, `;` separators.
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, line] = csv.text.slice(1).trim().split('\r\n');
    expect(header).toBe('quando;quem;ação;alvo;detalhes;situação');
    expect(line).toBe(`${asWrittenInSaoPaulo(log.entries[0].at)};${SAMPLE_OPERATOR.email};Conta marcada como verificada;${SAMPLE_ACCOUNT.name};;`);
  });

  it("her account deletion keeps the Registro's actions on her and takes her id out of them", async () => {
    const ana = { ...SAMPLE_ACCOUNT, email: 'ana.excluir@exemplo.com.br', phone: '31987654321', name: 'Ana Excluir' };
    const uid = await createReadyCaregiver(stack(), ana);
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}/verificacao`, { method: 'POST', token: operator })).json).toEqual({ status: 'conta verificada', changed: true });
    const token = (await signIn(stack(), ana.email, ana.password)).accessToken;
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password: ana.password, confirm: true } });
    await expectDeletionFinished(stack(), deletion);

    const log = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    const entry = log.entries.find((e) => e.targetDeleted);
    expect(entry).toEqual({ id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(operator).sub), actorLabel: SAMPLE_OPERATOR.email, action: 'conta-verificada', targetDeleted: true });
    expect(JSON.stringify(log.entries)).not.toContain(ana.name);
    expect(await findTracesOf(stack(), [uid, ana.email, ana.phone])).toEqual([]);
    const csv = await api(stack(), '/api/equipe/registro.csv', { token: operator });
    expect(csv.text).toContain(`${asWrittenInSaoPaulo(entry!.at)};${SAMPLE_OPERATOR.email};Conta marcada como verificada;conta excluída`);
  });

  it("'Excluir conta (LGPD)': the operator starts her deletion; the same steps and receipt as hers, recorded once, her id out of the Registro", async () => {
    const bia = { ...SAMPLE_ACCOUNT, email: 'bia.excluir@exemplo.com.br', phone: '41987654321', name: 'Bia Excluir' };
    const uid = await createReadyCaregiver(stack(), bia);
    const before = ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries.length;
    const refused = await api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token: operator, json: {} });
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 400, body: { message: 'Escreva o motivo (ele fica no Registro).', field: 'motivo' } });
    // A deletion asks for a recent sign-in (test/integration/team-limits.test.ts): a fresh one here.
    const fresh = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const res = await api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token: fresh, json: { motivo: 'Pedido dela por telefone' } });
    expect(res.json).toEqual({ status: expect.any(String) });
    await expectDeletionFinished(stack(), res);
    await expect(signIn(stack(), bia.email, bia.password)).rejects.toThrow();
    expect(await findTracesOf(stack(), [uid, bia.email, bia.phone])).toEqual([]);
    const receipts = await findDeletionReceipts(deletionEmailHash(bia.email, LOCAL_HASH_PEPPER));
    expect(receipts.map((r) => r.steps.map((s) => s.step))).toEqual([[...DELETION_STEPS]]);

    const log = ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries;
    expect(log).toHaveLength(before + 1);
    const receiptHash = deletionEmailHash(bia.email, LOCAL_HASH_PEPPER);
    expect(log[0]).toEqual({ id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(operator).sub), actorLabel: SAMPLE_OPERATOR.email, action: 'exclusao-iniciada', targetDeleted: true, reason: 'Pedido dela por telefone', receiptHash });
    const again = await api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token: fresh, json: { motivo: 'Pedido dela por telefone' } });
    expect({ status: again.status, body: again.json }).toEqual({ status: 404, body: { message: 'Cadastro de cuidador não encontrado.' } });
    expect(((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries).toHaveLength(before + 1);
  });

  it("'Bloquear acesso' stops her sign-in and 'Desbloquear acesso' lets her back, each once in the Registro", async () => {
    const cris = { ...SAMPLE_ACCOUNT, email: 'cris.bloqueio@exemplo.com.br', phone: '51987654321', name: 'Cris Bloqueio' };
    const uid = await createReadyCaregiver(stack(), cris);
    const path = `/api/equipe/cuidadoras/${uid}/bloqueio`;
    const noReason = await api(stack(), path, { method: 'POST', token: operator, json: { motivo: '  ' } });
    expect({ status: noReason.status, body: noReason.json }).toEqual({ status: 400, body: { message: 'Escreva o motivo (ele fica no Registro).', field: 'motivo' } });
    expect((await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'Perfil com fotos  de outra pessoa' } })).json).toEqual({ signInBlocked: true, changed: true });
    expect((await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'De novo' } })).json).toEqual({ signInBlocked: true, changed: false });
    await expect(signIn(stack(), cris.email, cris.password)).rejects.toThrow();
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator })).json.signInBlocked).toBe(true);

    expect((await api(stack(), path, { method: 'DELETE', token: operator })).json).toEqual({ signInBlocked: false, changed: true });
    expect((await signIn(stack(), cris.email, cris.password)).accessToken).toEqual(expect.any(String));
    const about = ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries.filter((e) => e.targetId === uid && e.action !== 'cuidadora-consultada');
    expect(about.map((e) => [e.action, e.reason])).toEqual([
      ['acesso-desbloqueado', undefined],
      ['acesso-bloqueado', 'Perfil com fotos de outra pessoa'],
    ]);
  });

  /** The Registro's block and unblock lines about her, newest first. */
  const accessLinesAbout = async (uid: string) =>
    ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries.filter((e) => e.targetId === uid && e.action.startsWith('acesso-')).map((e) => e.action);
  /** A fresh caregiver with a sign-in, and her block route. */
  const blockable = async (name: string, email: string, phone: string) => {
    const person = { ...SAMPLE_ACCOUNT, email, phone, name };
    const uid = await createReadyCaregiver(stack(), person);
    return { person, uid, path: `/api/equipe/cuidadoras/${uid}/bloqueio` };
  };

  // Issue 41: block used to disable her Cognito user before its transaction, so a cancelled transaction left her
  // unable to sign in with no flag and no Registro line.
  it("'Bloquear acesso' whose transaction is cancelled leaves her Cognito user enabled, no flag and no Registro line; again, it blocks", async () => {
    const { person: dani, uid, path } = await blockable('Dani Conflito', 'dani.conflito@exemplo.com.br', '51987650001');
    const linesAbout = () => accessLinesAbout(uid);

    stack().dynamo.injectConflicts(1);
    let failed: Awaited<ReturnType<typeof api>>;
    try {
      failed = await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'Perfil falso' } });
    } finally {
      stack().dynamo.injectConflicts(0);
    }
    expect(failed.status).toBe(500);
    expect((await signIn(stack(), dani.email, dani.password)).accessToken).toEqual(expect.any(String));
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator })).json.signInBlocked).toBe(false);
    expect(await linesAbout()).toEqual([]);

    expect((await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'Perfil falso' } })).json).toEqual({ signInBlocked: true, changed: true });
    await expect(signIn(stack(), dani.email, dani.password)).rejects.toThrow();
    expect(await linesAbout()).toEqual(['acesso-bloqueado']);

    // Unblocking, cancelled the same way: still blocked in Cognito and in her record, no line.
    stack().dynamo.injectConflicts(1);
    try {
      expect((await api(stack(), path, { method: 'DELETE', token: operator })).status).toBe(500);
    } finally {
      stack().dynamo.injectConflicts(0);
    }
    await expect(signIn(stack(), dani.email, dani.password)).rejects.toThrow();
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator })).json.signInBlocked).toBe(true);
    expect(await linesAbout()).toEqual(['acesso-bloqueado']);
  });

  it('when Cognito fails after the transaction, the same request again brings Cognito into line, with one Registro line', async () => {
    const { person: edi, uid, path } = await blockable('Edi Cognito', 'edi.cognito@exemplo.com.br', '51987650002');
    const linesAbout = () => accessLinesAbout(uid);
    expect((await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'Perfil falso' } })).json).toEqual({ signInBlocked: true, changed: true });
    await expect(signIn(stack(), edi.email, edi.password)).rejects.toThrow();

    // Unblocking reads only her record before the transaction; a pool that cannot be found fails the enable after it.
    const restore = stack().overrideVariable('USER_POOL_ID', 'sa-east-1_naoexiste');
    let failed: Awaited<ReturnType<typeof api>>;
    try {
      failed = await api(stack(), path, { method: 'DELETE', token: operator });
    } finally {
      restore();
    }
    expect(failed.status).toBe(500);
    await expect(signIn(stack(), edi.email, edi.password)).rejects.toThrow();
    expect((await api(stack(), path, { method: 'DELETE', token: operator })).json).toEqual({ signInBlocked: false, changed: false });
    expect((await signIn(stack(), edi.email, edi.password)).accessToken).toEqual(expect.any(String));
    expect(await linesAbout()).toEqual(['acesso-desbloqueado', 'acesso-bloqueado']);

    // Blocking again, its disable failing after the transaction: retried, she cannot sign in.
    // (Blocking asks Cognito for her groups first, so a missing pool fails it before anything: nothing written.)
    const blockedRestore = stack().overrideVariable('USER_POOL_ID', 'sa-east-1_naoexiste');
    try {
      expect((await api(stack(), path, { method: 'POST', token: operator, json: { motivo: 'De novo' } })).status).toBe(500);
    } finally {
      blockedRestore();
    }
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator })).json.signInBlocked).toBe(false);
    expect((await signIn(stack(), edi.email, edi.password)).accessToken).toEqual(expect.any(String));
    expect(await linesAbout()).toEqual(['acesso-desbloqueado', 'acesso-bloqueado']);
  });
});

