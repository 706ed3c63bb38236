import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { startStripeStandIn } from '../../../infra/local/stripe/stand-in';
import { jsonEvent, lambdaContext } from '../../../test/helpers/api-event';
import { captureLog } from '../../base/observability/captured-log';
import { caregiverRecord } from '../../base/http/test-events';

// A real (local) Stripe stand-in answers the SDK; DynamoDB is mocked.
Object.assign(process.env, {
  TABLE_NAME: 'test-table',
  SITE_URL: 'https://carey.example',
  STRIPE_SECRET_KEY: 'sk_test_unit',
  STRIPE_WEBHOOK_SECRET: 'whsec_unit',
  STRIPE_PRICE_MENSAL: 'price_m',
  STRIPE_PRICE_TRIMESTRAL: 'price_t',
});
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./checkout') as typeof import('./checkout');

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let sdk: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit', webhookUrl: () => 'http://127.0.0.1:9/none', prices: { price_m: 'Mensal', price_t: 'Trimestral' } });
  process.env.STRIPE_API_BASE = standIn.endpoint;
  sdk = new Stripe('sk_test_unit', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
});
afterAll(() => standIn.stop());
beforeEach(() => ddb.reset());

const caregiver = (extra: Record<string, unknown> = {}) => caregiverRecord('u1', { name: 'Ana', email: 'ana@exemplo.com', tipodeconta: 'Sem Plano', ...extra });
const call = async (body: unknown) => {
  const res = await handler(jsonEvent('u1', body), lambdaContext);
  return { status: res.statusCode, json: JSON.parse(res.body!) };
};

describe('POST /api/checkout', () => {
  it('creates and links a customer, then a subscription session for the caller with the server\u2019s price', async () => {
    ddb.on(GetCommand).resolves(caregiver());
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    const res = await call({ plan: 'Trimestral' });
    expect(res.status).toBe(200);
    expect(res.json.url).toBe(`${standIn.endpoint}/checkout/${res.json.id}`);

    const link = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    const customerId = link[0].Update!.ExpressionAttributeValues![':c'] as string;
    expect(customerId).toMatch(/^cus_/);
    expect(link[0].Update!.ConditionExpression).toContain('attribute_not_exists(stripeCustomerId)');
    expect(link[1].Put!.Item).toMatchObject({ PK: `STRIPE_CUSTOMER#${customerId}`, SK: 'CUSTOMER', uid: 'u1' });

    const session = await sdk.checkout.sessions.retrieve(res.json.id);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: 'u1',
      metadata: { uid: 'u1', plan: 'Trimestral' },
      allow_promotion_codes: true,
      amount_total: 9090,
      success_url: 'https://carey.example/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://carey.example/minha-conta',
    });
    const update = ddb.commandCalls(UpdateCommand)[0].args[0].input;
    expect(update.ExpressionAttributeValues).toEqual({ ':p': 'Trimestral' });
  });

  it('reuses the caregiver\u2019s Stripe customer', async () => {
    const existing = await sdk.customers.create({ email: 'ana@exemplo.com' });
    ddb.on(GetCommand).resolves(caregiver({ stripeCustomerId: existing.id }));
    ddb.on(UpdateCommand).resolves({});
    const res = await call({ plan: 'Mensal' });
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect((await sdk.checkout.sessions.retrieve(res.json.id)).customer).toBe(existing.id);
  });

  it('answers 409 in Portuguese to a caregiver who already has a plan, without calling Stripe', async () => {
    ddb.on(GetCommand).resolves(caregiver({ tipodeconta: 'Mensal' }));
    const res = await call({ plan: 'Mensal' });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^Você já tem uma assinatura ativa/);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a body naming a user or a price, and an unknown plan', async () => {
    ddb.on(GetCommand).resolves(caregiver());
    expect(await call({ plan: 'Mensal', uid: 'u2' })).toEqual({ status: 400, json: { message: 'Campo não permitido: uid.', field: 'uid' } });
    expect((await call({ plan: 'Mensal', price: 100 })).status).toBe(400);
    expect(await call({ plan: 'Semestral' })).toEqual({ status: 400, json: { message: 'Escolha o plano Mensal ou Trimestral.', field: 'plan' } });
    expect(await call({})).toEqual({ status: 400, json: { message: 'Escolha o plano Mensal ou Trimestral.', field: 'plan' } });
    for (const formaDePagamento of ['boleto', 'PIX', '', 1]) {
      expect(await call({ plan: 'Mensal', formaDePagamento })).toEqual({ status: 400, json: { message: 'Escolha como pagar: cartão de crédito, Pix Automático ou Pix.', field: 'formaDePagamento' } });
    }
    // only her record is read (the signed-in check), once per call; nothing written
    expect(ddb.calls().map((c) => c.args[0].constructor.name)).toEqual(Array(8).fill('GetCommand'));
  });

  it('answers 403 when the caller has no caregiver record, or her account is being deleted', async () => {
    ddb.on(GetCommand).resolves({});
    expect((await call({ plan: 'Mensal' })).status).toBe(403);
    ddb.on(GetCommand).resolves(caregiver({ deletionRequestedAt: '2026-11-23T00:00:00.000Z' }));
    expect((await call({ plan: 'Mensal' })).status).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 503 in Portuguese when Stripe cannot be reached, and records nothing', async () => {
    ddb.on(GetCommand).resolves(caregiver({ stripeCustomerId: 'cus_1' }));
    const base = process.env.STRIPE_API_BASE;
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'; // discard port: connection refused
    const log = captureLog();
    try {
      const res = await call({ plan: 'Mensal' });
      expect(res.status).toBe(503);
      expect(res.json.message).toBe('O serviço de pagamentos está indisponível no momento. Tente novamente em alguns instantes.');
      expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
      log.restore();
      expect(log.json()).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'stripe call failed' }));
    } finally {
      log.restore();
      process.env.STRIPE_API_BASE = base;
    }
  });
});
