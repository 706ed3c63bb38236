import Stripe from 'stripe';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { linkStripeCustomer } from '../../lambdas/subscriptions/data/subscriptions';
import { createCustomer } from '../../lambdas/subscriptions/stripe';
import { addEnrolledOperator } from '../../infra/local/seed';
import { sweepExpired } from '../../infra/local/dynamo-ttl';
import { LOCAL_STRIPE } from '../../infra/local/stack';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { createReadyCaregiver } from '../../infra/local/seed';
import { recordCases } from '../reliability/report';
import { countedByScan, overviewCounts } from './helpers/counted-by-scan';
import { api, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/**
 * Issue 33: the local table's TTL deletes expired items when the test says, streamed as DynamoDB streams them; expiry
 * of unconfirmed sign-ups does not depend on winning against it; `recount-counters` mends drift. The counters are
 * checked against a scan counted with the spec's plan rule (helpers/counted-by-scan.ts), not the product's.
 */
const stack = useLocalStack({ integrityCheck: 'falhas' });
const DAY = 86_400_000;
const OPERATOR = { email: 'ttl.equipe@exemplo.com.br', password: 'Carey2024!equipe' };
const TTL_IDENTITY = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };

let operator: string;
beforeAll(async () => {
  await addEnrolledOperator(stack(), OPERATOR);
  operator = (await signInOperator(stack(), OPERATOR)).accessToken;
});
afterEach(() => stack().dynamo.injectConflicts(0));

const overview = () => overviewCounts(stack(), operator);
const cognitoStatus = (email: string) =>
  new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint })
    .send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }))
    .then((u) => u.UserStatus, (error: Error) => error.name);
const recount = (now = new Date()) => stack().runJob('recount-counters', { now: now.toISOString() }) as Promise<{ scanned: number; changed: { counter: string; was: number; counted: number }[] }>;

let seq = 0;
const signupForm = () => {
  seq++;
  return {
    name: `Expira ${seq}`, phone: `(61) 9${String(seq).padStart(4, '0')}-${String(3000 + seq).slice(-4)}`, email: `ttl.${seq}@exemplo.com.br`,
    password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true,
  };
};

