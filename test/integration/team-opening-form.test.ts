import { decodeJwt } from 'jose';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { listFamilyOpenings } from '../../lambdas/openings/data/openings';
import type { TeamFamiliesPage, TeamOpeningDetail, TeamOpeningWritten } from '../../contract/team-openings';
import type { OpeningListItem } from '../../contract';
import { published, publishedDay } from '../../web/src/features/openings/format';
import { matchAlert } from '../../lambdas/alerts/alerts';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
const FAMILY = 'familia-formulario';
/** Issue 51's openings, apart so that 'Famílias' counts only the first family's. */
const FAMILY_51 = 'familia-issue-51';
let operator: string;
let operatorUid: string;
let caregiver: string;

beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  operatorUid = String(decodeJwt(operator).sub);
  caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
});

const stored = async (id: string, clientId = FAMILY) => (await listFamilyOpenings(clientId)).find((o) => o.id === id);
const create = (json: unknown) => api(stack(), '/api/equipe/vagas', { method: 'POST', json, token: operator });
const correct = (id: string, vaga: unknown) => api(stack(), `/api/equipe/vagas/${FAMILY}/${id}`, { method: 'PUT', json: { vaga }, token: operator });

/** The openings a caregiver is shown near a point, nearest first (the distance search). */
async function nearby(at: { latitude: number; longitude: number }): Promise<string[]> {
  expect((await api(stack(), '/api/me/location', { method: 'PUT', token: caregiver, json: { latitude: at.latitude, longitude: at.longitude } })).status).toBe(200);
  const res = await api(stack(), '/api/openings?ordem=distancia&raioKm=5&limit=50', { token: caregiver });
  expect(res.status).toBe(200);
  return (res.json.items as { clientId: string; id: string }[]).map((o) => `${o.clientId}/${o.id}`);
}

const CAMPINAS_OPENING = { cep: '13015-904', tipoProfissional: 'cuidadora', detalhesVaga: 'Senhora de 82 anos; ajuda no banho.', enderecoCompleto: { cidade: 'Campinas', bairro: 'Centro' }, tipoContrato: 'Mensal' };

