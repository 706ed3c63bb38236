import { createECDH } from 'node:crypto';
import { apiPaths, LEGAL_VERSIONS } from '../../contract';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handlerName, routes } from '../../lambdas/routes';
import { db, tableName } from '../../lambdas/base/table/client';
import { putFamily } from '../../lambdas/openings/data/families';
import { saveOpening } from '../../lambdas/openings/data/openings';
import {
  getSupportMessage, listFailedSupportMessages, listPendingSupportMessages, listSupportMessagesFrom, newSupportMessage, putSupportMessage, supportMessageKey,
} from '../../lambdas/support/data/support-messages';
import { SUPPORT_MAX_DELIVERY_ATTEMPTS } from '../../lambdas/support/support';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { OPENING_ITEM_FIELDS, SUPPORT_MESSAGE_RETENTION_DAYS } from '../../contract';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true, integrityCheck: 'need-to-know' });
const token = async () => (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;

describe('GET /api/openings shows a caregiver only what the card and the details dialog need', () => {
  const place = { latitude: -23.5874, longitude: -46.6576 };
  // Everything a family's opening may hold, and more: what is not on the allow-list must never reach a caregiver.
  const planted = {
    id: 'vaga-sensivel',
    clientId: 'familia-sensivel',
    createdAt: '2099-01-01T00:00:00.000Z',
    cep: '04094-050',
    tipoProfissional: 'Enfermeiro(a)',
    detalhesVaga: 'Cuidados noturnos',
    generoIdoso: 'Feminino',
    necessidadeEspecial: true,
    possuiComorbidade: true,
    medicacoes: ['Losartana', 'Metformina'],
    tarefas: { Banho: true, Cozinhar: false },
    generoPreferencia: 'Feminino',
    selectedDate: '2099-02-01',
    selectedTime: '20:00',
    enderecoCompleto: { bairro: 'Vila Mariana', cidade: 'São Paulo', rua: 'Rua Exemplo, 123, apto 45', cep: '04094-050' },
    dataCriacao: '2099-01-01',
    tipoContrato: 'CLT',
    diariaTipo: '12h',
    bairro: 'Vila Mariana',
    telefoneFamilia: '11987654321',
    localizacao: { ...place, precisao: 'cep' },
  } as unknown as StoredOpening;
  const allowed = new Set<string>([...OPENING_ITEM_FIELDS, 'clientName', 'avatar', 'distanciaKm']);
  // What a caregiver gets: the same opening without the CEP, the street, the family's phone or the place.
  const { cep: _cep, telefoneFamilia: _phone, localizacao: _place, enderecoCompleto: _address, ...shown } = planted as unknown as Record<string, unknown>;
  const expected = { ...shown, enderecoCompleto: { bairro: 'Vila Mariana', cidade: 'São Paulo' }, clientName: 'Família Sensível', avatar: '/img/avatar-padrao.svg' };

  beforeAll(async () => {
    await putFamily({ id: 'familia-sensivel', name: 'Família Sensível' });
    await saveOpening(planted);
  });

  const expectOnlyAllowed = (items: Record<string, unknown>[]) => {
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(Object.keys(item).filter((k) => !allowed.has(k))).toEqual([]);
      const address = item.enderecoCompleto as Record<string, unknown> | undefined;
      if (address) expect(Object.keys(address).filter((k) => k !== 'bairro' && k !== 'cidade')).toEqual([]);
    }
  };

  it('newest first: only the allow-listed fields, never the CEP, the street or the place', async () => {
    const res = await api(stack(), '/api/openings?limit=50', { token: await token() });
    expect(res.status).toBe(200);
    const items = res.json.items as Record<string, unknown>[];
    expectOnlyAllowed(items);
    expect(items[0]).toEqual(expected);
  });

  it('nearest first: the same allow-list, plus the distance', async () => {
    const t = await token();
    expect((await api(stack(), '/api/me/location', { method: 'PUT', token: t, json: place })).status).toBe(200);
    const res = await api(stack(), '/api/openings?ordem=distancia&limit=50', { token: t });
    expect(res.json).toMatchObject({ ordem: 'distancia' });
    const items = res.json.items as Record<string, unknown>[];
    expectOnlyAllowed(items);
    expect(items[0]).toEqual({ ...expected, distanciaKm: 0 });
  });
});