async function subscribe(uid: string, email: string, plan: string) {
  const customer = await linkStripeCustomer(uid, await createCustomer({ uid, email, name: 'Com Plano' }));
  const subscription = `sub_ttl_${uid.slice(0, 8)}`;
  const payload = JSON.stringify({
    id: `evt_ttl_${uid.slice(0, 8)}`, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type: 'checkout.session.completed',
    data: { object: { id: `cs_test_${subscription}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid', client_reference_id: uid, customer, subscription, metadata: { uid, plan } } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
  return api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

describe('TTL as DynamoDB does it, and the recount', () => {
  it('deletes only what expired, when asked, and streams each deletion as a TTL deletion by the service', async () => {
    const now = Math.floor(Date.now() / 1000);
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK: 'TTL#PASSADO', SK: 'X', expiresAt: now - 10 } }));
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK: 'TTL#FUTURO', SK: 'X', expiresAt: now + 3600 } }));
    const records = await stack().sweepTtl();
    const gone = records.find((r) => r.dynamodb.Keys.PK?.S === 'TTL#PASSADO');
    expect(gone).toMatchObject({ eventName: 'REMOVE', userIdentity: TTL_IDENTITY, dynamodb: { Keys: { PK: { S: 'TTL#PASSADO' }, SK: { S: 'X' } } } });
    expect(records.every((r) => r.eventName === 'REMOVE' && r.userIdentity?.principalId === 'dynamodb.amazonaws.com')).toBe(true);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'TTL#PASSADO', SK: 'X' } }))).Item).toBeUndefined();
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'TTL#FUTURO', SK: 'X' } }))).Item).toBeDefined();
  });

  // Proves: the local TTL deletes on the expiry it read, as DynamoDB's TTL never deletes an item rewritten meanwhile.
  it('an item rewritten between the sweep\u2019s scan and its deletion stays; the one not rewritten goes', async () => {
    const now = Math.floor(Date.now() / 1000);
    // An attribute only these two items have, so the sweep touches nothing else of the table.
    for (const PK of ['TTL#REESCRITO', 'TTL#ESQUECIDO']) await db().send(new PutCommand({ TableName: tableName(), Item: { PK, SK: 'X', venceEm: now - 10 } }));
    const deleted = await sweepExpired(new URL(stack().dynamoEndpoint), { table: tableName(), ttlAttribute: 'venceEm', keyNames: ['PK', 'SK'], now: new Date() }, async (key, work) => {
      // A writer renews this one after the scan saw it expired, before its deletion.
      if (key.PK.S === 'TTL#REESCRITO') await db().send(new PutCommand({ TableName: tableName(), Item: { PK: 'TTL#REESCRITO', SK: 'X', venceEm: now + 3600 } }));
      return work();
    });
    expect(deleted).toEqual([{ PK: { S: 'TTL#ESQUECIDO' }, SK: { S: 'X' } }]);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'TTL#REESCRITO', SK: 'X' } }))).Item).toEqual({ PK: 'TTL#REESCRITO', SK: 'X', venceEm: now + 3600 });
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'TTL#ESQUECIDO', SK: 'X' } }))).Item).toBeUndefined();
  });

  it('a TTL sweep before the expiry job takes nothing of an unconfirmed sign-up: the job then leaves no Cognito user and the counts right', async () => {
    const forms = [signupForm(), signupForm()];
    for (const f of forms) expect((await api(stack(), '/api/signup', { method: 'POST', json: f })).status).toBe(201);
    const later = new Date(Date.now() + 3 * DAY);

    // TTL runs first, past the 48 h: the sign-ups' records and claims are not its to delete.
    const swept = await stack().sweepTtl(later);
    expect(swept.filter((r) => /^(CAREGIVER|PHONE|EMAIL)#/.test(String(r.dynamodb.Keys.PK?.S)))).toEqual([]);

    const expiry = (await stack().runJob('expire-unconfirmed-signups', { now: later.toISOString() })) as { expired: number; failed: number };
    expect(expiry).toMatchObject({ expired: 2, failed: 0 });
    for (const f of forms) expect(await cognitoStatus(f.email)).toBe('UserNotFoundException');
    expect(await overview()).toEqual(await countedByScan());
    recordCases('falhas', 'TTL deletion before the expiry job', 2);
  });

  it('recount mends injected drift, says what it changed, and a second run changes nothing', async () => {
    const before = await overview();
    const shard = (n: number) => ({ PK: `COUNTERS#${n}`, SK: 'TOTAL' });
    await db().send(new UpdateCommand({ TableName: tableName(), Key: shard(3), UpdateExpression: 'ADD caregivers :a, alerts :b', ExpressionAttributeValues: { ':a': 4, ':b': -2 } }));
    const drifted = await overview();
    expect(drifted.caregivers.total).toBe(before.caregivers.total + 4);

    const report = await recount();
    expect(report.scanned).toBeGreaterThan(0);
    expect(report.changed).toEqual(
      expect.arrayContaining([
        { counter: 'caregivers', was: before.caregivers.total + 4, counted: before.caregivers.total },
        { counter: 'alerts', was: before.alerts - 2, counted: before.alerts },
      ]),
    );
    expect(await overview()).toEqual(await countedByScan());
    expect((await recount()).changed).toEqual([]);
  });

  it('after concurrent mixed writes with conflicts injected, expiry by TTL and a recount, every counter equals the scan', async () => {
    const people = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const account = { ...SAMPLE_ACCOUNT, name: `Mista ${n}`, email: `mista.${n}@exemplo.com.br`, phone: `6198877${String(n).padStart(4, '0')}` };
        const uid = await createReadyCaregiver(stack(), account);
        return { uid, account, token: (await signIn(stack(), account.email, account.password)).accessToken };
      }),
    );
    stack().dynamo.injectConflicts(0.3);
    const file = (n: number) => ({
      families: [{ id: `familia-mista-${n}`, name: 'Família Mista' }],
      openings: [0, 1, 2].map((i) => ({ id: `mista-${n}-${i}`, clientId: `familia-mista-${n}`, createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', ...(i ? {} : { cep: '13015-904' }) })),
      notices: [],
    });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => api(stack(), '/api/signup', { method: 'POST', json: signupForm() })),
      ...people.map((p, i) => api(stack(), '/api/alerts', { method: 'POST', token: p.token, json: { cidade: ['Campinas', 'Recife', 'Natal'][i] } })),
      ...[1, 2].map((n) => api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json: file(n), token: operator })),
      ...[1, 2, 3].map((n) => api(stack(), '/api/support', { method: 'POST', json: { nome: 'Quem Escreve', email: 'mista@exemplo.com.br', whatsapp: '11912345678', mensagem: `Mensagem mista ${n}.` } })),
      subscribe(people[0].uid, people[0].account.email, 'Mensal'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(6).fill(201), 201, 201, 201, 200, 200, 200, 200, 200, 200]);
    expect(stack().dynamo.conflictCount()).toBeGreaterThan(0);
    stack().dynamo.injectConflicts(0);
    await stack().drainStreams();
    const live = await overview();
    expect(live).toEqual(await countedByScan());
    expect(live.caregivers.withPlan).toBe(1);

    // 181 days on, the TTL takes the support messages (180 days' retention): the waiting count drifts, the recount mends it.
    const later = new Date(Date.now() + 181 * DAY);
    await stack().sweepTtl(later);
    expect((await overview()).supportWaiting).toBeGreaterThan((await countedByScan()).supportWaiting);
    const report = await recount();
    expect(report.changed.map((c) => c.counter)).toContain('supportWaiting');
    expect(await overview()).toEqual(await countedByScan());

    // The unconfirmed sign-ups outlived the sweep (no TTL); their job removes them, with conflicts injected again.
    stack().dynamo.injectConflicts(0.3);
    const expiry = (await stack().runJob('expire-unconfirmed-signups', { now: later.toISOString() })) as { expired: number; failed: number };
    stack().dynamo.injectConflicts(0);
    expect(expiry).toMatchObject({ expired: 6, failed: 0 });
    expect(await overview()).toEqual(await countedByScan());
  }, 120_000);
});
