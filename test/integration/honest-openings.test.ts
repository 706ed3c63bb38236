import { createConfirmedUser } from '../../infra/local/seed';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { closeStoredOpening, findStoredOpening } from '../../lambdas/openings/data/opening-closing';
import type { Opening } from '../../lambdas/openings/opening';
import type { ImportFile } from '../../lambdas/openings/import-file';
import { importData } from '../../lambdas/openings/operator-import';
import type { NearbyOpenings, OpeningsPage } from '../../contract';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';

/**
 * Issue 32, "Vagas honestas": what a caregiver reads of an opening is true, on the list and in the alert e-mail.
 * The real handlers and jobs on the local stand-ins.
 */
const stack = useLocalStack({ integrityCheck: 'vagas-honestas' });
let seq = 0;
// A point in Campinas about 9 km north of its municipal seat.
const NORTH_CAMPINAS = { latitude: -22.8226, longitude: -47.0703 };

async function caregiver(location?: { latitude: number; longitude: number }) {
  const n = ++seq;
  const email = `honesta.${n}.${Date.now()}@exemplo.com.br`;
  const password = 'Carey2024!';
  const uid = await createConfirmedUser(stack(), { email, password, name: 'Helena Honesta' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid,
    name: 'Helena Honesta',
    email,
    phone: `219${String(n).padStart(4, '0')}${String(Date.now()).slice(-4)}`,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
    ...(location ? { lastLocation: { ...location, timestamp: new Date().toISOString() } } : {}),
  });
  const { accessToken: token } = await signIn(stack(), email, password);
  return { uid, email, token };
}

const digestJob = (now: Date) => stack().runJob('send-alert-digests', { settleMs: 0, now: now.toISOString() }) as Promise<Record<string, number>>;
const mailsTo = async (email: string) => (await mailbox(stack())).filter((m) => m.destination.to.some((to) => to.includes(email)));

describe("a CEP known only at city level keeps the family's bairro", () => {
  it('on the cards and in the alert e-mail, and says the distance is to the centre of the city', async () => {
    const helena = await caregiver(NORTH_CAMPINAS);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: helena.token, json: { raioKm: 50 } })).status).toBe(201);
    // 13084-100 is not in the ViaCEP fixture: the stand-in knows it only as Campinas (no bairro), placed at the seat.
    const file = {
      families: [{ id: 'familia-honesta', name: 'Família Honesta' }],
      openings: [
        { id: 'barao', clientId: 'familia-honesta', createdAt: new Date().toISOString(), cep: '13084-100', tipoProfissional: 'Cuidador', enderecoCompleto: { bairro: 'Barão Geraldo', cidade: 'Campinas' } },
      ],
      notices: [],
    } as unknown as ImportFile;
    const report = await importData(file);
    expect(report.refused).toEqual([]);
    expect(report.unplaced).toEqual([]);
    await stack().drainStreams();

    const page = (await api(stack(), '/api/openings?ordem=distancia&raioKm=50', { token: helena.token })).json as unknown as OpeningsPage;
    const barao = page.items.find((o) => o.id === 'barao');
    expect(barao).toMatchObject({ bairro: 'Barão Geraldo', distanciaAteCentro: true });
    expect(barao?.distanciaKm).toBeGreaterThan(5);
    const newest = (await api(stack(), '/api/openings', { token: helena.token })).json as unknown as OpeningsPage;
    expect(newest.items.find((o) => o.id === 'barao')?.bairro).toBe('Barão Geraldo');

    expect(await digestJob(new Date(Date.now() + 60_000))).toMatchObject({ sent: 1 });
    const [mail] = await mailsTo(helena.email);
    expect(mail.body.text).toMatch(/Vaga de Cuidador — Barão Geraldo, Campinas · a \d+(,\d)? km \(distância até o centro de Campinas\)/);
    expect(mail.body.text).not.toContain('Bairro não informado');
  });
});