describe("'Nova vaga' and 'Corrigir vaga'", () => {
  it('creates a family and her opening through the import path: listed, filtered, placed, one Registro line', async () => {
    const res = await create({ familia: { nova: { id: FAMILY, name: 'Família Simões Formulário' } }, id: 'vaga-form-1', vaga: CAMPINAS_OPENING });
    expect({ status: res.status, body: res.json }).toEqual({ status: 201, body: { clientId: FAMILY, id: 'vaga-form-1', changedFields: [] } satisfies TeamOpeningWritten });
    const opening = await stored('vaga-form-1');
    // The import's reading: 'cuidadora' is the spec's 'Cuidador', the CEP digits only, its place resolved.
    expect(opening).toMatchObject({ tipoProfissional: 'Cuidador', cep: '13015904', localizacao: expect.objectContaining({ latitude: expect.any(Number) }) });
    // Published the day it was created in São Paulo (UTC−3 since 2019, written out here on its own).
    expect(opening?.dataCriacao).toBe(new Date(Date.parse(opening!.createdAt) - 3 * 3_600_000).toISOString().slice(0, 10));
    const listed = await api(stack(), '/api/openings?ordem=recentes&cidade=campinas&tipoProfissional=Cuidador&limit=50', { token: caregiver });
    expect((listed.json.items as { id: string; clientName: string }[]).find((o) => o.id === 'vaga-form-1')).toMatchObject({ clientName: 'Família Simões Formulário' });
    expect(await nearby(opening!.localizacao!)).toContain(`${FAMILY}/vaga-form-1`);
    const detail = (await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1`, { token: operator })).json as unknown as TeamOpeningDetail;
    expect(detail.historico).toEqual([{ at: expect.any(String), action: 'vaga-criada', actorId: operatorUid }]);
    expect(detail.familia).toMatchObject({ id: FAMILY, name: 'Família Simões Formulário' });
    expect(detail.vaga).not.toHaveProperty('localizacao');
  });

  it('a second opening for the family chosen by id; the id is made when not given', async () => {
    const res = await create({ familia: { id: FAMILY }, vaga: { tipoProfissional: 'Enfermeiro(a)', enderecoCompleto: { cidade: 'Campinas' } } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ clientId: FAMILY, id: expect.stringMatching(/^vaga-[0-9a-f]{8}$/), unplaced: expect.any(String) });
    expect(await stored(String(res.json.id))).toMatchObject({ tipoProfissional: 'Enfermeiro(a)' });
  });

  it("given only a CEP, the city and UF are the CEP's (issue 51): caregivers read 'Campinas', a city filter and alert find it", async () => {
    const res = await create({ familia: { nova: { id: FAMILY_51, name: 'Família Campinas' } }, id: 'vaga-so-cep', vaga: { cep: '13083-852', tipoProfissional: 'Cuidador' } });
    expect(res.status).toBe(201);
    const opening = await stored('vaga-so-cep', FAMILY_51);
    expect(opening).toMatchObject({ bairro: 'Cidade Universitária', enderecoCompleto: { cidade: 'Campinas', uf: 'SP' } });
    const listed = await api(stack(), '/api/openings?ordem=recentes&cidade=Campinas&limit=50', { token: caregiver });
    const item = (listed.json.items as OpeningListItem[]).find((o) => o.id === 'vaga-so-cep');
    expect(item?.enderecoCompleto).toEqual({ cidade: 'Campinas' });
    const alert = { uid: 'u', id: 'a', cidade: 'campinas', createdAt: opening!.createdAt };
    expect(matchAlert(alert, opening!)).toEqual({ matches: true });
    // A city typed beside the CEP stays as typed; the UF only when it is the CEP's.
    expect((await create({ familia: { id: FAMILY_51 }, id: 'vaga-cep-outra-cidade', vaga: { cep: '13083-852', enderecoCompleto: { cidade: 'Valinhos' } } })).status).toBe(201);
    expect((await stored('vaga-cep-outra-cidade', FAMILY_51))?.enderecoCompleto).toEqual({ cidade: 'Valinhos' });
  });

  it('a correction that changes the CEP moves it (distance search, index) and says in the history what changed', async () => {
    const before = await stored('vaga-form-1');
    const res = await correct('vaga-form-1', { ...CAMPINAS_OPENING, dataCriacao: before?.dataCriacao, cep: '22071-900', enderecoCompleto: { cidade: 'Rio de Janeiro', bairro: 'Copacabana' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ clientId: FAMILY, id: 'vaga-form-1', changedFields: ['cep', 'enderecoCompleto'] });
    const after = await stored('vaga-form-1');
    expect(after?.localizacao).not.toEqual(before?.localizacao);
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(await nearby(before!.localizacao!)).not.toContain(`${FAMILY}/vaga-form-1`);
    expect(await nearby(after!.localizacao!)).toContain(`${FAMILY}/vaga-form-1`);
    const byCity = await api(stack(), '/api/openings?ordem=recentes&cidade=Campinas&limit=50', { token: caregiver });
    expect((byCity.json.items as { id: string }[]).map((o) => o.id)).not.toContain('vaga-form-1');
    const detail = (await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1`, { token: operator })).json as unknown as TeamOpeningDetail;
    expect(detail.historico.map((h) => [h.action, h.changedFields])).toEqual([['vaga-criada', undefined], ['vaga-corrigida', ['cep', 'enderecoCompleto']]]);
    // The same record again changes nothing and records nothing.
    const same = await correct('vaga-form-1', { ...CAMPINAS_OPENING, dataCriacao: before?.dataCriacao, cep: '22071-900', enderecoCompleto: { cidade: 'Rio de Janeiro', bairro: 'Copacabana' } });
    expect(same.json).toMatchObject({ changedFields: [] });
    const again = (await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1`, { token: operator })).json as unknown as TeamOpeningDetail;
    expect(again.historico).toHaveLength(2);
  });

  it('a closed opening keeps its close in the history and refuses a correction', async () => {
    expect((await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1/encerramento`, { method: 'POST', json: {}, token: operator })).status).toBe(200);
    const res = await correct('vaga-form-1', CAMPINAS_OPENING);
    expect({ status: res.status, body: res.json }).toEqual({ status: 409, body: { message: 'Esta vaga foi encerrada e não pode mais ser corrigida.' } });
    const detail = (await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1`, { token: operator })).json as unknown as TeamOpeningDetail;
    expect(detail.historico.map((h) => h.action)).toEqual(['vaga-criada', 'vaga-corrigida', 'vaga-encerrada']);
    expect(detail.vaga.encerradaEm).toEqual(expect.any(String));
  });

  it("takes the edges that can be: 29/02/2028, 23:59, Feminino", async () => {
    const res = await create({ familia: { id: FAMILY_51 }, id: 'vaga-bordas', vaga: { selectedDate: '29/02/2028', selectedTime: '23:59', generoIdoso: 'Feminino' } });
    expect(res.status).toBe(201);
    expect(await stored('vaga-bordas', FAMILY_51)).toMatchObject({ selectedDate: '29/02/2028', selectedTime: '23:59', generoIdoso: 'Feminino' });
  });

  it.each([
    [{ familia: { id: FAMILY }, vaga: { cep: '1234' } }, 400, { message: 'CEP: deve ter 8 dígitos (ex.: 01310-100).', field: 'cep' }],
    [{ familia: { id: FAMILY }, vaga: { tipoProfissional: 'Técnico de enfermagem' } }, 400, { field: 'tipoProfissional' }],
    // Every bad field, each by the form's label (issue 51, item 8), the form's own rules with the import's, each field once.
    [
      { familia: { id: FAMILY }, vaga: { cep: '1234', generoIdoso: 'x'.repeat(41) } },
      400,
      { message: 'CEP: deve ter 8 dígitos (ex.: 01310-100). Gênero do idoso: escolha Feminino ou Masculino, ou deixe sem informar.', field: 'cep' },
    ],
    [
      { familia: { id: FAMILY }, vaga: { tipoProfissional: 'Técnico de enfermagem', generoIdoso: '🙂', selectedDate: '31/02/2026', selectedTime: '25:99' } },
      400,
      {
        message:
          'Função: "Técnico de enfermagem" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro). Gênero do idoso: escolha Feminino ou Masculino, ou deixe sem informar. ' +
          'Data de início: a data 31/02/2026 não existe no calendário. Confira o dia e o mês (ex.: 28/02/2026). Horário: 25:99 não é um horário válido. Use de 00:00 a 23:59.',
        field: 'tipoProfissional',
      },
    ],
    // The listing's date is the server's (issue 41): the form cannot send one, not even a well-formed one.
    [{ familia: { id: FAMILY }, vaga: { createdAt: 'ontem' } }, 400, { message: 'Campo não permitido: createdAt.', field: 'createdAt' }],
    [{ familia: { id: FAMILY }, vaga: { createdAt: '2099-01-01T00:00:00Z' } }, 400, { message: 'Campo não permitido: createdAt.', field: 'createdAt' }],
    [{ familia: { id: FAMILY }, vaga: { cor: 'azul' } }, 400, {}],
    [{ familia: { id: 'familia-que-nao-existe' }, vaga: {} }, 400, { message: 'família "familia-que-nao-existe" não existe (nem no arquivo, nem na base).', field: 'familia' }],
    [{ familia: { nova: { id: FAMILY, name: 'Outra' } }, vaga: {} }, 409, { field: 'familia' }],
    [{ familia: { nova: { id: 'familia-sem-nome' } }, vaga: {} }, 400, { message: 'Informe o nome da nova família.', field: 'familia' }],
    [{ familia: { id: FAMILY }, id: 'vaga-form-1', vaga: {} }, 409, { message: 'Já existe uma vaga "vaga-form-1" nesta família.', field: 'id' }],
    [{ vaga: {} }, 400, {}],
    // Issue 51: a start that cannot be, and an elder's gender outside the caregivers' own choices.
    [{ familia: { id: FAMILY }, vaga: { selectedDate: '31/02/2026' } }, 400, { message: 'Data de início: a data 31/02/2026 não existe no calendário. Confira o dia e o mês (ex.: 28/02/2026).', field: 'selectedDate' }],
    [{ familia: { id: FAMILY }, vaga: { selectedDate: '29/02/2026' } }, 400, { field: 'selectedDate' }],
    [{ familia: { id: FAMILY }, vaga: { selectedTime: '25:99' } }, 400, { message: 'Horário: 25:99 não é um horário válido. Use de 00:00 a 23:59.', field: 'selectedTime' }],
    [{ familia: { id: FAMILY }, vaga: { selectedTime: '24:00' } }, 400, { field: 'selectedTime' }],
    [{ familia: { id: FAMILY }, vaga: { generoIdoso: '🙂' } }, 400, { message: 'Gênero do idoso: escolha Feminino ou Masculino, ou deixe sem informar.', field: 'generoIdoso' }],
  ])('refuses %j in Portuguese (%i), writing nothing', async (body, status, answer) => {
    const before = (await listFamilyOpenings(FAMILY)).length;
    const res = await create(body);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject(answer);
    expect(String(res.json.message)).toMatch(/[a-zà-ú]{3}/i);
    expect((await listFamilyOpenings(FAMILY)).length).toBe(before);
  });
});

describe("'Famílias'", () => {
  it('lists families by name and finds them by part of the name, accents and case ignored', async () => {
    const res = await api(stack(), `/api/equipe/familias?nome=${encodeURIComponent('simoes formul')}`, { token: operator });
    expect(res.status).toBe(200);
    expect((res.json as unknown as TeamFamiliesPage).items).toEqual([{ id: FAMILY, name: 'Família Simões Formulário' }]);
    const all = (await api(stack(), '/api/equipe/familias', { token: operator })).json as unknown as TeamFamiliesPage;
    const names = all.items.map((f) => (f.name ?? f.id).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byFilter = await api(stack(), `/api/equipe/vagas?familia=${encodeURIComponent('SIMÕES')}&situacao=abertas`, { token: operator });
    expect((byFilter.json.items as { clientId: string; familia: string }[]).every((o) => o.clientId === FAMILY && o.familia === 'Família Simões Formulário')).toBe(true);
    expect(byFilter.json.items).toHaveLength(1);
  });

  it('is for the team only', async () => {
    // a caregiver's token is from the other pool: the operators' authorizer refuses it (docs/decisions/047)
    expect((await api(stack(), '/api/equipe/familias', { token: caregiver })).status).toBe(401);
    expect((await api(stack(), '/api/equipe/vagas', { method: 'POST', json: { familia: { id: FAMILY }, vaga: {} }, token: caregiver })).status).toBe(401);
    expect((await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-form-1`, { method: 'PUT', json: { vaga: {} }, token: caregiver })).status).toBe(401);
  });
});

