import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { apiPaths } from '../../contract';
import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { vapidKeyFile } from '../../infra/local/push-service';
import { saveOpening } from '../../lambdas/openings/data/openings';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { addSubscription, listSubscriptions } from '../../lambdas/push/data/push-subscriptions';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../../lambdas/base/table/client';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';
import { PUSH_PASSWORD as PASSWORD, pushBrowser } from './helpers/push-browser';

/**
 * Web Push end to end on the local stack (docs/decisions/074-web-push.md): the test plays the browser (its own P-256
 * key pair and auth secret, an endpoint on the local push service) and decrypts what reaches the push service.
 */
const stack = useLocalStack({ seed: true });
const place = { latitude: -23.5874, longitude: -46.6576 };
const { device, received, decrypt, caregiver, subscribe } = pushBrowser(stack);

/**
 * Fixes the clock (Date only, advancing) at `hour`:00 São Paulo time (UTC−3) of the coming day while `run` runs: the
 * handlers run in this process, so the stream consumer sees that hour (pushes of openings never go at night).
 */
async function atSaoPauloHour<T>(hour: number, run: () => Promise<T>): Promise<T> {
  const at = new Date(`${new Date().toISOString().slice(0, 10)}T${String((hour + 3) % 24).padStart(2, '0')}:00:00Z`);
  if (at.getTime() < Date.now() - 3600_000) at.setUTCDate(at.getUTCDate() + 1);
  jest.useFakeTimers({ now: at, advanceTimers: true, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  try {
    return await run();
  } finally {
    jest.useRealTimers();
  }
}

describe('POST and DELETE /api/me/notificacoes', () => {
  it('/config.json carries the VAPID public key the browser subscribes with (the local pair in the state folder)', async () => {
    const config = (await (await fetch(`${stack().siteUrl}/config.json`)).json()) as { push?: { vapidPublicKey: string } };
    const keys = JSON.parse(fs.readFileSync(vapidKeyFile(stack().stateDir), 'utf8')) as { publicKey: string };
    expect(config.push).toEqual({ vapidPublicKey: keys.publicKey });
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('201 for a device of the local push service, 201 again (the same device, not a second one); 400 in Portuguese off the allowlist', async () => {
    const ana = await caregiver();
    const d = device();
    expect((await subscribe(ana.token, d)).status).toBe(201);
    expect((await subscribe(ana.token, d)).status).toBe(201);
    expect((await listSubscriptions(ana.uid)).map((s) => s.endpoint)).toEqual([d.subscription.endpoint]);
    for (const endpoint of ['http://127.0.0.1:1/push/x', 'https://169.254.169.254/latest/meta-data', 'https://fcm.googleapis.com.evil.com/fcm/send/x', `${stack().siteUrl}/push/x`]) {
      const res = await api(stack(), apiPaths.pushSubscriptions, { method: 'POST', token: ana.token, json: { ...d.subscription, endpoint } });
      expect({ endpoint, status: res.status, message: res.json.message }).toEqual({ endpoint, status: 400, message: 'Este aparelho não pode receber notificações do Carey: o endereço de notificação do navegador não é aceito.' });
    }
    expect((await api(stack(), apiPaths.pushSubscriptions, { method: 'POST', json: d.subscription })).status).toBe(401);
    const del = await api(stack(), apiPaths.pushSubscriptions, { method: 'DELETE', token: ana.token, json: { endpoint: d.subscription.endpoint } });
    expect(del.status).toBe(204);
    expect(await listSubscriptions(ana.uid)).toEqual([]);
  });

  it('at most 10 devices, even when 13 subscribe at once: the others get a 409 in Portuguese', async () => {
    const bia = await caregiver();
    const answers = await Promise.all(Array.from({ length: 13 }, () => subscribe(bia.token, device())));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(201), 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toBe('Você já ativou as notificações em 10 aparelhos. Desative em um deles para ativar neste.');
    expect(await listSubscriptions(bia.uid)).toHaveLength(10);
    // one off, one more on
    const [first] = await listSubscriptions(bia.uid);
    expect((await api(stack(), apiPaths.pushSubscriptions, { method: 'DELETE', token: bia.token, json: { endpoint: first.endpoint } })).status).toBe(204);
    expect((await subscribe(bia.token, device())).status).toBe(201);
    expect((await subscribe(bia.token, device())).status).toBe(409);
  });
});

describe('what reaches her devices', () => {
  it('a new opening near her, matching her alert, reaches the push service once, encrypted to her device', async () => {
    const clara = await caregiver();
    expect((await api(stack(), '/api/me/location', { method: 'PUT', token: clara.token, json: place })).status).toBe(200);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: clara.token, json: { raioKm: 10 } })).status).toBe(201);
    const phone = device();
    expect((await subscribe(clara.token, phone)).status).toBe(201);
    const opening = {
      id: `push-${Date.now()}`, clientId: 'familia-push', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador(a)', bairro: 'Vila Mariana',
      enderecoCompleto: { bairro: 'Vila Mariana', cidade: 'São Paulo' }, localizacao: { latitude: -23.5874, longitude: -46.6476, precisao: 'cep' },
    } as unknown as StoredOpening;
    await atSaoPauloHour(12, async () => {
      await saveOpening(opening);
      await stack().drainStreams();
    });
    await stack().drainStreams();
    const pushes = await received(phone);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(6 * 3600), urgency: 'normal' });
    expect(Buffer.from(pushes[0].body, 'base64').includes(Buffer.from('Vila Mariana'))).toBe(false);
    expect(decrypt(phone, pushes[0])).toEqual({ title: 'Nova vaga perto de você', body: 'Cuidador(a) · Vila Mariana · a 1,1 km', url: `/buscar-vagas?vaga=${opening.id}` });
  });

  it('at most 5 a day: of 7 new openings near her at noon, 5 are pushed; at 23:00 one is held and told at 07:00 in one summary', async () => {
    const gi = await caregiver();
    // in Rio de Janeiro, away from the other caregivers of this file
    expect((await api(stack(), '/api/me/location', { method: 'PUT', token: gi.token, json: { latitude: -22.97, longitude: -43.19 } })).status).toBe(200);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: gi.token, json: { raioKm: 10, tipoProfissional: 'Enfermeiro(a)' } })).status).toBe(201);
    const phone = device();
    expect((await subscribe(gi.token, phone)).status).toBe(201);
    const opening = (n: string) => ({ id: `cap-${n}-${Date.now()}`, clientId: 'familia-cap', createdAt: new Date().toISOString(), tipoProfissional: 'Enfermeiro(a)', bairro: 'Copacabana', enderecoCompleto: { bairro: 'Copacabana', cidade: 'Rio de Janeiro' }, localizacao: { latitude: -22.97, longitude: -43.18, precisao: 'cep' } }) as unknown as StoredOpening;
    await atSaoPauloHour(12, async () => {
      // all at once: the day's counter is one conditional update
      await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => saveOpening(opening(n))));
      await stack().drainStreams();
    });
    expect(await received(phone)).toHaveLength(5);
    const night = await atSaoPauloHour(23, async () => {
      await saveOpening(opening('noite'));
      await stack().drainStreams();
      return new Date();
    });
    expect(await received(phone)).toHaveLength(5);
    const morning = new Date(night.getTime() + 8 * 3600_000 + 60_000);
    expect(await stack().runJob('send-held-pushes', { now: new Date(morning.getTime() - 2 * 60_000).toISOString() })).toEqual({ summaries: 0, failed: 0 });
    expect(await stack().runJob('send-held-pushes', { now: morning.toISOString() })).toEqual({ summaries: 1, failed: 0 });
    const pushes = await received(phone);
    expect(pushes).toHaveLength(6);
    expect(decrypt(phone, pushes[5])).toEqual({ title: '1 nova vaga perto de você', body: 'Chegaram durante a noite e combinam com os seus alertas. Toque para ver.', url: '/buscar-vagas' });
    expect(pushes[5].headers).toMatchObject({ urgency: 'low', topic: 'resumo-vagas' });
    expect(await stack().runJob('send-held-pushes', { now: morning.toISOString() })).toEqual({ summaries: 0, failed: 0 });
  });

  it('a team notice to her reaches every device at once; a device the push service says is gone (410) is forgotten', async () => {
    const dora = await caregiver();
    const phone = device();
    const gone = device(`gone-${randomUUID()}`);
    for (const d of [phone, gone]) expect((await subscribe(dora.token, d)).status).toBe(201);
    const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const sent = await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem: 'Reunião de cuidadoras na sexta às 10h.', destinatarias: 'uma', cuidadora: dora.email } });
    expect(sent.status).toBe(201);
    const [push] = await received(phone);
    expect(decrypt(phone, push)).toEqual({ title: 'Novo aviso da equipe Carey', body: 'Reunião de cuidadoras na sexta às 10h.', url: '/avisos' });
    expect(push.headers).toMatchObject({ ttl: String(2 * 24 * 3600), urgency: 'normal' });
    expect(await received(gone)).toEqual([]);
    expect((await listSubscriptions(dora.uid)).map((s) => s.endpoint)).toEqual([phone.subscription.endpoint]);
  });

  it("a phone shared by two caregivers (the first never pressed 'Sair'): once the second turns notifications on, the first's pushes stop reaching it", async () => {
    const [eva, fabi, gil] = [await caregiver(), await caregiver(), await caregiver()];
    const shared = device();
    const evasOther = device();
    for (const d of [shared, evasOther]) expect((await subscribe(eva.token, d)).status).toBe(201);
    expect((await subscribe(gil.token, device())).status).toBe(201);
    // the same browser, Fabi signed in now: its one push subscription is sent again
    expect((await subscribe(fabi.token, shared)).status).toBe(201);
    expect((await listSubscriptions(eva.uid)).map((s) => s.endpoint)).toEqual([evasOther.subscription.endpoint]);
    expect((await listSubscriptions(fabi.uid)).map((s) => s.endpoint)).toEqual([shared.subscription.endpoint]);
    expect(await listSubscriptions(gil.uid)).toHaveLength(1);
    // Eva's count went down with it: she can still turn 9 more devices on, the 10th refused
    const more = await Promise.all(Array.from({ length: 9 }, () => subscribe(eva.token, device())));
    expect(more.map((a) => a.status)).toEqual(Array(9).fill(201));
    expect((await subscribe(eva.token, device())).status).toBe(409);
    const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const notice = (to: string, mensagem: string) => api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem, destinatarias: 'uma', cuidadora: to } });
    expect((await notice(eva.email, 'Aviso só para a Eva.')).status).toBe(201);
    expect((await notice(fabi.email, 'Aviso só para a Fabi.')).status).toBe(201);
    expect((await received(shared)).map((p) => decrypt(shared, p).body)).toEqual(['Aviso só para a Fabi.']);
    expect((await received(evasOther)).map((p) => decrypt(evasOther, p).body)).toEqual(['Aviso só para a Eva.']);
  });

  it('a push the push service refuses (a wrong VAPID key: 401) counts PushFailed in the function that sent it', async () => {
    const eva = await caregiver();
    const phone = device();
    expect((await subscribe(eva.token, phone)).status).toBe(201);
    const handler = 'team/handlers/send-notice';
    const since = stack().functionLogs(handler).length;
    const restore = stack().overrideVariable('VAPID_PRIVATE_KEY', webPush.generateVAPIDKeys().privateKey);
    try {
      const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
      expect((await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem: 'Teste', destinatarias: 'uma', cuidadora: eva.email } })).status).toBe(201);
    } finally {
      restore();
    }
    expect(await received(phone)).toEqual([]);
    const lines = stack().functionLogs(handler).slice(since).map((l) => l.line).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(emfMetrics(lines).map((m) => ({ name: m.name, value: m.value }))).toContainEqual({ name: 'PushFailed', value: 1 });
    expect(lines.find((l) => l.message === 'push failed')).toMatchObject({ status: 401 });
    // the device is kept: a refusal is not the device's fault
    expect(await listSubscriptions(eva.uid)).toHaveLength(1);
  });

  it('a push signed by a key pair other than the one in /config.json (a stage whose secret and public key differ) is refused (403) and counted', async () => {
    const ivo = await caregiver();
    const phone = device();
    expect((await subscribe(ivo.token, phone)).status).toBe(201);
    const handler = 'team/handlers/send-notice';
    const since = stack().functionLogs(handler).length;
    const other = webPush.generateVAPIDKeys();
    const restorePublic = stack().overrideVariable('VAPID_PUBLIC_KEY', other.publicKey);
    const restorePrivate = stack().overrideVariable('VAPID_PRIVATE_KEY', other.privateKey);
    try {
      const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
      expect((await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem: 'Teste', destinatarias: 'uma', cuidadora: ivo.email } })).status).toBe(201);
    } finally {
      restorePrivate();
      restorePublic();
    }
    expect(await received(phone)).toEqual([]);
    const lines = stack().functionLogs(handler).slice(since).map((l) => l.line).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.message === 'push failed')).toMatchObject({ status: 403 });
  });
});

