import { createConfirmedUser } from '../../infra/local/seed';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { saveOpeningReport } from '../../lambdas/openings/data/opening-reports';
import { queryAll } from '../../lambdas/base/table/client';
import { importData } from '../../lambdas/openings/operator-import';
import type { TeamOpeningReportGroup, TeamOpeningReports } from '../../contract';
import type { AuditPage } from '../../contract/team';
import { findTracesOf } from '../reliability/integrity';
import { countedByScan, overviewCounts } from './helpers/counted-by-scan';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/** Issue 43, item 9 (decision 077): a report is the team's evidence; it outlives its reporter, and the team decides on it. */
const stack = useLocalStack({ seed: true, integrityCheck: 'denuncias' });
const FAMILY = 'familia-evidencias';
const people: Record<string, { uid: string; email: string; phone: string; password: string; token: string }> = {};
let operator: string;

async function caregiver(key: string, name: string) {
  const email = `${key}.${Date.now()}@exemplo.com.br`;
  const password = 'Carey2024!';
  const phone = `929${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const uid = await createConfirmedUser(stack(), { email, password, name });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name, email, phone, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador', genero: 'Feminino', tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  people[key] = { uid, email, phone, password, token: (await signIn(stack(), email, password)).accessToken };
}

const report = (who: string, vaga: string, json: Record<string, string>) => api(stack(), `/api/openings/${FAMILY}/${vaga}/denuncia`, { method: 'POST', token: people[who].token, json });
const groupOf = async (vaga: string): Promise<TeamOpeningReportGroup | undefined> =>
  ((await api(stack(), '/api/equipe/denuncias', { token: operator })).json as unknown as TeamOpeningReports).items.find((g) => g.clientId === FAMILY && g.vagaId === vaga);
const discard = (vaga: string, json: unknown, token = operator) => api(stack(), `/api/equipe/denuncias/${FAMILY}/${vaga}/descarte`, { method: 'POST', token, json });
/** The decisions on an opening's reports, read from the table (her other reports push it off 'Atendimento''s first page). */
const decisionsOn = async (vaga: string) =>
  (await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', FilterExpression: 'vagaId = :v', ExpressionAttributeValues: { ':pk': 'OPENINGREPORTS', ':v': vaga } })).map((r) => [r.decisao, r.uid]);
const openReports = async () => (await overviewCounts(stack(), operator)).reports.open;

beforeAll(async () => {
  await importData({ families: [{ id: FAMILY, name: 'Família Evidências' }], openings: [], notices: [] });
  for (const id of ['vaga-a', 'vaga-b', 'vaga-c']) await saveOpening({ id, clientId: FAMILY, createdAt: '2026-11-20T10:00:00.000Z', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro' });
  await stack().drainStreams();
  await caregiver('dora', 'Dora Lima');
  await caregiver('eva', 'Eva Souza');
  await caregiver('fia', 'Fia Reis');
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
}, 120_000);

describe('reports of openings outlive their reporters', () => {
  it("her deletion keeps her report, without her id, name, e-mail or phone; it stays open and counted", async () => {
    const dora = people.dora;
    const before = await openReports();
    const texto = `Sou Dora Lima (${dora.email}, tel. ${dora.phone.slice(0, 2)} ${dora.phone.slice(2, 7)}-${dora.phone.slice(7)}): pediram Pix de R$ 50 para "reservar" a vaga.`;
    expect((await report('dora', 'vaga-a', { motivo: 'pede-dinheiro', texto })).status).toBe(201);
    expect(await openReports()).toBe(before + 1);

    expect((await api(stack(), '/api/me/deletion', { method: 'POST', token: dora.token, json: { password: dora.password, confirm: true } })).status).toBeLessThan(300);
    await stack().runJob('resume-account-deletions', { graceMs: 0 });

    const group = await groupOf('vaga-a');
    expect(group?.denuncias).toEqual([
      { motivo: 'pede-dinheiro', texto: 'Sou [removido] ([removido], tel. [removido]): pediram Pix de R$ 50 para "reservar" a vaga.', createdAt: expect.any(String) },
    ]);
    expect(await openReports()).toBe(before + 1);
    // Nothing of her anywhere in the table (the report included), and the counters agree with a scan.
    expect(await findTracesOf(stack(), [dora.uid, dora.email, dora.phone, 'Dora Lima'])).toEqual([]);
    expect((await countedByScan()).reports.open).toBe(await openReports());
  });

  it("'Descartar denúncia' marks every open report of the opening with the reason, counts them out, writes the Registro line; once", async () => {
    expect((await report('eva', 'vaga-b', { motivo: 'vaga-falsa' })).status).toBe(201);
    expect((await report('fia', 'vaga-b', { motivo: 'outro', texto: 'Estranha.' })).status).toBe(201);
    expect((await report('fia', 'vaga-c', { motivo: 'vaga-preenchida' })).status).toBe(201);
    const before = await openReports();

    // A reason is required, in Portuguese; nothing changes without one.
    const empty = await discard('vaga-b', { motivo: '  ' });
    expect({ status: empty.status, message: empty.json.message }).toEqual({ status: 400, message: 'Escreva o motivo (ele fica no Registro).' });
    expect(await openReports()).toBe(before);

    const res = await discard('vaga-b', { motivo: 'A família confirmou por telefone que a vaga existe.' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ descartadas: 2, decididaEm: expect.any(String) });
    expect(await openReports()).toBe(before - 2);
    const group = await groupOf('vaga-b');
    expect(group?.denuncias.map((d) => [d.motivo, d.decisao, d.motivoDescarte])).toEqual([
      ['outro', 'descartada', 'A família confirmou por telefone que a vaga existe.'],
      ['vaga-falsa', 'descartada', 'A família confirmou por telefone que a vaga existe.'],
    ]);
    // The other opening's report is untouched, and the opening itself stays open.
    expect((await groupOf('vaga-c'))?.denuncias.map((d) => d.decisao)).toEqual([undefined]);
    expect((await groupOf('vaga-b'))?.vaga?.encerradaEm).toBeUndefined();

    const audit = (await api(stack(), '/api/equipe/registro?acao=denuncia-descartada', { token: operator })).json as unknown as AuditPage;
    const lines = audit.entries.filter((l) => l.targetId === `${FAMILY}/vaga-b`);
    expect(lines.map((l) => [l.action, l.reason, l.details])).toEqual([['denuncia-descartada', 'A família confirmou por telefone que a vaga existe.', { denuncias: 2 }]]);

    // Again: nothing open to discard (404 in Portuguese), no second line, the count as it was.
    const again = await discard('vaga-b', { motivo: 'De novo.' });
    expect({ status: again.status, message: again.json.message }).toEqual({ status: 404, message: 'Esta vaga não tem denúncia aberta para descartar.' });
    expect(await openReports()).toBe(before - 2);
  });

  it("'Encerrar vaga' decides its open reports too: 'Visão geral' stops counting them; the counters agree with a scan", async () => {
    const before = await openReports();
    expect((await api(stack(), `/api/equipe/vagas/${FAMILY}/vaga-c/encerramento`, { method: 'POST', token: operator })).status).toBe(200);
    expect(await openReports()).toBe(before - 1);
    expect((await groupOf('vaga-c'))?.denuncias.map((d) => d.decisao)).toEqual(['vaga-encerrada']);
    expect((await countedByScan()).reports.open).toBe(await openReports());
  });

  it('only the roles that may close openings may discard (a caregiver: 401)', async () => {
    expect((await discard('vaga-a', { motivo: 'Tentativa.' }, people.eva.token)).status).toBe(401);
    expect((await groupOf('vaga-a'))?.denuncias.map((d) => d.decisao)).toEqual([undefined]);
  });

  it("her deletion takes her out of a discard's reason, on the report and on its Registro line filed under the opening", async () => {
    await caregiver('gil', 'Gilda Prates');
    const gil = people.gil;
    await saveOpening({ id: 'vaga-g', clientId: FAMILY, createdAt: '2026-11-21T10:00:00.000Z', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro' });
    await stack().drainStreams();
    expect((await report('gil', 'vaga-g', { motivo: 'outro' })).status).toBe(201);
    const motivo = `Gilda Prates (${gil.email}) ligou e retirou a denúncia; fone ${gil.phone}.`;
    expect((await discard('vaga-g', { motivo })).status).toBe(200);

    expect((await api(stack(), '/api/me/deletion', { method: 'POST', token: gil.token, json: { password: gil.password, confirm: true } })).status).toBeLessThan(300);
    await stack().runJob('resume-account-deletions', { graceMs: 0 });

    const scrubbed = '[removido] ([removido]) ligou e retirou a denúncia; fone [removido].';
    expect((await groupOf('vaga-g'))?.denuncias.map((d) => [d.decisao, d.motivoDescarte])).toEqual([['descartada', scrubbed]]);
    const audit = (await api(stack(), '/api/equipe/registro?acao=denuncia-descartada', { token: operator })).json as unknown as AuditPage;
    expect(audit.entries.filter((l) => l.targetId === `${FAMILY}/vaga-g`).map((l) => [l.reason, l.details])).toEqual([[scrubbed, { denuncias: 1 }]]);
    expect(await findTracesOf(stack(), [gil.uid, gil.email, gil.phone, 'Gilda', 'Prates'])).toEqual([]);
  });

  it('her deletion and a discard at once, round after round: her report ends decided exactly once, and the count equals a scan', async () => {
    const delays = [0, 40, 80, 120, 160, 200, 260, 320];
    for (const [round, delay] of delays.entries()) {
      const vaga = `vaga-corrida-${round}`;
      await saveOpening({ id: vaga, clientId: FAMILY, createdAt: '2026-11-22T10:00:00.000Z', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro' });
      await stack().drainStreams();
      const key = `r${round}`;
      await caregiver(key, `Relatora ${key}`);
      const her = people[key];
      // Her report of this opening is her oldest, moved last: her other reports keep the window between her
      // deletion's read and this move open long enough for the discard to land in it in some rounds.
      await saveOpeningReport({ uid: her.uid, clientId: FAMILY, vagaId: vaga, motivo: 'vaga-falsa', createdAt: '2026-11-01T10:00:00.000Z' });
      for (let k = 0; k < 8; k++) await saveOpeningReport({ uid: her.uid, clientId: FAMILY, vagaId: `outra-${round}-${k}`, motivo: 'outro', createdAt: `2026-11-02T10:00:0${k}.000Z` });
      const deleteHer = api(stack(), '/api/me/deletion', { method: 'POST', token: her.token, json: { password: her.password, confirm: true } });
      const first = await new Promise((resolve) => setTimeout(resolve, delay)).then(() => discard(vaga, { motivo: 'Família confirmou.' }));
      await deleteHer;
      await stack().runJob('resume-account-deletions', { graceMs: 0 });
      // A discard that found the report moving twice answers 409; the team clicks again, and then nothing is left.
      const second = await discard(vaga, { motivo: 'De novo.' });
      const discarded = [first, second].filter((r) => r.status === 200).map((r) => Number(r.json.descartadas));
      const outcome = { round, discarded: discarded.reduce((a, b) => a + b, 0), decided: await decisionsOn(vaga) };
      expect(outcome).toEqual({ round, discarded: 1, decided: [['descartada', undefined]] });
      expect(second.status).toBe(first.status === 200 ? 404 : 200);
    }
    expect((await countedByScan()).reports.open).toBe(await openReports());
  }, 300_000);
});
