import Stripe from 'stripe';
import { createCustomer } from '../../lambdas/subscriptions/stripe';
import { linkStripeCustomer } from '../../lambdas/subscriptions/data/subscriptions';
import { LOCAL_STRIPE } from '../../infra/local/stack';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
// The scan counts plans by the spec's rule, written in the helper, not by the product's (issue 33).
import { countedByScan, overviewCounts } from './helpers/counted-by-scan';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';
import { expectDeletionFinished } from './helpers/deletion';

/**
 * 'Visão geral' (issue 21): its counters are kept by the writes themselves. A mixed workload runs through the real
 * handlers and jobs; afterwards every counter must equal what a scan of the whole table counts.
 */
const stack = useLocalStack({ seed: true });
const DAY = 86_400_000;

let operator: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
});

const overview = () => overviewCounts(stack(), operator);

let seq = 0;
const signupForm = () => {
  seq++;
  return {
    name: `Contada ${seq}`,
    phone: `(41) 9${String(seq).padStart(4, '0')}-${String(1000 + seq).slice(-4)}`,
    email: `contada.${seq}.${Date.now()}@exemplo.com.br`,
    password: 'senhaForte1',
    confirmPassword: 'senhaForte1',
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    acceptedTerms: true,
  };
};

async function readyCaregiver(name: string) {
  seq++;
  const account = { ...SAMPLE_ACCOUNT, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${seq}@exemplo.com.br`, phone: `5199${String(seq).padStart(7, '0')}` };
  const uid = await createReadyCaregiver(stack(), account);
  const token = (await signIn(stack(), account.email, account.password)).accessToken;
  return { uid, token, account };
}

function signedEvent(id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret }) };
}
const postEvent = (e: { payload: string; signature: string }) =>
  api(stack(), '/api/stripe/webhook', { method: 'POST', body: e.payload, headers: { 'content-type': 'application/json', 'stripe-signature': e.signature } });

const customers = new Map<string, string>();
async function subscribe(uid: string, email: string, plan: string) {
  const customer = await linkStripeCustomer(uid, await createCustomer({ uid, email, name: 'Contada' }));
  const subscription = `sub_overview_${uid.slice(0, 8)}`;
  customers.set(uid, customer);
  return signedEvent(`evt_overview_${uid.slice(0, 8)}`, 'checkout.session.completed', {
    id: `cs_test_${subscription}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid',
    client_reference_id: uid, customer, subscription, metadata: { uid, plan },
  });
}

const closePath = (clientId: string, id: string) => `/api/equipe/vagas/${clientId}/${id}/encerramento`;

