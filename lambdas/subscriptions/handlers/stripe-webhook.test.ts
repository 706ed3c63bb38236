import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { apiEvent, lambdaContext } from '../../../test/helpers/api-event';
import { captureLog } from '../../base/observability/captured-log';

Object.assign(process.env, { TABLE_NAME: 'test-table', STRIPE_SECRET_KEY: 'sk_test_unit', STRIPE_WEBHOOK_SECRET: 'whsec_unit', STRIPE_PRICE_MENSAL: 'price_m', STRIPE_PRICE_TRIMESTRAL: 'price_t', SITE_URL: 'https://carey.test' });
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./stripe-webhook') as typeof import('./stripe-webhook');

beforeEach(() => {
  ddb.reset();
  // No billing e-mail waiting (the claim finds none).
  ddb.on(DeleteCommand).resolves({});
});

const stripeEvent = (type: string, object: Record<string, unknown>, id = 'evt_1') => JSON.stringify({ id, object: 'event', created: 1_700_000_000, type, data: { object } });
const completed = stripeEvent('checkout.session.completed', {
  mode: 'subscription',
  payment_status: 'paid',
  client_reference_id: 'u1',
  customer: 'cus_1',
  subscription: 'sub_1',
  metadata: { uid: 'u1', plan: 'Mensal' },
});

async function deliver(payload: string, secret = 'whsec_unit', signature?: string) {
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await handler(apiEvent({ body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } }), lambdaContext);
  return { status: res.statusCode, json: JSON.parse(res.body!) };
}

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

const profile = (extra: Record<string, unknown> = {}) => ({ Item: { PK: 'CAREGIVER#u1', SK: 'PROFILE', uid: 'u1', tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1', ...extra } });

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad, missing or stale signature with 400 and touches nothing', async () => {
    for (const res of [
      await deliver(completed, 'whsec_other'),
      await deliver(completed, 'whsec_unit', 'garbage'),
      await deliver(completed, 'whsec_unit', `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`),
    ]) {
      expect(res).toEqual({ status: 400, json: { message: 'Assinatura do webhook inválida.' } });
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('applies checkout completion: event marker and new state in one conditional transaction', async () => {
    ddb.on(GetCommand).resolves(profile());
    ddb.on(TransactWriteCommand).resolves({});
    expect(await deliver(completed)).toEqual({ status: 200, json: { received: true, outcome: 'applied' } });
    const [marker, update, ...rest] = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    // the rest: only the 'Visão geral' counters (caregivers with a plan), in the same transaction
    expect(rest.map((item) => item.Update?.Key?.PK)).toEqual(rest.map(() => expect.stringMatching(/^COUNTERS#/)));
    expect(marker.Put!.Item).toMatchObject({ PK: 'STRIPE_EVENT#evt_1', SK: 'EVENT', eventType: 'checkout.session.completed' });
    expect(marker.Put!.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3 * 24 * 3600);
    expect(marker.Put!.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(update.Update!.Key).toEqual({ PK: 'CAREGIVER#u1', SK: 'PROFILE' });
    expect(update.Update!.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(#v)');
    const values = update.Update!.ExpressionAttributeValues!;
    expect(Object.values(values)).toEqual(expect.arrayContaining(['Mensal', 'cus_1', 'sub_1', 'active', 1]));
  });

  it('answers 200 "duplicate" when the event id was already processed', async () => {
    ddb.on(GetCommand).resolves(profile());
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    expect((await deliver(completed)).json.outcome).toBe('duplicate');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('re-reads and recomputes when another event changed the record first (version check)', async () => {
    ddb.on(GetCommand).resolvesOnce(profile()).resolves(profile({ tipodeconta: 'Mensal', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'past_due', subscriptionVersion: 1 }));
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'ConditionalCheckFailed')).resolves({});
    // The update that won already knows the subscription: completion no longer changes it, only the marker is written.
    expect((await deliver(completed)).json.outcome).toBe('no-change');
    const second = ddb.commandCalls(TransactWriteCommand)[1].args[0].input.TransactItems!;
    expect(second).toHaveLength(1);
    expect(second[0].Put!.Item!.PK).toBe('STRIPE_EVENT#evt_1');
  });

  it('writes a Portuguese notice with the marker on invoice.payment_failed', async () => {
    ddb.on(GetCommand).resolves(profile({ tipodeconta: 'Trimestral', stripeSubscriptionId: 'sub_1', subscriptionVersion: 3 }));
    ddb.on(TransactWriteCommand).resolves({});
    const failed = stripeEvent('invoice.payment_failed', { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1' } } } }, 'evt_2');
    expect((await deliver(failed)).json.outcome).toBe('no-change');
    const [marker, notice] = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(marker.Put!.Item!.PK).toBe('STRIPE_EVENT#evt_2');
    expect(notice.Put!.Item).toMatchObject({ PK: 'CAREGIVER#u1', GSI2PK: 'UNREAD#u1', entity: 'notice', status: 'nao lido' });
    expect(notice.Put!.Item!.mensagem).toMatch(/^Não conseguimos cobrar a sua assinatura do plano Trimestral/);
    expect(ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems![2].Put!.Item).toMatchObject({ PK: 'BILLING_MAIL#evt_2', uid: 'u1', mail: { kind: 'payment-failed', plan: 'Trimestral' } });
  });

  it('finds the caregiver by Stripe customer when the event carries no uid', async () => {
    ddb.on(GetCommand, { Key: { PK: 'STRIPE_CUSTOMER#cus_9', SK: 'CUSTOMER' } }).resolves({ Item: { uid: 'u1' } });
    ddb.on(GetCommand, { Key: { PK: 'CAREGIVER#u1', SK: 'PROFILE' } }).resolves(profile({ tipodeconta: 'Mensal', stripeSubscriptionId: 'sub_9', stripeCustomerId: 'cus_9' }));
    ddb.on(TransactWriteCommand).resolves({});
    const deleted = stripeEvent('customer.subscription.deleted', { id: 'sub_9', customer: 'cus_9', status: 'canceled', metadata: {} }, 'evt_3');
    expect((await deliver(deleted)).json.outcome).toBe('applied');
    const update = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems![1].Update!;
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['Sem Plano', 'canceled', ['sub_9']]));
  });

  it('answers 200 and writes nothing for events it does not act on, or for no known caregiver', async () => {
    expect((await deliver(stripeEvent('customer.created', { id: 'cus_1' }))).json.outcome).toBe('ignored');
    ddb.on(GetCommand).resolves({});
    const log = captureLog();
    const deleted = stripeEvent('customer.subscription.deleted', { id: 'sub_x', customer: 'cus_unknown', status: 'canceled' });
    expect((await deliver(deleted)).json.outcome).toBe('unknown-caregiver');
    log.restore();
    expect(log.json()).toContainEqual(expect.objectContaining({ level: 'WARN', message: 'stripe event for no known caregiver' }));
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 5xx when our own storage fails, so Stripe retries', async () => {
    ddb.on(GetCommand).resolves(profile());
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await deliver(completed);
    log.mockRestore();
    expect(res.status).toBe(503);
  });
});