describe('the digest tells the truth', () => {
  const opening = (id: string, cidade: string, createdAt: string) =>
    ({ id, clientId: 'familia-digest-honesto', createdAt, tipoProfissional: 'Acompanhante', enderecoCompleto: { cidade }, bairro: 'Centro' }) as Opening;

  it('counts every match: 264 matches say 264 (and how many are listed), and none comes again the next day', async () => {
    const bia = await caregiver();
    const city = 'Cidade Das 264';
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: bia.token, json: { cidade: city } })).status).toBe(201);
    const start = Date.now() - 264 * 60_000;
    for (let i = 0; i < 264; i++) await saveOpening(opening(`muitas-${i}`, city, new Date(start + i * 60_000).toISOString()));
    await stack().drainStreams();

    const at = Date.now() + 60_000;
    expect(await digestJob(new Date(at))).toMatchObject({ sent: 1 });
    const [mail] = await mailsTo(bia.email);
    expect(mail.subject).toBe('Carey: 264 novas vagas para os seus alertas');
    expect(mail.body.text).toContain('Encontramos 264 novas vagas para os seus alertas. Estas são as 20 mais recentes:');
    expect(mail.body.text).toContain('E mais 244 vagas em');
    expect(mail.body.text).toContain('vaga=muitas-263');
    // Every one of them was in this e-mail's count: the next day brings no digest of the same openings.
    expect(await digestJob(new Date(at + 25 * 3600_000))).toMatchObject({ sent: 0 });
    expect(await mailsTo(bia.email)).toHaveLength(1);
  }, 120_000);

  it('leaves out an opening closed between the match and the send, and one expired before it', async () => {
    const carla = await caregiver();
    const city = 'Cidade Fechada';
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: carla.token, json: { cidade: city } })).status).toBe(201);
    const now = Date.now();
    await saveOpening(opening('aberta', city, new Date(now - 60_000).toISOString()));
    await saveOpening(opening('fechada', city, new Date(now - 30_000).toISOString()));
    await saveOpening(opening('vencida', city, new Date(now - 61 * 86_400_000).toISOString()));
    await stack().drainStreams();
    const fechada = await findStoredOpening('familia-digest-honesto', 'fechada');
    expect(await closeStoredOpening(fechada!, new Date().toISOString(), [])).toBe(true);

    expect(await digestJob(new Date(now + 80_000))).toMatchObject({ sent: 1 });
    const [mail] = await mailsTo(carla.email);
    expect(mail.subject).toBe('Carey: 1 nova vaga para os seus alertas');
    expect(mail.body.text).toContain('vaga=aberta');
    expect(mail.body.text).not.toContain('vaga=fechada');
    expect(mail.body.text).not.toContain('vaga=vencida');
  });
});

describe('far from every opening, said plainly', () => {
  it('nothing within her radius: no unplaced opening under a radius, and the nearest beyond it with their distances', async () => {
    const far = (id: string, placed: boolean) =>
      ({ id, clientId: 'familia-longe', createdAt: new Date().toISOString(), tipoProfissional: 'Enfermeiro(a)', enderecoCompleto: { cidade: 'São Paulo' }, bairro: 'Bela Vista',
        ...(placed ? { localizacao: { latitude: -23.5629, longitude: -46.6544, precisao: 'cep' } } : {}) }) as Opening;
    await saveOpening(far('longe-sp', true));
    await saveOpening(far('longe-sem-lugar', false));
    const dora = await caregiver();
    // A CEP of Manaus, known at city level: placed at its seat, about 2,700 km from São Paulo.
    expect((await api(stack(), '/api/me/cep', { method: 'PUT', token: dora.token, json: { cep: '69005-040' } })).status).toBe(200);

    const narrow = (await api(stack(), '/api/openings?ordem=distancia&raioKm=25&tipoProfissional=Enfermeiro(a)', { token: dora.token })).json as unknown as OpeningsPage;
    expect(narrow).toMatchObject({ ordem: 'distancia', raioKm: 25, items: [] });
    expect(narrow.alemDoRaio?.map((o) => o.id)).toEqual(['longe-sp']);
    expect(narrow.alemDoRaio?.[0].distanciaKm).toBeGreaterThan(2000);

    // The widest radius lists the unplaced ones after the placed ones (none here), and still offers the nearest beyond.
    const widest = (await api(stack(), '/api/openings?ordem=distancia&tipoProfissional=Enfermeiro(a)', { token: dora.token })).json as unknown as OpeningsPage;
    expect(widest.items.map((o) => [o.id, o.distanciaKm])).toEqual([['longe-sem-lugar', null]]);
    expect(widest.alemDoRaio?.map((o) => o.id)).toEqual(['longe-sp']);

    // Near São Paulo, nothing is offered beyond: the opening is within the radius.
    const near = await caregiver({ latitude: -23.56, longitude: -46.65 });
    const page = (await api(stack(), '/api/openings?ordem=distancia&raioKm=25&tipoProfissional=Enfermeiro(a)', { token: near.token })).json as unknown as OpeningsPage;
    expect(page.items.map((o) => o.id)).toEqual(['longe-sp']);
    expect(page).not.toHaveProperty('alemDoRaio');
  });
});

