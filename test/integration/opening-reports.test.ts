import { createConfirmedUser } from '../../infra/local/seed';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { rateLimits } from '../../lambdas/base/rate-limits/limits';
import { saveOpening } from '../../lambdas/openings/data/openings';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { importData } from '../../lambdas/openings/operator-import';
import { saveOpeningReport } from '../../lambdas/openings/data/opening-reports';
import type { TeamOpeningReports } from '../../contract';
import { recordCases } from '../reliability/report';
import { api, mailbox, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';

const stack = useLocalStack({ seed: true, integrityCheck: 'abuso' });
const FAMILY = 'familia-denuncias';
// Manaus: no sample opening is near, so nearest-first pages here hold this test's openings only.
const MANAUS = { latitude: -3.119, longitude: -60.0217 };
const opening = (id: string, minute: number): StoredOpening => ({
  id, clientId: FAMILY, createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`, tipoProfissional: 'Cuidador',
  enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro', localizacao: { ...MANAUS, precisao: 'cep' },
});
const reportPath = (id: string, clientId = FAMILY) => `/api/openings/${clientId}/${id}/denuncia`;
const people: Record<string, { uid: string; email: string; token: string }> = {};
let operator: string;

async function caregiver(name: string) {
  const email = `${name}.${Date.now()}@exemplo.com.br`;
  const password = 'Carey2024!';
  const uid = await createConfirmedUser(stack(), { email, password, name });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name, email, phone: `929${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
    genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
    lastLocation: { ...MANAUS, timestamp: new Date().toISOString() },
  });
  people[name] = { uid, email, token: (await signIn(stack(), email, password)).accessToken };
}

/** Every opening of the test's family she is shown for this query, all pages. */
async function listed(token: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof api>> = await api(stack(), `/api/openings?${query}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.status).toBe(200);
    ids.push(...(res.json.items as { clientId: string; id: string }[]).filter((o) => o.clientId === FAMILY).map((o) => o.id));
    cursor = res.json.nextCursor as string | null;
  } while (cursor);
  return ids;
}

beforeAll(async () => {
  expect((await importData({ families: [{ id: FAMILY, name: 'Família Denúncias' }], openings: [], notices: [] })).written.families).toBe(1);
  for (let i = 0; i < 14; i++) await saveOpening(opening(`vaga-${i}`, i));
  await stack().drainStreams();
  for (const name of ['ana', 'bia', 'carla']) await caregiver(name);
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
}, 120_000);

describe("'Denunciar vaga'", () => {
  it('hides the opening from her (newest first, nearest first, filtered), not from others; a second report is a 409 in Portuguese', async () => {
    const { ana, bia } = people;
    for (const query of ['ordem=recentes&cidade=Manaus', 'ordem=distancia&raioKm=10']) expect(await listed(ana.token, query)).toContain('vaga-3');

    const res = await api(stack(), reportPath('vaga-3'), { method: 'POST', token: ana.token, json: { motivo: 'pede-dinheiro', texto: '  Pediu um Pix para a "taxa de cadastro".  ' } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ clientId: FAMILY, vagaId: 'vaga-3', motivo: 'pede-dinheiro', createdAt: expect.any(String) });

    for (const query of ['ordem=recentes', 'ordem=recentes&cidade=Manaus&tipoProfissional=Cuidador', 'ordem=distancia&raioKm=10', 'ordem=distancia&raioKm=10&tipoProfissional=Cuidador']) {
      const ids = await listed(ana.token, query);
      expect(ids).not.toContain('vaga-3');
      expect(ids).toContain('vaga-4');
      expect(await listed(bia.token, query)).toContain('vaga-3');
    }

    const again = await api(stack(), reportPath('vaga-3'), { method: 'POST', token: ana.token, json: { motivo: 'outro' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Você já denunciou esta vaga. Nossa equipe está analisando.' });
    recordCases('abuso', 'opening report hides it, once', 2);
  });

  // Proves: one opening's reports are each caregiver's own, so reports made at the same moment never overwrite each
  // other (both kept, both counted in the console), and one caregiver's two at once store one (the other a 409).
  it('two caregivers reporting one opening at once: both kept and counted; one caregiver twice at once: one kept, one 409', async () => {
    const { ana, carla } = people;
    const both = await Promise.all([
      api(stack(), reportPath('vaga-12'), { method: 'POST', token: ana.token, json: { motivo: 'pede-dinheiro', texto: 'Relato da Ana' } }),
      api(stack(), reportPath('vaga-12'), { method: 'POST', token: carla.token, json: { motivo: 'vaga-falsa', texto: 'Relato da Carla' } }),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const page = (await api(stack(), '/api/equipe/denuncias', { token: operator })).json as unknown as TeamOpeningReports;
    const group = page.items.find((g) => g.clientId === FAMILY && g.vagaId === 'vaga-12');
    expect(group?.denuncias.map((d) => d.texto).sort()).toEqual(['Relato da Ana', 'Relato da Carla']);

    const twice = await Promise.all(['vaga-falsa', 'outro'].map((motivo) => api(stack(), reportPath('vaga-13'), { method: 'POST', token: ana.token, json: { motivo, texto: `Ana: ${motivo}` } })));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const kept = twice.find((r) => r.status === 201)!.json.motivo;
    const after = (await api(stack(), '/api/equipe/denuncias', { token: operator })).json as unknown as TeamOpeningReports;
    expect(after.items.find((g) => g.clientId === FAMILY && g.vagaId === 'vaga-13')?.denuncias).toEqual([{ motivo: kept, texto: `Ana: ${String(kept)}`, createdAt: expect.any(String) }]);
  });

  it('refuses bad input and unknown openings in Portuguese, writing nothing', async () => {
    const { carla } = people;
    const cases: [string, unknown, number, RegExp][] = [
      [reportPath('vaga-5'), { motivo: 'spam' }, 400, /Escolha o motivo da denúncia/],
      [reportPath('vaga-5'), {}, 400, /Escolha o motivo da denúncia/],
      [reportPath('vaga-5'), { motivo: 'outro', texto: 'x'.repeat(1001) }, 400, /no máximo 1000 caracteres/],
      [reportPath('vaga-5'), { motivo: 'outro', extra: 1 }, 400, /Campo não permitido/],
      [reportPath('nao-existe'), { motivo: 'vaga-falsa' }, 404, /Esta vaga não foi encontrada/],
      [reportPath('vaga-5', 'familia%23x'), { motivo: 'vaga-falsa' }, 400, /Vaga inválida/],
    ];
    for (const [path, json, status, message] of cases) {
      const res = await api(stack(), path, { method: 'POST', token: carla.token, json });
      expect({ path, status: res.status }).toEqual({ path, status });
      expect(String(res.json.message)).toMatch(message);
    }
    expect((await api(stack(), reportPath('vaga-5'), { method: 'POST', json: { motivo: 'outro' } })).status).toBe(401);
    expect(await listed(carla.token, 'ordem=recentes&cidade=Manaus')).toContain('vaga-5');
  });

  it('is rate-limited per caregiver: past the limit a 429 in Portuguese, and that opening stays listed', async () => {
    const { bia } = people;
    const { perEmail } = rateLimits['opening-report'];
    for (let i = 0; i < perEmail; i++) {
      expect((await api(stack(), reportPath(`vaga-${i}`), { method: 'POST', token: bia.token, json: { motivo: 'vaga-preenchida' } })).status).toBe(201);
    }
    const limited = await api(stack(), reportPath(`vaga-${perEmail}`), { method: 'POST', token: bia.token, json: { motivo: 'vaga-preenchida' } });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: expect.stringMatching(/^Muitas tentativas seguidas\. Tente novamente em \d+ minutos?\.$/) });
    expect(await listed(bia.token, 'ordem=recentes&cidade=Manaus')).toContain(`vaga-${perEmail}`);
    recordCases('abuso', 'opening report rate limit', perEmail + 1);
  });

  it("shows in the console's Atendimento grouped by opening, without who reported, and only to the team", async () => {
    const res = await api(stack(), '/api/equipe/denuncias', { token: operator });
    expect(res.status).toBe(200);
    const page = res.json as unknown as TeamOpeningReports;
    const group = page.items.find((g) => g.vagaId === 'vaga-3');
    expect(group).toEqual({
      clientId: FAMILY, vagaId: 'vaga-3', vaga: { tipoProfissional: 'Cuidador', cidade: 'Manaus', bairro: 'Centro', familia: 'Família Denúncias' },
      denuncias: [
        { motivo: 'vaga-preenchida', createdAt: expect.any(String) },
        { motivo: 'pede-dinheiro', texto: 'Pediu um Pix para a "taxa de cadastro".', createdAt: expect.any(String) },
      ],
    });
    // One group per opening, in the order of their newest report.
    const keys = page.items.map((g) => `${g.clientId}/${g.vagaId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const newest = page.items.map((g) => g.denuncias[0].createdAt);
    expect([...newest].sort().reverse()).toEqual(newest);
    for (const person of Object.values(people)) expect(res.text).not.toContain(person.uid);

    expect((await api(stack(), '/api/equipe/denuncias', { token: people.ana.token })).status).toBe(401);
    // 'Encerrar vaga' at hand: the console's close route; the group then says it is closed.
    expect((await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-3/encerramento`, { method: 'POST', token: operator })).status).toBe(200);
    const after = (await api(stack(), '/api/equipe/denuncias', { token: operator })).json as unknown as TeamOpeningReports;
    expect(after.items.find((g) => g.vagaId === 'vaga-3')?.vaga).toMatchObject({ encerradaEm: expect.any(String) });
  });

  it('leaves a reported opening out of her alert digest', async () => {
    const { carla } = people;
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: carla.token, json: { cidade: 'Manaus' } })).status).toBe(201);
    await saveOpening(opening('nova-suspeita', 40));
    await saveOpening(opening('nova-boa', 41));
    await stack().drainStreams();
    expect((await api(stack(), reportPath('nova-suspeita'), { method: 'POST', token: carla.token, json: { motivo: 'vaga-falsa' } })).status).toBe(201);
    await stack().runJob('send-alert-digests', { settleMs: 0, now: new Date(Date.now() + 3600_000).toISOString() });
    const mails = (await mailbox(stack())).filter((m) => m.destination.to.some((to) => to.includes(carla.email)));
    expect(mails).toHaveLength(1);
    const body = `${mails[0].body.html ?? ''}${mails[0].body.text ?? ''}`;
    expect(body).toContain('nova-boa');
    expect(body).not.toContain('nova-suspeita');
  });
});

// Issue 41: the console read only the newest 200 reports, unpaged. Proves: every report is on exactly one page, in
// order, pages of 50, reports with the same time split correctly at a page's edge, and a cursor the server did not
// issue for this list is a 400 in Portuguese.
describe("the console's reports, paged", () => {
  it('walks every page: each report once, newest first, 50 a page; an edited, unsigned or other list cursor is a 400', async () => {
    const seeded: string[] = [];
    for (const name of ['dora', 'eva', 'fani', 'gil']) {
      const email = `${name}.${Date.now()}@exemplo.com.br`;
      const uid = await createConfirmedUser(stack(), { email, password: 'Carey2024!', name });
      await createCaregiverWithClaims({
        consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
        uid, name, email, phone: `929${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
        genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
      });
      // The four report each opening at the same instant: ties that a page's edge may fall between.
      for (let i = 0; i < 14; i++) {
        const texto = `${name} sobre vaga-${i}`;
        await saveOpeningReport({ uid, clientId: FAMILY, vagaId: `vaga-${i}`, motivo: 'outro', texto, createdAt: `2026-11-21T08:${String(i).padStart(2, '0')}:00.000Z` });
        seeded.push(`vaga-${i}/${texto}`);
      }
    }

    const pages: TeamOpeningReports[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof api>> = await api(stack(), `/api/equipe/denuncias${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token: operator });
      expect(res.status).toBe(200);
      const page = res.json as unknown as TeamOpeningReports;
      pages.push(page);
      cursor = page.cursor;
    } while (cursor && pages.length < 20);
    expect(cursor).toBeNull();
    const perPage = pages.map((p) => p.items.reduce((n, g) => n + g.denuncias.length, 0));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(perPage.slice(0, -1).every((n) => n === 50)).toBe(true);
    expect(perPage[perPage.length - 1]).toBeGreaterThan(0);
    expect(perPage[perPage.length - 1]).toBeLessThanOrEqual(50);

    const all = pages.flatMap((p) => p.items.flatMap((g) => g.denuncias.map((d) => ({ key: `${g.vagaId}/${d.texto ?? ''}`, full: `${g.vagaId}/${d.motivo}/${d.createdAt}/${d.texto ?? ''}` }))));
    const mine = all.filter((r) => seeded.includes(r.key)).map((r) => r.key);
    expect([...mine].sort()).toEqual([...seeded].sort());
    // Newest first across the pages: every report of a page is at least as new as every report of the next.
    const timesOf = (p: TeamOpeningReports) => p.items.flatMap((g) => g.denuncias.map((d) => d.createdAt)).sort();
    for (let k = 0; k + 1 < pages.length; k++) expect(timesOf(pages[k])[0] >= timesOf(pages[k + 1]).slice(-1)[0]).toBe(true);
    expect(new Set(all.map((r) => r.full)).size).toBe(all.length);

    const first = (await api(stack(), '/api/equipe/denuncias', { token: operator })).json as unknown as TeamOpeningReports;
    const real = String(first.cursor);
    const [payload, mac] = real.split('.');
    const unsigned = payload;
    const edited = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}.${mac}`;
    const openingsPage = (await api(stack(), `/api/openings?ordem=recentes&cidade=Manaus&limit=2`, { token: people.bia.token })).json;
    const otherList = String(openingsPage.nextCursor);
    expect(otherList).toMatch(/\./);
    for (const bad of [unsigned, edited, otherList, 'xyz']) {
      const res = await api(stack(), `/api/equipe/denuncias?cursor=${encodeURIComponent(bad)}`, { token: operator });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'O cursor de paginação é inválido.', field: 'cursor' } });
    }
  });
});
