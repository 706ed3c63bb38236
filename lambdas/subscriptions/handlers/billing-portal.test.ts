import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { startStripeStandIn } from '../../../infra/local/stripe/stand-in';
import { apiEvent, lambdaContext } from '../../../test/helpers/api-event';
import { caregiverRecord } from '../../base/http/test-events';

Object.assign(process.env, { TABLE_NAME: 'test-table', SITE_URL: 'https://carey.example', STRIPE_SECRET_KEY: 'sk_test_unit', STRIPE_WEBHOOK_SECRET: 'whsec_unit' });
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./billing-portal') as typeof import('./billing-portal');

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit', webhookUrl: () => 'http://127.0.0.1:9/none', prices: {} });
  process.env.STRIPE_API_BASE = standIn.endpoint;
});
afterAll(() => standIn.stop());
beforeEach(() => ddb.reset());

const call = async () => {
  const res = await handler(apiEvent({ sub: 'u1' }), lambdaContext);
  return { status: res.statusCode, json: JSON.parse(res.body!) };
};

describe('POST /api/billing-portal', () => {
  it('opens a portal session for the caller\u2019s customer, returning to Minha Conta', async () => {
    const customer = await new Stripe('sk_test_unit', { host: '127.0.0.1', port: standIn.port, protocol: 'http' }).customers.create({});
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { tipodeconta: 'Mensal', stripeCustomerId: customer.id, stripeSubscriptionId: 'sub_1' }));
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^${standIn.endpoint}/portal/bps_`));
    const page = await (await fetch(res.json.url)).text();
    expect(page).toContain('href="https://carey.example/minha-conta"');
  });

  it('answers 409 in Portuguese to a caregiver without a Stripe customer or subscription', async () => {
    for (const item of [{ uid: 'u1', tipodeconta: 'Sem Plano' }, { uid: 'u1', tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1' }]) {
      ddb.on(GetCommand).resolves(caregiverRecord('u1', item));
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('Você ainda não tem uma assinatura para gerenciar. Escolha um plano em Minha Conta.');
    }
  });

  it('answers 409 in Portuguese to a caregiver paying by one-off Pix, even with an older subscription on her record', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { tipodeconta: 'Mensal', formaDePagamento: 'pix', stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_old', pixAccessUntil: 1_900_000_000 }));
    const res = await call();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('O Pix sem renovação automática não tem assinatura para gerenciar. Veja até quando vai o seu acesso, renove ou cancele em Minha Conta.');
  });

  it('opens the portal for Pix Automático (a Stripe subscription)', async () => {
    const customer = await new Stripe('sk_test_unit', { host: '127.0.0.1', port: standIn.port, protocol: 'http' }).customers.create({});
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico', stripeCustomerId: customer.id, stripeSubscriptionId: 'sub_1' }));
    expect(await call()).toMatchObject({ status: 200, json: { url: expect.stringMatching(/\/portal\/bps_/) } });
  });

  it('answers 403 without a caregiver record', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await call()).status).toBe(403);
  });
});
