import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import type { AuditPage, DeletionReceiptLookup, TeamCaregiverRecord, TeamCaregiverSearchPage } from '../../contract/team';
import { DELETION_STEPS } from '../../lambdas/account/deletion';
import type { TeamSupportPage } from '../../contract/team-support';
import type { TeamNotice } from '../../contract/team-notices';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { saveAlert } from '../../lambdas/alerts/data/alerts';
import { markUndeliverable } from '../../lambdas/base/mail/undeliverable';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey } from '../../lambdas/caregivers/store';
import { newSupportMessage, putSupportMessage } from '../../lambdas/support/data/support-messages';
import { findTracesOf } from '../reliability/integrity';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { expectDeletionFinished } from './helpers/deletion';

/** 'Cuidadoras' (issue 30): search by name or e-mail, undoing 'verificada', her page's facts, 'E-mail não entregue'. */
const stack = useLocalStack({ seed: true });

let operator: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
});

const person = (name: string, email: string, phone: string) => createReadyCaregiver(stack(), { ...SAMPLE_ACCOUNT, name, email, phone });
const search = async (busca: string) => {
  const res = await api(stack(), `/api/equipe/cuidadoras?${new URLSearchParams({ busca })}`, { token: operator });
  expect(res.status).toBe(200);
  return (res.json as unknown as TeamCaregiverSearchPage).items.map((c) => c.name).sort();
};
const record = async (uid: string) => {
  const res = await api(stack(), `/api/equipe/cuidadoras/${uid}`, { token: operator });
  expect(res.status).toBe(200);
  return res.json as unknown as TeamCaregiverRecord;
};
const registro = async () => ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries;

describe("'Buscar cuidadora': names and e-mails' local parts are one search", () => {
  beforeAll(async () => {
    await person('Joana Silva', '71987650001@exemplo.com.br', '71987650001');
    await person('Maria Pereira', 'joana.s@exemplo.com.br', '71987650002');
    await person('Cláudia Ramos', 'joao_batista@exemplo.com.br', '71987650003');
  });

  it('"joana.silva" finds Joana Silva; "joana" finds her and joana.s@…; case and accents never matter', async () => {
    expect(await search('joana.silva')).toEqual(['Joana Silva']);
    expect(await search('joana')).toEqual(['Joana Silva', 'Maria Pereira']);
    expect(await search('JOANA.S')).toEqual(['Joana Silva', 'Maria Pereira']);
    expect(await search('João Batista')).toEqual(['Cláudia Ramos']);
    expect(await search('claudia_ramos')).toEqual(['Cláudia Ramos']);
    expect(await search('pereira.joana')).toEqual([]);
  });
});

describe("'Desmarcar verificação'", () => {
  it('takes a verified account back to "conta não verificada" with its Registro line; again changes nothing', async () => {
    const uid = await person('Vera Desfeita', 'vera.desfeita@exemplo.com.br', '71987650010');
    const path = `/api/equipe/cuidadoras/${uid}/verificacao`;
    expect((await api(stack(), path, { method: 'POST', token: operator })).json).toEqual({ status: 'conta verificada', changed: true });
    expect((await api(stack(), path, { method: 'DELETE', token: operator })).json).toEqual({ status: 'conta não verificada', changed: true });
    expect((await record(uid)).status).toBe('conta não verificada');
    const [line] = (await registro()).filter((e) => e.targetId === uid && e.action !== 'cuidadora-consultada');
    expect(line).toEqual({ id: expect.any(String), at: expect.any(String), actorId: String(decodeJwt(operator).sub), actorLabel: 'equipe@exemplo.com.br', action: 'verificacao-desfeita', targetId: uid, targetLabel: 'Vera Desfeita' });
    const before = (await registro()).length;
    expect((await api(stack(), path, { method: 'DELETE', token: operator })).json).toEqual({ status: 'conta não verificada', changed: false });
    expect(await registro()).toHaveLength(before);
  });
});

