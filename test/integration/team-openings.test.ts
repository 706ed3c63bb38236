import { decodeJwt } from 'jose';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { AuditPage } from '../../contract/team';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { listPendingMatches } from '../../lambdas/alerts/data/alert-matches';
import { saveAlert } from '../../lambdas/alerts/data/alerts';
import { db, tableName } from '../../lambdas/base/table/client';
import { listFamilyOpenings, openingKey, saveOpening } from '../../lambdas/openings/data/openings';
import { MAP_PRECISION } from '../../lambdas/openings/distance-paging';
import { encodeGeohash } from '../../lambdas/base/places/geo';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { importData } from '../../lambdas/openings/operator-import';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import fs from 'node:fs';
import path from 'node:path';
import { mergeReports, splitImport } from '../../contract/opening-file-parts';
import { MAX_RECORDS_PER_REQUEST, type OpeningFileReport, type TeamOpening } from '../../contract/team-openings';
import { getFamilies } from '../../lambdas/openings/data/families';

const stack = useLocalStack({ seed: true });
const FAMILY = 'familia-encerrar';
// Manaus: no sample opening is near, so the region's counts are this test's alone.
const MANAUS = { latitude: -3.119, longitude: -60.0217 };
const opening = (id: string, createdAt: string): StoredOpening => ({
  id, clientId: FAMILY, createdAt, tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro', localizacao: { ...MANAUS, precisao: 'cep' },
});
const closePath = (id: string, clientId = FAMILY) => `/api/equipe/vagas/${clientId}/${id}/encerramento`;
type Listed = { clientId: string; id: string };

let operator: string;
let caregiver: string;
let caregiverUid: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
  caregiverUid = String(decodeJwt(caregiver).sub);
  expect((await importData({ families: [{ id: FAMILY, name: 'Família Encerrar' }], openings: [], notices: [] })).written.families).toBe(1);
  await saveOpening(opening('aberta', '2026-11-20T10:00:00.000Z'));
  await saveOpening(opening('a-encerrar', '2026-11-21T10:00:00.000Z'));
  // Her position in Manaus, for the nearest-first order.
  expect((await api(stack(), '/api/me/location', { method: 'PUT', token: caregiver, json: MANAUS })).status).toBe(200);
});