describe('her subscriptions are her data', () => {
  it('in her export, and deleting her account removes them all', async () => {
    const fabi = await caregiver();
    const other = await caregiver();
    expect((await subscribe(other.token, device())).status).toBe(201);
    const devices = [device(), device()];
    for (const d of devices) expect((await subscribe(fabi.token, d)).status).toBe(201);
    const exported = await api(stack(), apiPaths.accountExport, { token: fabi.token });
    expect(exported.status).toBe(200);
    // hers only, with the keys her browser gave and when
    expect((exported.json.notificacoesNoCelular as { endereco: string }[]).map((d) => d.endereco).sort()).toEqual(devices.map((d) => d.subscription.endpoint).sort());
    const { p256dh, auth } = devices[0].subscription.keys;
    expect(exported.json.notificacoesNoCelular).toContainEqual({ endereco: devices[0].subscription.endpoint, chaves: { p256dh, autenticacao: auth }, ativadoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/) });
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: fabi.token, json: { password: PASSWORD, confirm: true } });
    expect(deletion.status).toBe(200);
    const left = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `CAREGIVER#${fabi.uid}`, ':sk': 'PUSH' } });
    expect(left).toEqual([]);
    // hers only: the other caregiver's device is still there
    expect(await listSubscriptions(other.uid)).toHaveLength(1);
  });

  it('a device saved while her deletion runs is refused, so none outlives her account; a device of an active account is kept', async () => {
    const gabi = await caregiver();
    const helena = await caregiver();
    // her deletion has begun (the mark every write of hers is conditioned on), as a request is in flight
    await db().send(new UpdateCommand({ TableName: tableName(), Key: { PK: `CAREGIVER#${gabi.uid}`, SK: 'PROFILE' }, UpdateExpression: 'SET deletionRequestedAt = :t', ExpressionAttributeValues: { ':t': new Date().toISOString() } }));
    await expect(addSubscription(gabi.uid, device().subscription, new Date())).rejects.toMatchObject({ kind: 'forbidden', message: 'Sua conta está sendo excluída. Não é possível alterar nem baixar os dados dela.' });
    expect(await listSubscriptions(gabi.uid)).toEqual([]);
    const devices = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `CAREGIVER#${gabi.uid}`, ':sk': 'PUSH' } });
    expect(devices).toEqual([]);
    expect(await addSubscription(helena.uid, device().subscription, new Date())).toBe('added');
  });
});