describe("'Visão geral': counters kept by every write, equal to a scan", () => {
  it('the seeded stack already counts what the seed wrote', async () => {
    const seeded = await overview();
    expect(seeded).toEqual(await countedByScan());
    expect(seeded.caregivers.total).toBeGreaterThan(0);
    expect(seeded.openings.open).toBeGreaterThan(0);
  });

  it('after sign-ups, an expiry, plans by webhook, a deletion, openings, alerts and support, every counter equals the scan', async () => {
    const before = await overview();

    // Sign-ups through POST /api/signup (unconfirmed), and one older than the confirmation window expired by its job.
    for (let i = 0; i < 3; i++) expect((await api(stack(), '/api/signup', { method: 'POST', json: signupForm() })).status).toBe(201);
    const expiry = (await stack().runJob('expire-unconfirmed-signups', { now: new Date(Date.now() + 3 * DAY).toISOString() })) as { expired: number };
    expect(expiry.expired).toBe(3);
    for (let i = 0; i < 2; i++) expect((await api(stack(), '/api/signup', { method: 'POST', json: signupForm() })).status).toBe(201);

    // Two plans by webhook, the same event delivered twice, then one subscription cancelled.
    const ana = await readyCaregiver('Ana Plano');
    const bia = await readyCaregiver('Bia Plano');
    const anaEvent = await subscribe(ana.uid, ana.account.email, 'Mensal');
    expect((await postEvent(anaEvent)).status).toBe(200);
    expect((await postEvent(anaEvent)).status).toBe(200);
    expect((await postEvent(await subscribe(bia.uid, bia.account.email, 'Trimestral'))).status).toBe(200);
    expect((await overview()).caregivers.withPlan).toBe(before.caregivers.withPlan + 2);
    const biaSub = `sub_overview_${bia.uid.slice(0, 8)}`;
    const cancelled = signedEvent(`evt_cancel_${bia.uid.slice(0, 8)}`, 'customer.subscription.deleted', { id: biaSub, object: 'subscription', customer: customers.get(bia.uid), status: 'canceled', metadata: { uid: bia.uid, plan: 'Trimestral' } });
    expect((await postEvent(cancelled)).status).toBe(200);

    // Alerts: three saved, one deleted; the caregiver with a plan and an alert deletes her account.
    const created = await api(stack(), '/api/alerts', { method: 'POST', token: ana.token, json: { tipoProfissional: 'Cuidador', cidade: 'Campinas' } });
    expect(created.status).toBe(201);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: ana.token, json: { tipoProfissional: 'Cuidador', cidade: 'Campinas' } })).status).toBe(200);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token: bia.token, json: { tipoProfissional: 'Cuidador', cidade: 'Manaus' } })).status).toBe(201);
    const other = await api(stack(), '/api/alerts', { method: 'POST', token: bia.token, json: { cidade: 'Recife' } });
    expect((await api(stack(), `/api/alerts/${String(other.json.id)}`, { method: 'DELETE', token: bia.token })).status).toBe(200);
    const deletion = await api(stack(), '/api/me/deletion', { method: 'POST', token: ana.token, json: { password: ana.account.password, confirm: true } });
    await expectDeletionFinished(stack(), deletion);

    // Openings: a file with a placed and an unplaced opening, sent twice; one closed twice; the old ones closed by the job.
    const file = {
      families: [{ id: 'familia-contada', name: 'Família Contada' }],
      openings: [
        { id: 'contada-1', clientId: 'familia-contada', createdAt: new Date().toISOString(), cep: '13015-904', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } },
        { id: 'contada-2', clientId: 'familia-contada', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador' },
        { id: 'contada-3', clientId: 'familia-contada', createdAt: new Date().toISOString() },
      ],
      notices: [],
    };
    for (let i = 0; i < 2; i++) expect((await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: file, token: operator })).json.written).toMatchObject({ openings: 3 });
    const afterImport = await overview();
    expect(afterImport.openings.unplaced).toBe(before.openings.unplaced + 2);
    for (let i = 0; i < 2; i++) expect((await api(stack(), closePath('familia-contada', 'contada-2'), { method: 'POST', json: {}, token: operator })).status).toBe(200);
    const afterClose = await overview();
    expect(afterClose.openings).toEqual({ open: afterImport.openings.open - 1, closed: afterImport.openings.closed + 1, unplaced: afterImport.openings.unplaced - 1 });
    await stack().drainStreams();

    // Support: three messages; one answered then archived, one archived: one still waits.
    const mensagens = ['Preciso de ajuda com o cadastro.', 'Como troco meu plano?', 'Obrigada pelo portal.'];
    for (const mensagem of mensagens) expect((await api(stack(), '/api/support', { method: 'POST', json: { nome: 'Quem Escreve', email: 'escreve@exemplo.com.br', whatsapp: '11912345678', mensagem } })).json).toEqual({ success: true });
    const inbox = (await api(stack(), '/api/equipe/atendimento?email=escreve%40exemplo.com.br', { token: operator })).json.items as { id: string; mensagem: string }[];
    const idOf = (m: string) => inbox.find((x) => x.mensagem === m)!.id;
    expect((await api(stack(), `/api/equipe/atendimento/${idOf(mensagens[0])}/resposta`, { method: 'POST', json: { resposta: 'Já resolvemos.' }, token: operator })).status).toBe(200);
    for (const m of [mensagens[0], mensagens[1], mensagens[1]]) expect((await api(stack(), `/api/equipe/atendimento/${idOf(m)}/arquivo`, { method: 'POST', json: {}, token: operator })).status).toBe(200);

    // Every counter equals the scan; the job that closes old openings, run last, keeps it so.
    const after = await overview();
    expect(after).toEqual(await countedByScan());
    expect(after.caregivers.total).toBe(before.caregivers.total + 2 + 2 - 1);
    expect(after.caregivers.newLast7Days).toBe(before.caregivers.newLast7Days + 2 + 2 - 1);
    expect(after.caregivers.withPlan).toBe(before.caregivers.withPlan);
    expect(after.alerts).toBe(before.alerts + 1);
    expect(after.supportWaiting).toBe(before.supportWaiting + 1);

    const closedByJob = (await stack().runJob('close-old-openings', { now: new Date(Date.now() + 400 * DAY).toISOString() })) as { closed: number };
    expect(closedByJob.closed).toBeGreaterThan(0);
    const end = await overview();
    expect(end).toEqual(await countedByScan());
    expect(end.openings).toEqual({ open: 0, closed: after.openings.closed + after.openings.open, unplaced: 0 });
  });

  it('refuses a caregiver and an unknown query field in Portuguese', async () => {
    const caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
    const refused = await api(stack(), '/api/equipe/visao-geral', { token: caregiver });
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } });
    const extra = await api(stack(), '/api/equipe/visao-geral?x=1', { token: operator });
    expect(extra.status).toBe(400);
  });
});
