import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { db, tableName } from '../../lambdas/base/table/client';
import { linkStripeCustomer, stripeEventKey } from '../../lambdas/subscriptions/data/subscriptions';
import { createCustomer } from '../../lambdas/subscriptions/stripe';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createConfirmedUser } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { recordCases } from '../reliability/report';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';

const stack = useLocalStack({ seed: true });
const PASSWORD = 'Senha1234';
let phoneSeq = 0;

/** A confirmed caregiver with no plan, signed in. */
async function newCaregiver(email: string) {
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Teste Assinatura' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid,
    name: 'Teste Assinatura',
    email,
    phone: `2199${String(++phoneSeq).padStart(7, '0')}`,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: 'Cuidador',
    genero: 'Feminino',
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
  });
  // As checkout does before it opens a session: the caregiver's own customer, on the Stripe stand-in.
  customers.set(uid, await linkStripeCustomer(uid, await createCustomer({ uid, email, name: 'Teste Assinatura' })));
  const { accessToken } = await signIn(stack(), email, PASSWORD);
  return { uid, token: accessToken };
}

const customers = new Map<string, string>();
const customerOf = (uid: string) => customers.get(uid)!;

function signedEvent(type: string, object: Record<string, unknown>, options: { created?: number; id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? LOCAL_STRIPE.webhookSecret });
  return { payload, signature };
}

const postEvent = (e: { payload: string; signature?: string }) =>
  api(stack(), '/api/stripe/webhook', {
    method: 'POST',
    body: e.payload,
    headers: { 'content-type': 'application/json', ...(e.signature ? { 'stripe-signature': e.signature } : {}) },
  });

const completedSession = (uid: string, plan: string, subscription: string, customer = customerOf(uid)) => ({
  id: `cs_test_${subscription}`,
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  client_reference_id: uid,
  customer,
  subscription,
  metadata: { uid, plan },
});

const subscriptionObject = (uid: string, plan: string, id: string, status: string, customer = customerOf(uid)) => ({
  id,
  object: 'subscription',
  customer,
  status,
  metadata: { uid, plan },
  items: { object: 'list', data: [{ price: { id: plan === 'Mensal' ? LOCAL_STRIPE.prices.STRIPE_PRICE_MENSAL : LOCAL_STRIPE.prices.STRIPE_PRICE_TRIMESTRAL } }] },
});

async function eventMarker(eventId: string) {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: stripeEventKey(eventId), ConsistentRead: true }));
  return Item;
}