describe('support messages', () => {
  const form = { nome: 'Ana', email: 'ana.privacidade@exemplo.com.br', whatsapp: '11912345678', mensagem: 'Preciso de ajuda.' };
  const badAddressMessage = 'Informe um só endereço de e-mail, sem acentos, espaços nem nome, como nome@exemplo.com.br.';

  it.each(['joão@exemplo.com', 'a@b.c,x', '"Equipe-Carey"<atacante@evil.com>'])('refuses %s with a Portuguese 400 and sends nothing', async (email) => {
    const before = (await mailbox(stack())).length;
    const res = await api(stack(), '/api/support', { method: 'POST', json: { ...form, email, mensagem: `Endereço ruim ${email}` } });
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { success: false, error: badAddressMessage, field: 'email' } });
    expect(await mailbox(stack())).toHaveLength(before);
    expect((await listPendingSupportMessages(new Date(Date.now() + 60_000), 100)).filter((m) => m.email === email)).toEqual([]);
  });

  it('tells support the sender\u2019s address is not verified, and keeps the message for the stated retention', async () => {
    const mensagem = `Retenção ${Date.now()}`;
    const res = await api(stack(), '/api/support', { method: 'POST', json: { ...form, mensagem } });
    expect(res.status).toBe(200);
    const mail = (await mailbox(stack())).find((m) => m.body.text?.includes(mensagem))!;
    expect(mail.body.text).toContain(`E-mail (não verificado): ${form.email}`);
    expect(mail.body.html).toContain(`<strong>E-mail (não verificado):</strong> ${form.email}`);
    // When it arrived, as Brazilians write it, on São Paulo's clock (never an ISO instant in UTC).
    expect(mail.body.text).toMatch(/Recebida em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}(?!:)/);
    expect(mail.body.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const [stored] = (await listSupportMessagesFrom(form.email)).filter((m) => m.mensagem === mensagem);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: supportMessageKey(stored.id), ConsistentRead: true }));
    expect(Item!.expiresAt).toBe(Math.floor(Date.parse(stored.createdAt) / 1000) + SUPPORT_MESSAGE_RETENTION_DAYS * 86_400);
  });

  it('a message SES refuses stops after its attempts, moves to the dead-letter list, and the queue moves on', async () => {
    // A full batch of messages stored before addresses were checked strictly, each one SES refuses, ahead of a good one.
    const start = Date.now() - 60 * 60_000;
    const bad = Array.from({ length: 25 }, (_, i) =>
      newSupportMessage({ nome: `Antiga ${i}`, email: i % 2 ? 'joão@exemplo.com' : 'a@b.c,x', whatsapp: '1', mensagem: `Recusada ${i}` }, new Date(start + i * 1000)),
    );
    const good = newSupportMessage({ ...form, mensagem: `Depois da fila ${Date.now()}` }, new Date(start + 30 * 60_000));
    for (const message of [...bad, good]) await putSupportMessage(message);
    const job = 'support/jobs/retry-support-emails';
    const since = stack().functionLogs(job).length;
    const runs: unknown[] = [];
    for (let run = 0; run < SUPPORT_MAX_DELIVERY_ATTEMPTS + 1; run++) runs.push(await stack().runJob('retry-support-emails', { graceMs: 0 }));
    // The job's own log: its warnings (Powertools' JSON lines).
    const logged = stack().functionLogs(job).slice(since).map((l) => l.line).filter((line) => line.includes('"level":"WARN"'));
    // Each of the first runs is one full batch of refusals; then the refused ones are out of the queue and the good one goes.
    expect(runs).toEqual([...Array(SUPPORT_MAX_DELIVERY_ATTEMPTS).fill({ sent: 0, failed: 25 }), { sent: 1, failed: 0 }]);
    expect(await getSupportMessage(good.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await mailbox(stack())).filter((m) => m.body.text?.includes(good.mensagem))).toHaveLength(1);
    expect(await listPendingSupportMessages(new Date(), 100)).toEqual([]);

    const dead = await listFailedSupportMessages(100);
    expect(dead.map((m) => m.id)).toEqual(bad.map((m) => m.id));
    for (const m of dead) expect(m).toMatchObject({ status: 'failed', attempts: SUPPORT_MAX_DELIVERY_ATTEMPTS, lastError: 'InvalidParameterValue', failedAt: expect.any(String) });
    // The logs name the message and SES's code, never an address.
    expect(logged).toHaveLength(25 * SUPPORT_MAX_DELIVERY_ATTEMPTS);
    expect(logged.filter((line) => line.includes('@'))).toEqual([]);
    expect(await stack().runJob('retry-support-emails', { graceMs: 0 })).toEqual({ sent: 0, failed: 0 });
  });
});