describe('her page', () => {
  it('shows her city, alerts, support messages (date, state, excerpt), confirmed e-mail, no subscription, and "E-mail não entregue" once her address bounced', async () => {
    const email = 'lia.pagina@exemplo.com.br';
    const uid = await person('Lia Página', email, '71987650020');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: 'SET cepPosition = :p',
        ExpressionAttributeValues: { ':p': { cep: '01310100', latitude: -23.56, longitude: -46.65, precisao: 'cep', bairro: 'Bela Vista', cidade: 'São Paulo', timestamp: new Date().toISOString() } },
      }),
    );
    await saveAlert({ uid, id: 'alerta-1', tipoProfissional: 'Cuidador', cidade: 'São Paulo', createdAt: new Date().toISOString() });
    const long = `Preciso de ajuda com meu cadastro. ${'Detalhes '.repeat(30)}`;
    const message = newSupportMessage({ nome: 'Lia Página', email, whatsapp: '71987650020', mensagem: long });
    await putSupportMessage(message);

    const page = await record(uid);
    expect(page).toMatchObject({ cidade: 'São Paulo', emailUnconfirmed: false, emailUndeliverable: false, subscription: null, alerts: [{ id: 'alerta-1', cidade: 'São Paulo' }] });
    expect(page.supportMessages).toEqual([{ id: message.id, createdAt: message.createdAt, estado: 'nova', trecho: expect.stringMatching(/^Preciso de ajuda com meu cadastro\. Detalhes .*…$/) }]);
    expect(page.supportMessages[0].trecho).toHaveLength(140);

    await markUndeliverable(email, 'bounce', new Date());
    expect((await record(uid)).emailUndeliverable).toBe(true);
    const inbox = (await api(stack(), `/api/equipe/atendimento?${new URLSearchParams({ email })}`, { token: operator })).json as unknown as TeamSupportPage;
    expect(inbox.items.map((m) => [m.id, m.emailNaoEntregue])).toEqual([[message.id, true]]);
    const other = newSupportMessage({ nome: 'Outra', email: 'outra.entregue@exemplo.com.br', whatsapp: '71987650021', mensagem: 'Olá' });
    await putSupportMessage(other);
    const all = (await api(stack(), '/api/equipe/atendimento', { token: operator })).json as unknown as TeamSupportPage;
    expect(all.items.find((m) => m.id === other.id)?.emailNaoEntregue).toBeUndefined();
    expect(all.items.find((m) => m.id === message.id)?.emailNaoEntregue).toBe(true);
  });

  // Claim (docs/decisions/068): her page shows how many subscriptions she withdrew from (one per subscription id).
  it('shows how many withdrawals she made: none, then the number of subscriptions withdrawn', async () => {
    const uid = await person('Rita Desiste', 'rita.desiste@exemplo.com.br', '71987650035');
    expect((await record(uid)).desistencias).toBe(0);
    await db().send(new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'ADD assinaturasDesistidas :s', ExpressionAttributeValues: { ':s': new Set(['sub_a', 'sub_b', 'sub_c']) } }));
    expect((await record(uid)).desistencias).toBe(3);
  });

  it('an account whose e-mail is not confirmed says so (the only case where the resend is offered)', async () => {
    const email = `pendente.${Date.now()}@exemplo.com.br`;
    const signup = await api(stack(), '/api/signup', {
      method: 'POST',
      json: { name: 'Rosa Pendente', phone: '(71) 98765-0030', email, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true },
    });
    expect(signup.status).toBe(201);
    expect((await record(String(signup.json.uid))).emailUnconfirmed).toBe(true);
  });
});

