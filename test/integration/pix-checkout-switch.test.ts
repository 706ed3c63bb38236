import Stripe from 'stripe';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createConfirmedUser } from '../../infra/local/seed';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { eventually } from './helpers/eventually';

/**
 * An open Pix checkout is reused only for the same plan and way of paying (docs/decisions/073-pix.md): another choice
 * expires it in the Stripe stand-in (which sends checkout.session.expired to the real webhook) and opens a new one.
 */
const stack = useLocalStack();
const PASSWORD = 'Senha1234';
let phoneSeq = 0;

async function newCaregiver(email: string) {
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Rita Troca' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name: 'Rita Troca', email, phone: `2197${String(++phoneSeq).padStart(7, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
    genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  return { uid, token: (await signIn(stack(), email, PASSWORD)).accessToken };
}

const checkout = async (token: string, plan: string, formaDePagamento: string) => {
  const answer = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan, formaDePagamento } });
  expect(answer.status).toBe(200);
  return (answer.json as { id: string }).id;
};
const stripe = () => {
  const url = new URL(stack().stripeEndpoint);
  return new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
};
const eventsSettled = async () => {
  const read = async () => (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number };
  expect((await eventually(read, (e) => e.inFlight === 0)).inFlight).toBe(0);
};

describe('an open Pix checkout and another choice', () => {
  it('Mensal Pix, then Trimestral Pix: a new session of the Trimestral amount, the Mensal one expired; Pix Automático next is new again', async () => {
    const { uid, token } = await newCaregiver('pix-switch@example.com');
    const mensal = await checkout(token, 'Mensal', 'pix');
    expect(await checkout(token, 'Mensal', 'pix')).toBe(mensal);
    const trimestral = await checkout(token, 'Trimestral', 'pix');
    expect(trimestral).not.toBe(mensal);
    expect(await stripe().checkout.sessions.retrieve(mensal)).toMatchObject({ status: 'expired', amount_total: 3690 });
    expect(await stripe().checkout.sessions.retrieve(trimestral)).toMatchObject({ status: 'open', amount_total: 9090, mode: 'payment' });
    await eventsSettled();
    // the old session's checkout.session.expired did not clear the new one from her record
    expect((await getCaregiver(uid))!.pixCheckout).toMatchObject({ sessionId: trimestral, plan: 'Trimestral', method: 'pix' });
    const automatico = await checkout(token, 'Trimestral', 'pix-automatico');
    expect(await stripe().checkout.sessions.retrieve(trimestral)).toMatchObject({ status: 'expired' });
    expect(await stripe().checkout.sessions.retrieve(automatico)).toMatchObject({ status: 'open', mode: 'subscription' });
  });

  it('five "Continuar" at once for another plan get one new session; the old one is expired', async () => {
    const { uid, token } = await newCaregiver('pix-switch-race@example.com');
    const mensal = await checkout(token, 'Mensal', 'pix');
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => checkout(token, 'Trimestral', 'pix')));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBe(mensal);
    expect((await stripe().checkout.sessions.list({ customer: (await getCaregiver(uid))!.stripeCustomerId! })).data.map((s) => [s.amount_total, s.status]).sort()).toEqual([[3690, 'expired'], [9090, 'open']]);
    await eventsSettled();
    expect((await getCaregiver(uid))!.pixCheckout).toMatchObject({ sessionId: ids[0], plan: 'Trimestral' });
  });

  it('a card checkout expires her open Pix session, so both cannot be paid', async () => {
    const { token } = await newCaregiver('pix-then-card@example.com');
    const pix = await checkout(token, 'Mensal', 'pix');
    const card = await checkout(token, 'Mensal', 'cartao');
    expect(await stripe().checkout.sessions.retrieve(pix)).toMatchObject({ status: 'expired' });
    expect(await stripe().checkout.sessions.retrieve(card)).toMatchObject({ status: 'open', mode: 'subscription' });
  });
});