describe('an opening is dated by the server only (issue 41)', () => {
  const upload = (json: unknown) => api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json, token: operator });
  const newest = async () => ((await api(stack(), '/api/openings?limit=1', { token: caregiver })).json.items as { id: string }[])[0]?.id;

  it('an upload dated 2099 is listed at the time Carey stored it, not on top of every later opening; a re-import keeps that time', async () => {
    const before = Date.now();
    const file = { families: [{ id: 'familia-2099', name: 'Família Futura' }], openings: [{ id: 'vaga-2099', clientId: 'familia-2099', createdAt: '2099-12-31T23:59:00Z' }], notices: [] };
    expect((await upload(file)).status).toBe(200);
    const first = await stored('vaga-2099', 'familia-2099');
    expect(Date.parse(first!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first!.createdAt)).toBeLessThanOrEqual(Date.now());
    // An opening written after it is newer: the 2099 one is not pinned on top.
    expect((await create({ familia: { id: FAMILY }, id: 'vaga-depois-2099', vaga: { tipoProfissional: 'Cuidador' } })).status).toBe(201);
    expect(await newest()).toBe('vaga-depois-2099');
    expect((await upload(file)).status).toBe(200);
    expect((await stored('vaga-2099', 'familia-2099'))?.createdAt).toBe(first!.createdAt);
  });

  it("a file's 'Publicada em' (01/12/2026 09:30, or an ISO time without a zone) is read as São Paulo time and shown as the file's; the card reads the listing's day", async () => {
    const file = {
      families: [{ id: 'familia-arquivo-data', name: 'Família Arquivo' }],
      openings: [
        { id: 'vaga-data-br', clientId: 'familia-arquivo-data', createdAt: '01/12/2026 09:30' },
        { id: 'vaga-data-iso', clientId: 'familia-arquivo-data', createdAt: '2026-12-01T09:30' },
      ],
      notices: [],
    };
    expect((await upload(file)).status).toBe(200);
    for (const id of ['vaga-data-br', 'vaga-data-iso']) {
      const detail = (await api(stack(), `/api/equipe/vagas/familia-arquivo-data/${id}`, { token: operator })).json as unknown as TeamOpeningDetail;
      expect(detail.dataInformada).toBe('2026-12-01T12:30:00.000Z');
      const listed = await stored(id, 'familia-arquivo-data');
      expect(publishedDay(listed as unknown as OpeningListItem)).not.toBe('Data não informada');
      expect(publishedDay(listed as unknown as OpeningListItem)).toBe(new Date(Date.parse(listed!.createdAt) - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/'));
    }
  });

  it("a correction cannot move its date to 2099: 400 in Portuguese, the date as it was", async () => {
    const before = await stored('vaga-depois-2099');
    const res = await correct('vaga-depois-2099', { tipoProfissional: 'Cuidador', createdAt: '2099-01-01T00:00:00Z' });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'Campo não permitido: createdAt.', field: 'createdAt' } });
    expect((await stored('vaga-depois-2099'))?.createdAt).toBe(before!.createdAt);
  });
});