describe("'Avisos enviados' names the one caregiver of a notice", () => {
  it('as she was named when it was sent; her account deletion takes the name out and leaves the line', async () => {
    const nina = { name: 'Nina Nomeada', email: 'nina.nomeada@exemplo.com.br' };
    const uid = await person(nina.name, nina.email, '71987650040');
    const res = await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem: 'Seu cadastro foi revisado.', destinatarias: 'uma', cuidadora: nina.email } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ destinatarias: 'uma', destinataria: nina.name });
    const sent = async () => ((await api(stack(), '/api/equipe/avisos', { token: operator })).json.items as TeamNotice[]).find((n) => n.id === res.json.id);
    expect(await sent()).toMatchObject({ destinataria: nina.name });

    const deleted = await api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token: operator, json: { motivo: 'Pedido dela' } });
    await expectDeletionFinished(stack(), deleted);
    const after = await sent();
    expect(after).toMatchObject({ destinatarias: 'uma', destinatariaExcluida: true });
    expect(after).not.toHaveProperty('destinataria');
    expect(await findTracesOf(stack(), [uid, nina.email, nina.name])).toEqual([]);
  });
});

describe("'Recibo de exclusão' in the console (read-only)", () => {
  const lookUp = (busca: string) => api(stack(), `/api/equipe/recibos-de-exclusao?${new URLSearchParams({ busca })}`, { token: operator });

  it('finds the receipt by the e-mail the person gives (any case) and by its code, with dates and steps; nothing for another address', async () => {
    const email = 'rute.recibo@exemplo.com.br';
    const uid = await person('Rute Recibo', email, '71987650050');
    await expectDeletionFinished(stack(), await api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token: operator, json: { motivo: 'Pedido dela' } }));
    const before = (await registro()).length;

    const byEmail = await lookUp(email.toUpperCase());
    expect(byEmail.status).toBe(200);
    const found = byEmail.json as unknown as DeletionReceiptLookup;
    expect(found.code).toMatch(/^[0-9a-f]{64}$/);
    expect(found.receipts).toHaveLength(1);
    expect(found.receipts[0]).toEqual({ requestedAt: expect.any(String), completedAt: expect.any(String), steps: DELETION_STEPS.map((step) => ({ step, doneAt: expect.any(String) })) });
    expect(JSON.stringify(found)).not.toContain(uid);
    expect((await lookUp(found.code.toUpperCase())).json).toEqual(found);

    expect((await lookUp('ninguem.excluido@exemplo.com.br')).json).toMatchObject({ receipts: [] });
    // read-only: no Registro line
    expect(await registro()).toHaveLength(before);
  });

  it.each(['', 'rute', '1234', 'g'.repeat(64)])('busca=%j is a 400 in Portuguese', async (busca) => {
    const res = await lookUp(busca);
    expect({ status: res.status, body: res.json }).toEqual({
      status: 400,
      body: { message: 'Informe o e-mail da conta excluída ou o código do recibo (64 caracteres de 0 a 9 e a a f).', field: 'busca' },
    });
  });
});

describe('her page: the subscription', () => {
  it('shows her plan, its start and next renewal as Stripe has them', async () => {
    const email = 'sara.assinante@exemplo.com.br';
    const uid = await person('Sara Assinante', email, '71987650060');
    const token = (await signIn(stack(), email, SAMPLE_ACCOUNT.password)).accessToken;
    const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal' } });
    expect(checkout.status).toBe(200);
    const paid = await fetch(`${(checkout.json as { url: string }).url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const own = (await api(stack(), '/api/me/assinatura', { token })).json as { subscription: { nextCharge: { dateLabel: string }; lastPayment: { dateLabel: string } } };

    const page = await record(uid);
    expect(page.tipodeconta).toBe('Mensal');
    expect(page.subscription).toEqual({
      plan: 'Mensal',
      state: 'ativa',
      startLabel: own.subscription.lastPayment.dateLabel,
      nextRenewalLabel: own.subscription.nextCharge.dateLabel,
      accessUntilLabel: own.subscription.nextCharge.dateLabel,
    });
    expect(page.subscription).toMatchObject({ startLabel: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
    // every event the stand-in sent has been answered before the stack stops
    for (let i = 0; i < 100 && ((await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number }).inFlight > 0; i++) await new Promise((r) => setTimeout(r, 50));
  });
});
