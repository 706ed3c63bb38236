import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { createConfirmedUser } from '../../infra/local/seed';
import { LOCAL_ALERTS_TOKEN_SECRET } from '../../infra/local/settings';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey, createCaregiverWithClaims, emailClaimKey, phoneClaimKey } from '../../lambdas/caregivers/data/caregivers';
import { listFamilyOpenings, saveOpening } from '../../lambdas/openings/data/openings';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import type { ImportFile } from '../../lambdas/openings/import-file';
import type { Opening } from '../../lambdas/openings/opening';
import { signUnsubscribeToken } from '../../lambdas/alerts/unsubscribe-token';
import { importData } from '../../lambdas/openings/operator-import';
import { recordCases } from '../reliability/report';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';

type Mail = Awaited<ReturnType<typeof mailbox>>[number] & { headers?: { name: string; value: string }[] };

// The openings' dates, moved so the newest is a few hours old whenever the test runs: the digest leaves out openings
// older than OPENINGS_CLOSE_AFTER_DAYS at the send.
const recent = (iso: string) => new Date(Date.parse(iso) + Date.now() - Date.parse('2026-11-26T00:00:00Z')).toISOString();
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };

describe('job alerts: save, match new openings, one daily digest, one-click unsubscribe', () => {
  const stack = useLocalStack({ integrityCheck: 'alertas' });
  const people: Record<string, { uid: string; email: string; phone: string; token: string }> = {};
  const run = async (name: string, plan: string, location?: { latitude: number; longitude: number }) => {
    const email = `${name}.${Date.now()}@exemplo.com.br`;
    const password = 'Carey2024!';
    const phone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const uid = await createConfirmedUser(stack(), { email, password, name: `${name[0].toUpperCase()}${name.slice(1)} Teste` });
    await createCaregiverWithClaims({
      consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
      uid,
      name: `${name[0].toUpperCase()}${name.slice(1)} Teste`,
      email,
      phone,
      status: UNVERIFIED_STATUS,
      tipoDeCadastro: 'Cuidador',
      genero: 'Feminino',
      tipodeconta: plan,
      campotipoCadastro: LAUNCH_CAMPAIGN,
      dataCadastro: new Date().toISOString(),
      ...(location ? { lastLocation: { ...location, timestamp: new Date().toISOString() } } : {}),
    });
    people[name] = { uid, email, phone, token: (await signIn(stack(), email, password)).accessToken };
  };
  const alerts = async (name: string) => (await api(stack(), '/api/alerts', { token: people[name].token })).json as { items: { id: string }[]; max: number };
  const mailTo = async (name: string): Promise<Mail[]> => ((await mailbox(stack())) as Mail[]).filter((m) => m.destination.to.some((to) => to.includes(people[name].email)));
  const header = (mail: Mail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
  const digestJob = (now: Date) => stack().runJob('send-alert-digests', { settleMs: 0, now: now.toISOString() }) as Promise<Record<string, number>>;
  const day = 24 * 3600 * 1000;
  let clock = 0;

  const placed = (id: string, tipo: string, cidade: string, bairro: string, point: { latitude: number; longitude: number }, createdAt: string) =>
    ({ id, clientId: 'familia-alertas', createdAt, tipoProfissional: tipo, enderecoCompleto: { cidade }, bairro, localizacao: { ...point, precisao: 'cep' } }) as Opening;
  const importFile: ImportFile = {
    families: [{ id: 'familia-alertas', name: 'Família Alertas' }],
    openings: [
      { id: 'campinas-1', clientId: 'familia-alertas', createdAt: recent('2026-11-20T10:00:00Z'), cep: '13015-904', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } },
      { id: 'campinas-2', clientId: 'familia-alertas', createdAt: recent('2026-11-21T10:00:00Z'), tipoProfissional: 'Enfermeiro(a)', enderecoCompleto: { cidade: 'campinas' } },
      { id: 'x1-1', clientId: 'familia-alertas', createdAt: recent('2026-11-21T11:00:00Z'), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Cidade X1' } },
      { id: 'bh-1', clientId: 'familia-alertas', createdAt: recent('2026-11-21T12:00:00Z'), cep: '30130-010', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Belo Horizonte' } },
    ],
    notices: [],
  } as unknown as ImportFile;
  // Openings written with their place, as the import writes them once CEPs are placed ("Vagas perto de você").
  const nearPaulista = [
    placed('sp-perto-1', 'Cuidador', 'São Paulo', 'Bela Vista', { latitude: -23.5629, longitude: -46.6544 }, recent('2026-11-20T09:00:00Z')),
    placed('sp-perto-2', 'Cuidador', 'São Paulo', 'Pinheiros', { latitude: -23.5657, longitude: -46.6911 }, recent('2026-11-22T09:00:00Z')),
  ];
  const notForAna = [
    placed('sp-acompanhante', 'Acompanhante', 'São Paulo', 'Bela Vista', { latitude: -23.5615, longitude: -46.656 }, recent('2026-11-22T10:00:00Z')),
    placed('sp-longe', 'Cuidador', 'Campinas', 'Centro', { latitude: -22.9056, longitude: -47.0608 }, recent('2026-11-22T11:00:00Z')),
  ];
  const writeAll = async () => {
    const report = await importData(importFile);
    expect(report.refused).toEqual([]);
    // Rewritten as the import rewrites an opening: with its stored version, so the indexes move with it.
    const stored = await listFamilyOpenings('familia-alertas');
    for (const o of [...nearPaulista, ...notForAna]) await saveOpening(o, stored.find((s) => s.id === o.id));
    await stack().drainStreams();
  };

  beforeAll(async () => {
    await run('ana', 'Mensal', PAULISTA);
    await run('bia', NO_PLAN);
    await run('carla', NO_PLAN, COPACABANA);
    await run('dora', NO_PLAN);
    await run('eva', NO_PLAN);
  }, 60_000);

  it('saves the current search as an alert, at most 5, refusing bad input in Portuguese', async () => {
    const first = await api(stack(), '/api/alerts', { method: 'POST', token: people.ana.token, json: { tipoProfissional: 'Cuidador', raioKm: 10 } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ tipoProfissional: 'Cuidador', raioKm: 10, cidade: null, created: true });
    const again = await api(stack(), '/api/alerts', { method: 'POST', token: people.ana.token, json: { tipoProfissional: 'Cuidador', raioKm: 10 } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, created: false });

    const noPosition = await api(stack(), '/api/alerts', { method: 'POST', token: people.bia.token, json: { raioKm: 10 } });
    expect(noPosition.status).toBe(400);
    expect(noPosition.json).toEqual({ message: expect.stringContaining('localização ou informe seu CEP'), field: 'raioKm' });
    for (const json of [{ raioKm: 0 }, { raioKm: 201 }, { raioKm: 2.5 }, { raioKm: '10' }, { tipoProfissional: 'Médico' }, { cidade: 'x'.repeat(81) }, { outro: 1 }]) {
      const bad = await api(stack(), '/api/alerts', { method: 'POST', token: people.carla.token, json });
      expect(bad.status).toBe(400);
      expect(String(bad.json.message)).toMatch(/raio|tipo profissional|cidade|Campo não permitido/);
    }
    expect((await api(stack(), '/api/alerts', { method: 'POST', json: { cidade: 'Campinas' } })).status).toBe(401);

    expect((await api(stack(), '/api/alerts', { method: 'POST', token: people.bia.token, json: { cidade: 'Campinas' } })).status).toBe(201);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: people.carla.token, json: { raioKm: 5 } })).status).toBe(201);

    for (let i = 1; i <= 5; i++) {
      expect((await api(stack(), '/api/alerts', { method: 'POST', token: people.eva.token, json: { cidade: `Cidade X${i}` } })).status).toBe(201);
    }
    const sixth = await api(stack(), '/api/alerts', { method: 'POST', token: people.eva.token, json: { cidade: 'Cidade X6' } });
    expect(sixth.status).toBe(409);
    expect(sixth.json.message).toBe('Você já tem 5 alertas, o máximo. Exclua um em Minha Conta para criar outro.');
    expect((await alerts('eva')).items).toHaveLength(5);

    const doras = await api(stack(), '/api/alerts', { method: 'POST', token: people.dora.token, json: { cidade: 'Campinas' } });
    expect((await api(stack(), `/api/alerts/${doras.json.id}`, { method: 'DELETE', token: people.ana.token })).status).toBe(404);
    expect((await api(stack(), `/api/alerts/${doras.json.id}`, { method: 'DELETE', token: people.dora.token })).status).toBe(200);
    expect((await api(stack(), `/api/alerts/${doras.json.id}`, { method: 'DELETE', token: people.dora.token })).status).toBe(404);
    expect((await alerts('dora')).items).toEqual([]);
    expect((await alerts('ana')).items).toHaveLength(1);
  });

  it('new openings → exactly one digest for each caregiver they match, nobody else; writing them again sends nothing', async () => {
    // Eva's account is deleted (her alerts would match "Cidade X1"): she must get nothing.
    for (const Key of [caregiverKey(people.eva.uid), emailClaimKey(people.eva.email), phoneClaimKey(people.eva.phone)]) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key }));
    }
    await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(
      new AdminDeleteUserCommand({ UserPoolId: stack().userPoolId, Username: people.eva.email }),
    );
    const before = (await mailbox(stack())).length;
    await writeAll();
    clock = Date.now() + 1000;
    expect(await digestJob(new Date(clock))).toMatchObject({ sent: 2, 'no-caregiver': 1 });

    const [toAna] = await mailTo('ana');
    const [toBia] = await mailTo('bia');
    expect(await mailTo('ana')).toHaveLength(1);
    expect(await mailTo('bia')).toHaveLength(1);
    for (const name of ['carla', 'dora', 'eva']) expect(await mailTo(name)).toEqual([]);
    expect((await mailbox(stack())).length - before).toBe(2);

    // Ana: the two Cuidador openings within 10 km, newest first, with distances; the app as call to action.
    expect(toAna.subject).toBe('Carey: 2 novas vagas para os seus alertas');
    const text = toAna.body.text!;
    expect(text.indexOf('Pinheiros')).toBeLessThan(text.indexOf('Bela Vista'));
    expect(text).toMatch(/Vaga de Cuidador — Bela Vista, São Paulo · a 0,3 km\n {2}\S+\/buscar-vagas\?vaga=\S+\n/);
    expect(text).not.toMatch(/Acompanhante|Campinas/);
    expect(text).toContain(`${stack().siteUrl}/buscar-vagas`);
    expect(text).toContain('use o app Carey');
    expect(text).not.toContain('Assinar um Plano');
    expect(toAna.body.html).toMatch(new RegExp(`href="${stack().siteUrl}/buscar-vagas\\?vaga=[^"]+">Vaga de Cuidador</a>`));
    // RFC 8058 headers, visible in the local mailbox.
    expect(header(toAna, 'List-Unsubscribe')).toMatch(new RegExp(`^<${stack().siteUrl}/api/alerts/unsubscribe\\?token=[\\w%.-]+>$`));
    expect(header(toAna, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Bia (no plan, "Campinas" anywhere): both Campinas openings of the import, whatever the case of the city.
    expect(toBia.subject).toBe('Carey: 3 novas vagas para os seus alertas');
    expect(toBia.body.text).toContain('Assinar um Plano');
    expect(toBia.body.text).toContain(`${stack().siteUrl}/minha-conta`);

    // The same import and writes again, a day later: nothing new to tell anyone.
    await writeAll();
    clock += day + 60_000;
    expect(await digestJob(new Date(clock))).toMatchObject({ sent: 0 });
    expect((await mailbox(stack())).length - before).toBe(2);
  });

  it('at most one digest a day: a new match waits for the next day, then comes alone', async () => {
    await saveOpening(placed('sp-perto-3', 'Cuidador', 'São Paulo', 'Consolação', { latitude: -23.556, longitude: -46.66 }, recent('2026-11-23T09:00:00Z')));
    await stack().drainStreams();
    // Ana's last digest was at `clock - 1 day - 1 min`; a run an hour before the day is up sends nothing.
    const sentAt = clock - day - 60_000;
    expect(await digestJob(new Date(sentAt + day - 3600_000))).toMatchObject({ sent: 0, 'not-due': 1 });
    expect(await mailTo('ana')).toHaveLength(1);
    expect(await digestJob(new Date(sentAt + day + 60_000))).toMatchObject({ sent: 1 });
    const mails = await mailTo('ana');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Carey: 1 nova vaga para os seus alertas');
    expect(mails[1].body.text).toContain('Consolação');
    expect(mails[1].body.text).not.toContain('Pinheiros');
    clock = sentAt + day + 60_000;
  });

  it('SES down: the digest stays pending and is sent once when SES is back', async () => {
    await saveOpening(placed('sp-perto-4', 'Cuidador', 'São Paulo', 'Paraíso', { latitude: -23.575, longitude: -46.641 }, recent('2026-11-24T09:00:00Z')));
    await stack().drainStreams();
    clock += day + 60_000;
    const sesClient = (await import('../../lambdas/base/mail/ses')).ses();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sesClient.middlewareStack.add(
      () => async () => {
        throw Object.assign(new Error('SES indisponível (injetado)'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
      },
      { step: 'initialize', name: 'ses-down' },
    );
    try {
      expect(await digestJob(new Date(clock))).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      sesClient.middlewareStack.remove('ses-down');
      warn.mockRestore();
    }
    expect(await mailTo('ana')).toHaveLength(2);
    expect(await digestJob(new Date(clock + 60_000))).toMatchObject({ sent: 1, failed: 0 });
    expect(await digestJob(new Date(clock + 2 * day))).toMatchObject({ sent: 0 });
    const mails = await mailTo('ana');
    expect(mails).toHaveLength(3);
    expect(mails[2].body.text).toContain('Paraíso');
    clock += 2 * day;
    recordCases('falhas', 'SES failing on an alert digest', 1);
  });

  it('the unsubscribe link works without signing in; a tampered or expired one shows a Portuguese error and changes nothing', async () => {
    const [first] = await mailTo('ana');
    const link = header(first, 'List-Unsubscribe')!.slice(1, -1);
    const path = link.slice(stack().siteUrl.length);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    const page = await api(stack(), path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Cancelar alertas de vagas');
    expect(page.text).toContain('<form method="post"');
    expect((await alerts('ana')).items).toHaveLength(1);

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = signUnsubscribeToken(people.ana.uid, LOCAL_ALERTS_TOKEN_SECRET, new Date(Date.now() - 61 * day));
    const otherUid = token.replace(/^[^.]+/, Buffer.from(JSON.stringify({ u: people.bia.uid, e: 4102444800 })).toString('base64url'));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [bad, title] of [[tampered, 'Link inválido'], [otherUid, 'Link inválido'], ['', 'Link inválido'], [expired, 'Link expirado']] as const) {
      for (const method of ['GET', 'POST']) {
        const res = await api(stack(), `/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`, { method, headers: form, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
        expect(res.status).toBe(400);
        expect(res.text).toContain(title);
        expect(res.text).toContain('lang="pt-BR"');
      }
    }
    expect((await alerts('ana')).items).toHaveLength(1);
    expect((await alerts('bia')).items).toHaveLength(1);

    // The mail client's one-click POST (RFC 8058), no session at all.
    const done = await api(stack(), path, { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('você não receberá mais e-mails de alertas');
    expect((await alerts('ana')).items).toEqual([]);
    expect((await api(stack(), path, { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    await saveOpening(placed('sp-perto-5', 'Cuidador', 'São Paulo', 'Bela Vista', { latitude: -23.5612, longitude: -46.6566 }, recent('2026-11-25T09:00:00Z')));
    await stack().drainStreams();
    await digestJob(new Date(clock + day));
    expect(await mailTo('ana')).toHaveLength(3);
  });
  it('an alert that could never match (her position in Manaus, the city São Paulo) is refused in Portuguese; possible ones are kept', async () => {
    await run('manauara', NO_PLAN, { latitude: -3.1190, longitude: -60.0217 });
    const post = (json: Record<string, unknown>) => api(stack(), '/api/alerts', { method: 'POST', token: people.manauara.token, json });
    const never = await post({ cidade: 'São Paulo', raioKm: 200 });
    expect(never.status).toBe(400);
    expect(never.json).toMatchObject({
      message: 'Este alerta nunca avisaria de nenhuma vaga: São Paulo fica a mais de 200 km da sua posição. Escolha outra cidade, ou informe um CEP de lá em Buscar vagas.',
      field: 'cidade',
    });
    expect((await alerts('manauara')).items).toHaveLength(0);
    // Her own city, a neighbour within reach, a name that is no municipality (nothing known: kept), a city with no radius.
    for (const json of [{ cidade: 'manaus', raioKm: 25 }, { cidade: 'Iranduba', raioKm: 50 }, { cidade: 'Vila Inventada', raioKm: 25 }, { cidade: 'São Paulo' }]) {
      expect({ json, status: (await post(json)).status }).toEqual({ json, status: 201 });
    }
    expect((await alerts('manauara')).items).toHaveLength(4);
  });
});