describe('subscriptions through the local stack (real handlers, Stripe stand-in, signed webhooks)', () => {
  it('checks out, pays on the stand-in\u2019s page and shows the plan; then 409 on a second checkout; the portal cancels', async () => {
    const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);

    const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal' } });
    expect(checkout.status).toBe(200);
    const { id, url } = checkout.json as { id: string; url: string };
    expect(url).toBe(`${stack().stripeEndpoint}/checkout/${id}`);
    expect((await api(stack(), '/api/me', { token })).json).toMatchObject({ planoescolhido: 'Mensal', tipodeconta: 'Sem Plano' });

    const pageRes = await fetch(url);
    const html = await pageRes.text();
    expect(pageRes.status).toBe(200);
    expect(html).toContain('lang="pt-BR"');
    for (const text of ['Assinar o plano Mensal', 'R$ 36,90', 'CAREYCUIDADORES', '50% de desconto no primeiro mês', 'R$ 18,45', '>Pagar</button>', '>Cancelar</button>', 'for="cupom"']) {
      expect(html).toContain(text);
    }

    // A wrong coupon is refused on the page, and nothing is paid.
    const wrong = await fetch(`${url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: 'ERRADO' }), redirect: 'manual' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('role="alert">Cupom inválido.');

    // What the 'Pagar' button posts.
    const paid = await fetch(`${url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: 'careycuidadores' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${stack().siteUrl}/assinatura-sucesso?session_id=${id}`);

    const me = await api(stack(), '/api/me', { token });
    expect(me.json).toMatchObject({ tipodeconta: 'Mensal', planoescolhido: 'Mensal', subscriptionStatus: 'active' });
    expect(me.json).not.toHaveProperty('stripeCustomerId');
    expect(me.json).not.toHaveProperty('subscriptionVersion');

    const again = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Trimestral' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/^Você já tem uma assinatura ativa/);

    const portal = await api(stack(), '/api/billing-portal', { method: 'POST', token });
    expect(portal.status).toBe(200);
    const portalUrl = (portal.json as { url: string }).url;
    expect(portalUrl.startsWith(`${stack().stripeEndpoint}/portal/`)).toBe(true);
    const portalHtml = await (await fetch(portalUrl)).text();
    expect(portalHtml).toContain('Plano Mensal');
    expect(portalHtml).toContain('>Cancelar assinatura</button>');
    expect(portalHtml).toContain(`href="${stack().siteUrl}/minha-conta"`);
    const subscription = /name="subscription" value="(sub_\w+)"/.exec(portalHtml)![1];
    const cancelled = await fetch(`${portalUrl}/cancelar`, { method: 'POST', body: new URLSearchParams({ subscription }), redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect((await api(stack(), '/api/me', { token })).json).toMatchObject({ tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled' });
  });

  it('the checkout page\u2019s Cancelar goes to the cancel URL and nothing changes', async () => {
    const { token } = await newCaregiver('cancela@exemplo.com');
    const { url } = (await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Trimestral' } })).json as { url: string };
    const page = await (await fetch(url)).text();
    expect(page).toContain('R$ 90,90');
    expect(page).toContain('R$ 30,30 por mês');
    expect(page).toContain('R$ 75,75'); // 50% of one month (R$ 15,15) off the first quarter
    const res = await fetch(`${url}/cancelar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${stack().siteUrl}/minha-conta`);
    expect((await api(stack(), '/api/me', { token })).json).toMatchObject({ tipodeconta: 'Sem Plano', planoescolhido: 'Trimestral' });
  });

  it('takes the user from the token and the price from the server: extra body fields are refused', async () => {
    const { token } = await newCaregiver('campos@exemplo.com');
    for (const extra of [{ uid: 'someone-else' }, { price: 1 }, { priceId: 'price_cheap' }]) {
      const res = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal', ...extra } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(`Campo não permitido: ${Object.keys(extra)[0]}.`);
    }
    const bad = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Anual' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'Escolha o plano Mensal ou Trimestral.', field: 'plan' });
    expect((await api(stack(), '/api/checkout', { method: 'POST', json: { plan: 'Mensal' } })).status).toBe(401);
  });

  it('refuses the billing portal to a caregiver who never subscribed (409 in Portuguese)', async () => {
    const { token } = await newCaregiver('semportal@exemplo.com');
    const res = await api(stack(), '/api/billing-portal', { method: 'POST', token });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^Você ainda não tem uma assinatura para gerenciar/);
  });

  it('applies the same event delivered 50 times at once exactly once (state and notice)', async () => {
    const { uid, token } = await newCaregiver('cinquenta@exemplo.com');
    const completed = signedEvent('checkout.session.completed', completedSession(uid, 'Trimestral', 'sub_fifty'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => postEvent(completed)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const outcomes = answers.map((a) => a.json.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    const record = await getCaregiver(uid);
    expect(record).toMatchObject({ tipodeconta: 'Trimestral', stripeSubscriptionId: 'sub_fifty', subscriptionVersion: 1 });

    const noticesBefore = ((await api(stack(), '/api/notices', { token })).json.items as unknown[]).length;
    const failed = signedEvent('invoice.payment_failed', {
      object: 'invoice',
      customer: customerOf(uid),
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fifty', metadata: { uid, plan: 'Trimestral' } } },
    });
    const failedAnswers = await Promise.all(Array.from({ length: 50 }, () => postEvent(failed)));
    expect(failedAnswers.every((a) => a.status === 200)).toBe(true);
    const notices = (await api(stack(), '/api/notices', { token })).json.items as { mensagem: string }[];
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices[0].mensagem).toMatch(/^Não conseguimos cobrar a sua assinatura do plano Trimestral/);
    expect((await getCaregiver(uid))?.subscriptionVersion).toBe(1);
    recordCases('concorrência', 'one webhook event delivered 50 times at once', 50);
  });

  it('different events racing for one caregiver are all applied, each once (optimistic lock, re-read on conflict)', async () => {
    const { uid } = await newCaregiver('corrida@exemplo.com');
    const t = Math.floor(Date.now() / 1000);
    const completed = signedEvent('checkout.session.completed', completedSession(uid, 'Mensal', 'sub_race'), { created: t });
    const pastDue = signedEvent('customer.subscription.updated', subscriptionObject(uid, 'Trimestral', 'sub_race', 'past_due'), { created: t + 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postEvent(i % 2 ? completed : pastDue)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Whichever arrived first, the newer update decides; at most two writes changed the record.
    const record = await getCaregiver(uid);
    expect(record).toMatchObject({ tipodeconta: 'Trimestral', subscriptionStatus: 'past_due', stripeSubscriptionId: 'sub_race' });
    expect(record?.subscriptionVersion).toBeGreaterThanOrEqual(1);
    expect(record?.subscriptionVersion).toBeLessThanOrEqual(2);
    expect(answers.filter((a) => a.json.outcome === 'duplicate')).toHaveLength(18);
  });

  it('a forged or missing signature answers 400 and writes nothing', async () => {
    const { uid } = await newCaregiver('forjado@exemplo.com');
    const id = 'evt_forged_1';
    const forged = signedEvent('checkout.session.completed', completedSession(uid, 'Mensal', 'sub_forged'), { id, secret: 'whsec_not_ours' });
    const genuine = signedEvent('checkout.session.completed', completedSession(uid, 'Mensal', 'sub_forged'), { id });
    const tampered = { payload: genuine.payload.replace('"Mensal"', '"Trimestral"'), signature: genuine.signature };
    for (const attempt of [forged, tampered, { payload: genuine.payload }]) {
      const res = await postEvent(attempt);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Assinatura do webhook inválida.' });
    }
    expect(await eventMarker(id)).toBeUndefined();
    expect(await getCaregiver(uid)).toMatchObject({ tipodeconta: 'Sem Plano' });
    expect((await getCaregiver(uid))?.subscriptionVersion).toBeUndefined();
  });

  it('out of order: a subscription deleted before its completion event stays deleted', async () => {
    const { uid, token } = await newCaregiver('foradeordem@exemplo.com');
    const t = Math.floor(Date.now() / 1000);
    const deleted = signedEvent('customer.subscription.deleted', subscriptionObject(uid, 'Mensal', 'sub_ooo', 'canceled'), { created: t + 60 });
    const completed = signedEvent('checkout.session.completed', completedSession(uid, 'Mensal', 'sub_ooo'), { created: t });
    const lateUpdate = signedEvent('customer.subscription.updated', subscriptionObject(uid, 'Mensal', 'sub_ooo', 'active'), { created: t + 30 });
    for (const e of [deleted, completed, lateUpdate]) expect((await postEvent(e)).status).toBe(200);
    expect((await api(stack(), '/api/me', { token })).json).toMatchObject({ tipodeconta: 'Sem Plano', subscriptionStatus: 'canceled' });
  });

  it('an event whose customer is not the one linked to the uid in its metadata changes nothing (200, no marker)', async () => {
    const victim = await newCaregiver('vitima-webhook@exemplo.com');
    const other = await newCaregiver('outra-webhook@exemplo.com');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cases = [
      // Another caregiver's customer, with the victim's uid in the metadata.
      signedEvent('checkout.session.completed', completedSession(victim.uid, 'Trimestral', 'sub_alheia', customerOf(other.uid))),
      signedEvent('customer.subscription.updated', subscriptionObject(victim.uid, 'Mensal', 'sub_alheia', 'active', customerOf(other.uid))),
      // A customer linked to nobody.
      signedEvent('checkout.session.completed', completedSession(victim.uid, 'Mensal', 'sub_solta', 'cus_de_ninguem')),
    ];
    try {
      for (const event of cases) {
        const res = await postEvent(event);
        expect({ status: res.status, json: res.json }).toEqual({ status: 200, json: { received: true, outcome: 'customer-mismatch' } });
        expect(await eventMarker(JSON.parse(event.payload).id)).toBeUndefined();
      }
    } finally {
      warn.mockRestore();
    }
    for (const { uid } of [victim, other]) {
      const record = await getCaregiver(uid);
      expect(record).toMatchObject({ tipodeconta: 'Sem Plano' });
      expect(record?.subscriptionVersion).toBeUndefined();
      expect(record?.stripeSubscriptionId).toBeUndefined();
    }
    // The genuine event (the victim's own customer) still applies.
    expect((await postEvent(signedEvent('checkout.session.completed', completedSession(victim.uid, 'Mensal', 'sub_propria')))).json.outcome).toBe('applied');
  });

  it('answers 200 to events it does not act on and records nothing', async () => {
    const id = 'evt_unknown_type';
    const res = await postEvent(signedEvent('customer.created', { id: 'cus_new', object: 'customer' }, { id }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventMarker(id)).toBeUndefined();
  });
});