describe("'Nova vaga' at São Paulo's midnight, on a request time the test fixes (issue 48)", () => {
  const NIGHT = 'familia-meia-noite-sp';
  /** Creates an opening as if the request reached API Gateway at `at`, and gives the machine's clock back. */
  async function createAt(at: string, id: string) {
    stack().fixRequestTime(at);
    try {
      const res = await api(stack(), '/api/equipe/vagas', { method: 'POST', token: operator, json: { familia: { nova: { id: NIGHT, name: 'Família Meia-Noite' } }, id, vaga: { tipoProfissional: 'Cuidador' } } });
      if (res.status === 409) return await api(stack(), '/api/equipe/vagas', { method: 'POST', token: operator, json: { familia: { id: NIGHT }, id, vaga: { tipoProfissional: 'Cuidador' } } });
      return res;
    } finally {
      stack().fixRequestTime(undefined);
    }
  }

  it('created at 23:59 in São Paulo (02:59 UTC the next day) is that day; at 00:00, the new day', async () => {
    expect((await createAt('2026-12-02T02:59:00Z', 'vaga-2359')).status).toBe(201);
    expect((await createAt('2026-12-02T03:00:00Z', 'vaga-0000')).status).toBe(201);
    expect(await stored('vaga-2359', NIGHT)).toMatchObject({ createdAt: '2026-12-02T02:59:00.000Z', dataCriacao: '2026-12-01' });
    expect(await stored('vaga-0000', NIGHT)).toMatchObject({ createdAt: '2026-12-02T03:00:00.000Z', dataCriacao: '2026-12-02' });
  });

  it("created at 23:30 of 31/12/2027 in São Paulo, a caregiver's card and details read 31/12/2027, listed where that time puts it", async () => {
    expect((await createAt('2028-01-01T02:30:00Z', 'vaga-reveillon')).status).toBe(201);
    const res = await api(stack(), '/api/openings?ordem=recentes&limit=50', { token: caregiver });
    const items = res.json.items as OpeningListItem[];
    const at = items.findIndex((o) => o.id === 'vaga-reveillon');
    const newest = items[at];
    expect(newest).toMatchObject({ id: 'vaga-reveillon', createdAt: '2028-01-01T02:30:00.000Z', dataCriacao: '2027-12-31' });
    // 'Mais recentes' puts it where its date says: after every later one, before every earlier one (whatever the machine's clock).
    expect(items.slice(0, at).every((o) => o.createdAt >= newest.createdAt) && items.slice(at + 1).every((o) => o.createdAt <= newest.createdAt)).toBe(true);
    // What the SPA shows of it: at 23:45 that night in São Paulo, and two months on.
    expect(published(newest, new Date('2028-01-01T02:45:00Z'))).toBe('publicada hoje');
    expect(published(newest, new Date('2028-03-01T15:00:00Z'))).toBe('publicada em 31/12/2027');
    expect(publishedDay(newest)).toBe('31/12/2027');
    const detail = (await api(stack(), `/api/equipe/vagas/${NIGHT}/vaga-reveillon`, { token: operator })).json as unknown as TeamOpeningDetail;
    expect(detail.historico).toEqual([{ at: '2028-01-01T02:30:00.000Z', action: 'vaga-criada', actorId: operatorUid }]);
    // The console's search by publication days is São Paulo's too: it is on 31/12/2027, not on 01/01/2028.
    const onDay = async (day: string) =>
      ((await api(stack(), `/api/equipe/vagas?de=${day}&ate=${day}&familia=${NIGHT}`, { token: operator })).json.items as { id: string }[]).map((o) => o.id);
    expect(await onDay('2027-12-31')).toEqual(['vaga-reveillon']);
    expect(await onDay('2028-01-01')).toEqual([]);
    expect(await onDay('2026-12-01')).toEqual(['vaga-2359']);
    expect(await onDay('2026-12-02')).toEqual(['vaga-0000']);
  });
});