describe('before paying', () => {
  it("counts the open openings within 25 km as the 25 km distance search lists them (the one 'Ver essas vagas' opens); nothing without a position", async () => {
    const at = (id: string, cidade: string, latitude: number, longitude: number) =>
      ({ id, clientId: 'familia-perto', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade }, bairro: 'Centro',
        localizacao: { latitude, longitude, precisao: 'cep' } }) as Opening;
    // Due north of her: 1° of latitude is 111.195 km on the haversine's sphere (6371.0088 km).
    const north = (km: number) => NORTH_CAMPINAS.latitude + km / 111.195;
    await saveOpening(at('perto-1', 'Campinas', -22.83, -47.07)); // about 1 km from her
    await saveOpening(at('perto-24-9', 'Jaguariúna', north(24.9), NORTH_CAMPINAS.longitude)); // 24.9 km: within 25
    await saveOpening(at('perto-25-5', 'Jaguariúna', north(25.5), NORTH_CAMPINAS.longitude)); // 25.5 km: beyond 25
    await saveOpening(at('perto-sp', 'São Paulo', -23.55, -46.63)); // about 90 km
    await saveOpening({ id: 'perto-sem-lugar', clientId: 'familia-perto', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', bairro: 'Centro', enderecoCompleto: { cidade: 'Campinas' } } as Opening);
    const eva = await caregiver(NORTH_CAMPINAS);
    const nearby = (await api(stack(), '/api/openings/perto', { token: eva.token })).json as unknown as NearbyOpenings;
    // The search she opens from the count (/buscar-vagas?raio=25), as the SPA asks it: nearest first, raioKm=25.
    const list = (await api(stack(), '/api/openings?ordem=distancia&raioKm=25&limit=50', { token: eva.token })).json as unknown as OpeningsPage;
    expect(list.raioKm).toBe(25);
    const ids = list.items.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['perto-1', 'perto-24-9']));
    expect(list.items.find((o) => o.id === 'perto-24-9')?.distanciaKm).toBe(24.9);
    for (const beyond of ['perto-25-5', 'perto-sp', 'perto-sem-lugar']) expect(ids).not.toContain(beyond);
    expect(list.items.every((o) => o.distanciaKm !== null && o.distanciaKm! <= 25)).toBe(true);
    expect(list.nextCursor).toBeNull();
    expect(nearby).toEqual({ raioKm: 25, vagas: list.items.length });
    // The 25.5 km one is there, just beyond: a 26 km search would list it.
    const wider = (await api(stack(), '/api/openings?ordem=distancia&raioKm=26&limit=50', { token: eva.token })).json as unknown as OpeningsPage;
    expect(wider.items.map((o) => o.id)).toContain('perto-25-5');

    const nowhere = await caregiver();
    expect((await api(stack(), '/api/openings/perto', { token: nowhere.token })).json).toEqual({ raioKm: 25, vagas: null });
  });
});