/** Every opening a caregiver is shown for this query, all pages. */
async function listed(query: string): Promise<string[]> {
  const refs: string[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof api>> = await api(stack(), `/api/openings?${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: caregiver });
    expect(res.status).toBe(200);
    refs.push(...(res.json.items as Listed[]).map((o) => `${o.clientId}/${o.id}`));
    cursor = res.json.nextCursor as string | null;
  } while (cursor);
  return refs;
}

const LISTS = [
  'ordem=recentes',
  'ordem=recentes&tipoProfissional=Cuidador',
  'ordem=recentes&cidade=manaus',
  'ordem=recentes&tipoProfissional=Cuidador&cidade=Manaus',
  'ordem=distancia&raioKm=10',
  'ordem=distancia&raioKm=10&tipoProfissional=Cuidador&cidade=Manaus',
];

async function regionCounts(): Promise<Record<string, number>> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: `GEOMAP#${encodeGeohash(MANAUS, MAP_PRECISION)}`, SK: 'GEOMAP' } }));
  return Object.fromEntries(Object.entries(out.Item ?? {}).filter(([name]) => /^[nstm]#/.test(name))) as Record<string, number>;
}

async function auditLinesAbout(target: string) {
  const page = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
  return page.entries.filter((e) => e.targetId === target);
}

/** The table stream's record of an opening's insert, as the matcher gets it (late: after the close). */
function insertRecord(o: StoredOpening, seq: string) {
  return { eventName: 'INSERT', dynamodb: { SequenceNumber: seq, NewImage: marshall({ ...openingKey(o), entity: 'opening', ...o }, { removeUndefinedValues: true }) } };
}

describe("'Encerrar vaga'", () => {
  it('both openings are listed everywhere and counted before the close', async () => {
    for (const query of LISTS) {
      expect(await listed(query)).toEqual(expect.arrayContaining([`${FAMILY}/aberta`, `${FAMILY}/a-encerrar`]));
    }
    expect(Object.values(await regionCounts()).every((n) => n === 2)).toBe(true);
  });

  it('closes it in one go: gone from every list, order and filter, counts decremented, one Registro line', async () => {
    const res = await api(stack(), closePath('a-encerrar'), { method: 'POST', json: {}, token: operator });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ encerradaEm: expect.any(String), changed: true });
    for (const query of LISTS) {
      const refs = await listed(query);
      expect({ query, closed: refs.includes(`${FAMILY}/a-encerrar`), open: refs.includes(`${FAMILY}/aberta`) }).toEqual({ query, closed: false, open: true });
    }
    const counts = await regionCounts();
    expect(Object.keys(counts).length).toBeGreaterThan(0);
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
    const stored = (await listFamilyOpenings(FAMILY)).find((o) => o.id === 'a-encerrar');
    expect(stored?.encerradaEm).toBe(res.json.encerradaEm);
    expect(await auditLinesAbout(`${FAMILY}/a-encerrar`)).toEqual([expect.objectContaining({ action: 'vaga-encerrada', actorId: String(decodeJwt(operator).sub) })]);
  });

  it('closing twice changes nothing twice: same answer, counts not decremented again, no second Registro line', async () => {
    const first = (await listFamilyOpenings(FAMILY)).find((o) => o.id === 'a-encerrar')!;
    const again = await api(stack(), closePath('a-encerrar'), { method: 'POST', json: {}, token: operator });
    expect({ status: again.status, body: again.json }).toEqual({ status: 200, body: { encerradaEm: first.encerradaEm, changed: false } });
    expect(Object.values(await regionCounts()).every((n) => n === 1)).toBe(true);
    expect(await auditLinesAbout(`${FAMILY}/a-encerrar`)).toHaveLength(1);
  });

  it('is never matched by an alert, even when its stream record arrives after the close; an open one is', async () => {
    await saveAlert({ uid: caregiverUid, id: 'alerta-manaus', cidade: 'Manaus', createdAt: new Date().toISOString() });
    const { handler } = await import('../../lambdas/alerts/jobs/match-new-openings');
    const [closed, open] = ['a-encerrar', 'aberta'].map((id) => opening(id, id === 'aberta' ? '2026-11-20T10:00:00.000Z' : '2026-11-21T10:00:00.000Z'));
    const out = await handler({ Records: [insertRecord(closed, '1'), insertRecord(open, '2')] } as unknown as DynamoDBStreamEvent);
    expect(out).toEqual({ batchItemFailures: [] });
    const matched = (await listPendingMatches(caregiverUid)).filter((m) => m.clientId === FAMILY).map((m) => m.openingId);
    expect(matched).toEqual(['aberta']);
  });

  it('re-importing the same opening does not reopen it: refused with the reason, still closed', async () => {
    const report = await importData({
      families: [],
      openings: [{ id: 'a-encerrar', clientId: FAMILY, createdAt: '2026-11-21T10:00:00.000Z', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' } }],
      notices: [],
    });
    expect(report.written.openings).toBe(0);
    expect(report.refused).toEqual([{ kind: 'opening', index: 0, ref: `${FAMILY}/a-encerrar`, reason: 'vaga encerrada pela equipe; a importação não a reabre.' }]);
    expect(await listed('ordem=recentes&cidade=Manaus')).toEqual([`${FAMILY}/aberta`]);
  });

  it("the console's list: by family with the closed one marked, by Cidade and Função only the open ones", async () => {
    const byFamily = await api(stack(), `/api/equipe/vagas?familia=${FAMILY}`, { token: operator });
    expect(byFamily.status).toBe(200);
    expect(byFamily.json).toEqual({
      items: [
        { clientId: FAMILY, id: 'a-encerrar', createdAt: '2026-11-21T10:00:00.000Z', familia: 'Família Encerrar', tipoProfissional: 'Cuidador', cidade: 'Manaus', encerradaEm: expect.any(String) },
        { clientId: FAMILY, id: 'aberta', createdAt: '2026-11-20T10:00:00.000Z', familia: 'Família Encerrar', tipoProfissional: 'Cuidador', cidade: 'Manaus' },
      ],
      nextCursor: null,
    });
    const byCity = await api(stack(), '/api/equipe/vagas?cidade=manaus&tipoProfissional=cuidador', { token: operator });
    expect((byCity.json.items as Listed[]).map((o) => `${o.clientId}/${o.id}`)).toEqual([`${FAMILY}/aberta`]);
    const newest = await api(stack(), '/api/equipe/vagas', { token: operator });
    // Without a search: the caregivers' newest-first list (36 sample openings + the open one here).
    const dates = (newest.json.items as { createdAt: string }[]).map((o) => o.createdAt);
    expect(dates).toHaveLength(37);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((newest.json.items as Listed[]).some((o) => o.id === 'a-encerrar')).toBe(false);
    // 'Família' takes her name, or part of it, case and accents ignored (and still her id).
    for (const name of ['familia encerrar', 'ENCERR', 'Família Encerrar']) {
      const byName = await api(stack(), `/api/equipe/vagas?familia=${encodeURIComponent(name)}`, { token: operator });
      expect({ name, body: byName.json }).toEqual({ name, body: byFamily.json });
    }
    const none = await api(stack(), '/api/equipe/vagas?familia=a%2Fb', { token: operator });
    expect({ status: none.status, body: none.json }).toEqual({ status: 200, body: { items: [], nextCursor: null } });
    const long = await api(stack(), `/api/equipe/vagas?familia=${'a'.repeat(121)}`, { token: operator });
    expect({ status: long.status, body: long.json }).toEqual({ status: 400, body: { message: 'Busque a família por até 120 caracteres do nome.', field: 'familia' } });
  });

  it.each([
    [closePath('nao-existe'), 404, { message: 'Vaga não encontrada.' }],
    [closePath('a-encerrar', 'familia.x'), 400, { message: 'Identificador de vaga inválido.', field: 'clientId' }],
    [closePath('vaga%20x'), 400, { message: 'Identificador de vaga inválido.', field: 'id' }],
  ])('POST %s is a %i in Portuguese', async (path, status, body) => {
    const res = await api(stack(), path, { method: 'POST', json: {}, token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status, body });
  });
});

describe("'Arquivo de vagas'", () => {
  const file = {
    families: [{ id: 'familia-arquivo', name: 'Família Arquivo' }],
    openings: [
      { id: 'arquivo-1', clientId: 'familia-arquivo', createdAt: '2026-11-22T10:00:00Z', cep: '13015-904', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } },
      { id: 'arquivo-2', clientId: 'familia-sem-cadastro', createdAt: '2026-11-22T11:00:00Z' },
    ],
    notices: [],
  };

  it('writes the file as npm run import does and answers its report; the opening is listed; the Registro has the send', async () => {
    const res = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: file, token: operator });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ written: { families: 1, openings: 1, notices: 0 }, refused: [{ kind: 'opening', index: 1, ref: 'familia-sem-cadastro/arquivo-2', reason: expect.stringContaining('familia-sem-cadastro') }] });
    expect(await listed('ordem=recentes&cidade=Campinas')).toContain('familia-arquivo/arquivo-1');
    const page = (await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage;
    expect(page.entries[0]).toMatchObject({ action: 'arquivo-importado', actorId: String(decodeJwt(operator).sub) });
    // The same file again: the same state, nothing written twice.
    const again = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: file, token: operator });
    expect((await listed('ordem=recentes&cidade=Campinas')).filter((ref) => ref === 'familia-arquivo/arquivo-1')).toHaveLength(1);
    expect(again.json).toMatchObject({ written: { openings: 1 } });
  });

  it("refuses notices in a file (only 'Avisos' sends them), and text that is not a file's, writing nothing", async () => {
    const withNotice = { families: [{ id: 'familia-aviso-falso' }], openings: [], notices: [{ id: 'pix', email: 'maria@exemplo.com.br', mensagem: 'Pague a taxa pelo Pix', createdAt: 915148800 }] };
    const res = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: withNotice, token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'Arquivo recusado: o envio de arquivo não aceita avisos ("notices"). Envie avisos pela página Avisos.' } });
    expect((await getFamilies(['familia-aviso-falso'])).size).toBe(0);
    const binary = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'familia\r\n\u0000\u0001PNG', token: operator });
    expect(binary.status).toBe(400);
    expect(binary.json.message).toMatch(/^Arquivo recusado: o arquivo não é uma planilha CSV nem um JSON de vagas/);
  });

  it('refuses a file that is not an import file, and one over 1 MB, in Portuguese', async () => {
    const notAFile = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: [1, 2], token: operator });
    expect(notAFile.status).toBe(400);
    expect(notAFile.json.message).toMatch(/^Arquivo recusado: /);
    const big = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: { families: [], openings: [], notices: [], x: 'a'.repeat(1024 * 1024) }, token: operator });
    expect(big.status).toBe(413);
    expect(big.json.message).toMatch(/KB/);
  });
});