describe('functions whose IAM is limited to caregiver partitions (caregiver-items-only) touch nothing else', () => {
  const pushKey = createECDH('prime256v1');
  pushKey.generateKeys();
  const pushDevice = () => ({ endpoint: `${stack().pushServiceUrl}/push/need-to-know`, keys: { p256dh: pushKey.getPublicKey('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' } });
  /** Every partition key and index a DynamoDB request names, read from the inputs the handlers send. */
  function partitionsOf(input: Record<string, unknown>): { pk: string[]; index?: string; asked?: string; select?: string } {
    const keys: unknown[] = [];
    const collect = (v: unknown) => {
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (typeof o.PK === 'string') keys.push(o.PK);
      for (const child of Object.values(o)) if (typeof child === 'object') collect(child);
    };
    collect({ Key: input.Key, Item: input.Item, TransactItems: input.TransactItems, RequestItems: input.RequestItems });
    const condition = typeof input.KeyConditionExpression === 'string' ? /\b(?:GSI\d)?PK\s*=\s*(:\w+)/.exec(input.KeyConditionExpression) : null;
    if (condition) keys.push((input.ExpressionAttributeValues as Record<string, unknown>)[condition[1]]);
    return { pk: keys.map(String), index: input.IndexName as string | undefined, asked: input.ProjectionExpression as string | undefined, select: input.Select as string | undefined };
  }

  it('each such route, exercised, names only CAREGIVER# partitions of the table itself', async () => {
    const t = await token();
    const [notice] = (await api(stack(), '/api/notices', { token: t })).json.items as { id: string }[];
    const calls: Record<string, () => Promise<unknown>> = {
      'get-me': () => api(stack(), '/api/me', { token: t }),
      'update-location': () => api(stack(), '/api/me/location', { method: 'PUT', token: t, json: { latitude: -23.5, longitude: -46.6 } }),
      'mark-notice-read': () => api(stack(), `/api/notices/${notice.id}/read`, { method: 'POST', token: t }),
      'list-alerts': () => api(stack(), '/api/alerts', { token: t }),
      'accept-consent': () => api(stack(), '/api/me/consentimento', { method: 'POST', token: t, json: LEGAL_VERSIONS }),
      // the sign-in's access record (SIGNIN#, its own grant) was written by the first request above
      'sign-in': () => api(stack(), '/api/me/entrada', { method: 'POST', token: t }),
      'dismiss-welcome': () => api(stack(), '/api/me/boas-vindas', { method: 'PUT', token: t }),
      // Web Push (decision 074): a device on the local push service, on and off
      'subscribe-device': () => api(stack(), apiPaths.pushSubscriptions, { method: 'POST', token: t, json: pushDevice() }),
      'unsubscribe-device': () => api(stack(), apiPaths.pushSubscriptions, { method: 'DELETE', token: t, json: { endpoint: pushDevice().endpoint } }),
    };
    const limited = [...new Set(routes.filter((r) => r.needs.includes('caregiver-items-only')).map((r) => handlerName(r.handler)))].sort();
    expect(Object.keys(calls).sort()).toEqual(limited);
    for (const handler of limited) {
      const seen: ReturnType<typeof partitionsOf>[] = [];
      // 'push-holders' (decision 085): GSI2 by a device's endpoint hash, its sort key only
      const holders = routes.some((r) => handlerName(r.handler) === handler && r.needs.includes('push-holders'));
      const name = `partitions-${handler}`;
      db().middlewareStack.add((next) => async (args) => {
        seen.push(partitionsOf(args.input as Record<string, unknown>));
        return next(args);
      }, { step: 'initialize', name });
      try {
        await calls[handler]();
      } finally {
        db().middlewareStack.remove(name);
      }
      expect({ handler, requests: seen.length > 0 }).toEqual({ handler, requests: true });
      if (holders) expect(seen.filter((r) => r.index === 'GSI2').map((r) => ({ ...r, pk: r.pk.map((pk) => pk.replace(/[0-9a-f]{40}$/, 'HASH')) }))).toEqual([{ pk: ['PUSHENDPOINT#HASH'], index: 'GSI2', asked: 'GSI2SK', select: 'SPECIFIC_ATTRIBUTES' }]);
      for (const request of seen.filter((r) => !(holders && r.index === 'GSI2'))) {
        expect({ handler, index: request.index }).toEqual({ handler, index: undefined });
        for (const pk of request.pk) expect({ handler, pk }).toEqual({ handler, pk: expect.stringMatching(/^CAREGIVER#/) });
      }
    }
  });
});
