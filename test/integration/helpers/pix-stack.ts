import { Logger } from '@aws-lambda-powertools/logger';
import Stripe from 'stripe';
import { createCaregiverWithClaims, getCaregiver } from '../../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../../lambdas/caregivers/consent';
import type { BillingAnswer } from '../../../contract';
import type { LocalStack } from '../../../infra/local/stack';
import { LOCAL_STRIPE } from '../../../infra/local/settings';
import { createConfirmedUser } from '../../../infra/local/seed';
import { api, mailbox, signIn } from './local-stack';
import { eventually } from './eventually';

const PASSWORD = 'Senha1234';
let phoneSeq = 0;
let eventSeq = 0;

/** What the Pix integration tests share (test/integration/pix*.test.ts): caregivers, checkout, her billing, mail, Stripe's events and SDK on the stand-in. */
export function pixStack(stack: () => LocalStack, phonePrefix: string) {
  async function newCaregiver(email: string) {
    const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Rita Pix' });
    await createCaregiverWithClaims({
      consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
      uid, name: 'Rita Pix', email, phone: `${phonePrefix}${String(++phoneSeq).padStart(7, '0')}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
      genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
    });
    const { accessToken } = await signIn(stack(), email, PASSWORD);
    return { uid, email, token: accessToken };
  }
  const checkout = (token: string, plan: string, formaDePagamento?: unknown) => api(stack(), '/api/checkout', { method: 'POST', token, json: { plan, ...(formaDePagamento === undefined ? {} : { formaDePagamento }) } });
  const billing = async (token: string) => (await api(stack(), '/api/me/assinatura', { token })).json as unknown as BillingAnswer;
  const mailsTo = async (email: string) => (await mailbox(stack())).filter((m) => m.destination.to.includes(email));
  async function eventsSettled() {
    const read = async () => (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number };
    expect((await eventually(read, (e) => e.inFlight === 0)).inFlight).toBe(0);
  }
  /** A signed Stripe event, delivered to the real webhook. */
  function deliver(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000), id = `evt_pix_${++eventSeq}_${Date.now()}`) {
    const payload = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created, livemode: false, type, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
    return api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  }
  /** Stripe's own SDK on the stand-in. */
  const stripe = () => {
    const url = new URL(stack().stripeEndpoint);
    return new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  };
  /** A stand-in test control (docs/stripe-stand-in-pix.md): `pix/{session}/pagar`, `webhooks/suppress` with a body… */
  const control = (path: string, body?: unknown) => fetch(`${stack().stripeEndpoint}/_standin/${path}`, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });
  /** Her Stripe customer, as the first checkout links it (any way of paying). */
  async function withCustomer(token: string, uid: string) {
    expect((await checkout(token, 'Mensal', 'pix-automatico')).status).toBe(200);
    return (await getCaregiver(uid))!.stripeCustomerId!;
  }
  /** Runs the nightly reconciliation: its result, and the details of the one-off Pix differences it logged. */
  async function reconcileLogged() {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const result = await stack().runJob('reconcile-stripe', {});
      const logged = warn.mock.calls.filter(([message]) => message === 'stripe one-off pix payment out of sync with the table').map((call) => call[1]);
      return { result, logged };
    } finally {
      warn.mockRestore();
    }
  }
  return { newCaregiver, checkout, billing, mailsTo, eventsSettled, deliver, stripe, control, withCustomer, reconcileLogged };
}