describe("'Arquivo de vagas' as CSV", () => {
  const send = (text: string, type = 'text/csv; charset=utf-8') =>
    api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', token: operator, headers: { 'content-type': type }, body: text });

  it('writes the documented example file and reports by line: the opening without a CEP is placed without a location', async () => {
    const res = await send(`\uFEFF${fs.readFileSync(path.join(__dirname, '../../docs/samples/vagas-exemplo.csv'), 'utf8')}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      written: { families: 2, openings: 2, notices: 0 },
      unchanged: { notices: 0 },
      refused: [],
      unplaced: [{ index: 1, linha: 3, ref: 'familia-csv-01/vaga-csv-02', reason: 'sem CEP: a vaga foi gravada, mas aparece sem distância.' }],
    });
    expect(await listed('ordem=recentes&cidade=Campinas')).toEqual(expect.arrayContaining(['familia-csv-01/vaga-csv-01', 'familia-csv-01/vaga-csv-02']));
    expect((await getFamilies(['familia-csv-01'])).get('familia-csv-01')?.name).toBe('Família Souza, Campinas');
  });

  it("refuses each bad row with its line and every reason, by the file's columns and the form's labels, semicolons and CRLF as Excel writes them", async () => {
    const csv = ['Família;vaga;Publicada em;necessidadeEspecial;cidade', 'familia-csv-01;vaga-csv-03;2026-11-23T10:00:00Z;sim;"Campinas; SP"', 'familia-csv-01;vaga csv;2026-11-23T10:00:00Z;;', 'familia-csv-01;vaga-csv-04;ontem;;', 'familia-csv-01;vaga-csv-05;2026-11-23T10:00:00Z;talvez;', 'familia-csv-01;vaga-csv-06;ontem;talvez;'].join('\r\n');
    const res = await send(csv);
    expect(res.status).toBe(200);
    const report = res.json as unknown as OpeningFileReport;
    expect(report.written.openings).toBe(1);
    const date = 'deve ser uma data como 24/11/2026 ou 24/11/2026 10:00 (horário de Brasília), ou uma data e hora ISO 8601 (ex.: 2026-11-01T12:00:00Z).';
    const yesNo = 'Coluna "necessidadeEspecial" (no formulário: Necessidade especial): deve ser sim ou não (no JSON: true ou false).';
    expect(report.refused.map((r) => [r.linha, r.reason])).toEqual([
      [3, 'Coluna "vaga" (no formulário: Identificador da vaga): o identificador deve ter de 1 a 64 letras, números, "-" ou "_".'],
      [4, `Coluna "Publicada em": ${date}`],
      [5, yesNo],
      [6, `Coluna "Publicada em": ${date} ${yesNo}`],
    ]);
  });

  it("names a JSON file's fields by their paths and the form's labels, every problem of a record", async () => {
    const json = { families: [], openings: [{ id: 'vaga-json-1', clientId: 'familia-csv-01', cep: '1234', tipoProfissional: 'Técnico de enfermagem', enderecoCompleto: { cidade: 7 } }], notices: [] };
    const res = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json, token: operator });
    expect((res.json as unknown as OpeningFileReport).refused.map((r) => r.reason)).toEqual([
      'Campo "cep" (no formulário: CEP): deve ter 8 dígitos (ex.: 01310-100). ' +
        'Campo "tipoProfissional" (no formulário: Função): "Técnico de enfermagem" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro). ' +
        'Campo "enderecoCompleto.cidade" (no formulário: Cidade): deve ser um texto.',
    ]);
  });

  it.each([
    ['familia,vaga,cor\nf,v,x\n', 'text/csv', 400, 'Arquivo recusado: coluna(s) desconhecida(s) no cabeçalho: cor. Veja as colunas aceitas no painel da equipe, em Vagas → Colunas aceitas.'],
    ['familia,familia_nome\nfamilia-meio,Meio\nf,"x', 'text/csv', 400, 'Arquivo recusado: linha 3: aspas abertas e não fechadas até o fim do arquivo.'],
    ['{"families": [', 'application/json', 400, 'Arquivo recusado: o arquivo não é um JSON válido.'],
    ['familia\n', 'text/plain', 415, 'Envie o arquivo como CSV (Content-Type: text/csv) ou JSON (Content-Type: application/json).'],
  ])('refuses %j (%s) as a whole with %i in Portuguese, writing nothing', async (text, type, status, message) => {
    const res = await send(text, type);
    expect({ status: res.status, body: res.json }).toEqual({ status, body: { message } });
    expect((await getFamilies(['familia-meio'])).size).toBe(0);
  });
});

describe('a large file in parts', () => {
  // Three parts as the console sends them (its parts are larger: the split, not the size, is what is proven here),
  // more openings than the console's page of 50, and the refused one in the second part (its index is the file's).
  const families = Array.from({ length: 15 }, (_, i) => ({ id: `familia-parte-${i}`, name: `Família Parte ${i}` }));
  const openings = Array.from({ length: 60 }, (_, i) => ({ id: `vaga-parte-${i}`, clientId: `familia-parte-${i % 15}`, createdAt: `2026-10-0${1 + (i % 9)}T10:00:00Z`, tipoProfissional: 'Acompanhante', enderecoCompleto: { cidade: 'Parteópolis' }, ...(i === 37 ? { createdAt: 'ontem' } : {}) }));
  const parts = splitImport({ families, openings }, 25);
  const sendPart = (input: unknown) => api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', token: operator, json: input });

  it('is written part by part; the merged report is the whole file at once; a part sent again changes nothing', async () => {
    expect(parts.length).toBe(3);
    const results = [];
    for (const part of parts) {
      const res = await sendPart(part.input);
      expect(res.status).toBe(200);
      results.push({ report: res.json as unknown as OpeningFileReport, part });
    }
    const merged = mergeReports(results);
    expect(merged.written).toEqual({ families: 15, openings: 59, notices: 0 });
    expect(merged.refused).toEqual([{ kind: 'opening', index: 37, ref: 'vaga-parte-37', reason: expect.stringContaining('createdAt'), problems: [{ campo: 'createdAt', texto: expect.stringMatching(/^deve ser uma data/) }] }]);
    expect(merged.unplaced).toHaveLength(59);
    const count = async () => (await api(stack(), '/api/equipe/vagas?cidade=Parte%C3%B3polis', { token: operator })).json;
    const before = (await count()) as { items: TeamOpening[]; nextCursor: string | null };
    expect(before.items).toHaveLength(50);
    expect((await sendPart(parts[2].input)).status).toBe(200);
    expect(await count()).toEqual(before);
    expect((await listFamilyOpenings('familia-parte-3')).length).toBe(4);
  });

  it(`refuses a request with more than ${MAX_RECORDS_PER_REQUEST} records with 413 in Portuguese, before writing`, async () => {
    const tooMany = { families: Array.from({ length: MAX_RECORDS_PER_REQUEST + 1 }, (_, i) => ({ id: `familia-demais-${i}` })) };
    const res = await sendPart(tooMany);
    expect({ status: res.status, body: res.json }).toEqual({ status: 413, body: { message: `Arquivo recusado: ${MAX_RECORDS_PER_REQUEST + 1} registros em um envio, o limite é ${MAX_RECORDS_PER_REQUEST}. O console envia um arquivo grande em partes.` } });
    expect((await getFamilies(['familia-demais-0'])).size).toBe(0);
  });
});

describe("the console's 'Vagas' search", () => {
  const search = async (query: string) => {
    const res = await api(stack(), `/api/equipe/vagas?${query}`, { token: operator });
    expect(res.status).toBe(200);
    return res.json as unknown as { items: TeamOpening[]; nextCursor: string | null };
  };
  const ids = (page: { items: TeamOpening[] }) => page.items.map((o) => `${o.clientId}/${o.id}`);

  it('lists closed openings on their own, with Cidade and Função, newest first', async () => {
    expect(ids(await search('situacao=encerradas&cidade=manaus'))).toEqual([`${FAMILY}/a-encerrar`]);
    expect(ids(await search('situacao=encerradas&cidade=campinas'))).toEqual([]);
    expect(ids(await search(`situacao=abertas&familia=${FAMILY}`))).toEqual([`${FAMILY}/aberta`]);
    expect(ids(await search(`situacao=encerradas&familia=${FAMILY}`))).toEqual([`${FAMILY}/a-encerrar`]);
  });

  it('searches by publication days (both included), filtered or not, a page of 50 at a time with a cursor', async () => {
    expect(ids(await search('de=2026-11-20&ate=2026-11-20&cidade=Manaus'))).toEqual([`${FAMILY}/aberta`]);
    expect(ids(await search('de=2026-11-21&situacao=encerradas'))).toContain(`${FAMILY}/a-encerrar`);
    expect(ids(await search('ate=2026-11-19&cidade=Manaus'))).toEqual([]);
    // 'a large file in parts' wrote 59 openings there; the file's nine days are their own (`dataInformada`), their
    // listing date the day Carey stored them (issue 41): today, none on an earlier day.
    // The days are São Paulo's (UTC−3 since 2019, written out here on its own): the day of one of them, searched.
    const spDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
    const stored = spDay((await search('tipoProfissional=acompanhante&cidade=Parte%C3%B3polis')).items[0].createdAt);
    const day = await search(`de=${stored}&ate=${stored}&tipoProfissional=acompanhante&cidade=Parte%C3%B3polis`);
    expect(ids(day).length).toBeGreaterThan(0);
    expect(day.items.every((o) => spDay(o.createdAt) === stored && o.familia?.startsWith('Família Parte'))).toBe(true);
    expect(ids(await search('ate=2026-10-31&tipoProfissional=acompanhante&cidade=Parte%C3%B3polis'))).toEqual([]);
    const first = await search('cidade=Parte%C3%B3polis');
    const second = await search(`cidade=Parte%C3%B3polis&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(ids(first)).toHaveLength(50);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(59);
  });

  it.each([
    ['de=22-11-2026', { message: 'Use a data no formato AAAA-MM-DD.', field: 'de' }],
    ['de=2026-11-22&ate=2026-11-01', { message: 'A data inicial deve ser anterior ou igual à final.', field: 'de' }],
    ['situacao=todas', { message: 'Situação inválida: use abertas ou encerradas.', field: 'situacao' }],
    ['situacao=encerradas&cursor=eyJQSyI6IngiLCJTSyI6InkiLCJHU0kxUEsiOiJPUEVOSU5HIiwiR1NJMVNLIjoieiJ9', { message: expect.any(String), field: 'cursor' }],
  ])('GET ?%s is a 400 in Portuguese', async (query, body) => {
    const res = await api(stack(), `/api/equipe/vagas?${query}`, { token: operator });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body });
  });
});

