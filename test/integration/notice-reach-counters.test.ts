import Stripe from 'stripe';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { startDeletion } from '../../lambdas/account/data/account-deletions';
import { newDeletionJob } from '../../lambdas/account/deletion';
import { linkStripeCustomer } from '../../lambdas/subscriptions/data/subscriptions';
import { createCustomer } from '../../lambdas/subscriptions/stripe';
import { addEnrolledOperator } from '../../infra/local/seed';
import { LOCAL_STRIPE } from '../../infra/local/stack';
import { hasPlanBySpec, scanTable } from './helpers/counted-by-scan';
import { holdersOfMessage } from '../helpers/many-caregivers';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';

/**
 * Issue 29: 'Será enviado para N cuidadora(s)' for 'Todas', 'Com plano' and 'Sem plano' comes from counters kept by
 * every write that changes who can receive notices. After a mix of such writes it equals a scan counted by the
 * segment rule (written here from the spec: confirmed, no deletion asked for) and what the fan-out writes.
 */
const stack = useLocalStack();
const DAY = 86_400_000;
const OPERATOR = { email: 'alcance.equipe@exemplo.com.br', password: 'Carey2024!equipe' };
const SEGMENTS = ['todas', 'com-plano', 'sem-plano'] as const;

let operator: string;
beforeAll(async () => {
  await addEnrolledOperator(stack(), OPERATOR);
  operator = (await signInOperator(stack(), OPERATOR)).accessToken;
});

const reach = async (destinatarias: string, more: Record<string, string> = {}) => {
  const res = await api(stack(), `/api/equipe/avisos/alcance?${new URLSearchParams({ destinatarias, ...more })}`, { token: operator });
  expect(res.status).toBe(200);
  return res.json.alcance as number;
};
const reaches = async () => Object.fromEntries(await Promise.all(SEGMENTS.map(async (s) => [s, await reach(s)] as const)));

/** The segment rule counted over a scan of the table, from the spec (not the product's predicate). */
async function countedBySegmentRule() {
  const reachable = (await scanTable()).filter((i) => i.entity === 'caregiver' && !i.deletionRequestedAt && !i.expiresAt && i.GSI2PK !== 'UNCONFIRMED-SIGNUP');
  const withPlan = reachable.filter((i) => hasPlanBySpec(i.tipodeconta)).length;
  return { todas: reachable.length, 'com-plano': withPlan, 'sem-plano': reachable.length - withPlan };
}

let seq = 0;
async function signUp(): Promise<{ uid: string; email: string }> {
  seq++;
  const email = `alcance.${seq}@exemplo.com.br`;
  const form = { name: `Alcance ${seq}`, phone: `4199${String(seq).padStart(3, '0')}5432`, email, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true };
  const res = await api(stack(), '/api/signup', { method: 'POST', json: form });
  expect(res.status).toBe(201);
  return { uid: res.json.uid as string, email };
}
const confirm = (email: string) => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));

async function webhook(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_alcance_${++seq}`, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
  const res = await api(stack(), '/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  expect(res.status).toBe(200);
}
async function subscribe(c: { uid: string; email: string }) {
  const customer = await linkStripeCustomer(c.uid, await createCustomer({ uid: c.uid, email: c.email, name: 'Com Plano' }));
  const subscription = `sub_alcance_${c.uid.slice(0, 8)}`;
  await webhook('checkout.session.completed', { id: `cs_test_${subscription}`, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid', client_reference_id: c.uid, customer, subscription, metadata: { uid: c.uid, plan: 'Mensal' } });
  return { customer, subscription };
}

describe("the Avisos reach from counters ('Todas', 'Com plano', 'Sem plano')", () => {
  it('after sign-ups confirmed and not, plans on and off, a deletion asked for and an expiry: the counters equal the scan and the fan-out', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUp()));
    expect(await reaches()).toEqual({ todas: 0, 'com-plano': 0, 'sem-plano': 0 });
    // Confirmed: 0..3; 4 and 5 stay unconfirmed (4 even pays: an unconfirmed sign-up is still not reached).
    for (const p of people.slice(0, 4)) await confirm(p.email);
    await subscribe(people[0]);
    const off = await subscribe(people[1]);
    await webhook('customer.subscription.deleted', { id: off.subscription, object: 'subscription', customer: off.customer, status: 'canceled', metadata: {} });
    await subscribe(people[2]);
    await subscribe(people[4]);
    expect((await getCaregiver(people[4].uid))!.tipodeconta).toBe('Mensal');
    // 2 (with a plan) asks for her deletion: the mark is written, the steps not run yet.
    const marked = (await getCaregiver(people[2].uid))!;
    expect(await startDeletion(newDeletionJob(marked, new Date()), marked.subscriptionVersion)).toBe('started');
    // 5 expires unconfirmed (48 h on): the job removes her with her counts.
    const expiry = (await stack().runJob('expire-unconfirmed-signups', { now: new Date(Date.now() + 3 * DAY).toISOString() })) as { expired: number };
    expect(expiry.expired).toBe(2);

    const counted = await countedBySegmentRule();
    expect(counted).toEqual({ todas: 3, 'com-plano': 1, 'sem-plano': 2 });
    expect(await reaches()).toEqual(counted);
    // The type segment reads the caregivers' index (no Scan): every one of them signed up as 'Cuidador'.
    expect(await reach('tipo-de-cadastro', { tipoDeCadastro: 'Cuidador' })).toBe(counted.todas);

    // What the fan-out writes: each segment's notice reaches exactly as many caregivers as the reach said.
    for (const destinatarias of SEGMENTS) {
      const mensagem = `Aviso de alcance: ${destinatarias}`;
      const sent = await api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem, destinatarias } });
      expect(sent.status).toBe(201);
      await stack().runJob('fan-out-notices', {});
      expect((await holdersOfMessage(mensagem)).uids).toHaveLength(counted[destinatarias]);
    }
  }, 120_000);

  it('the recount mends a reach counter set wrong, and a second run changes nothing', async () => {
    const right = await reaches();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: { PK: 'COUNTERS#5', SK: 'TOTAL' }, UpdateExpression: 'ADD caregiversReachable :a, caregiversReachableWithPlan :b', ExpressionAttributeValues: { ':a': 7, ':b': -1 } }));
    expect(await reach('todas')).toBe(right.todas + 7);
    const report = (await stack().runJob('recount-counters', { now: new Date().toISOString() })) as { changed: { counter: string }[] };
    expect(report.changed.map((c) => c.counter).sort()).toEqual(['caregiversReachable', 'caregiversReachableWithPlan']);
    expect(await reaches()).toEqual(right);
    expect(await reaches()).toEqual(await countedBySegmentRule());
    expect(((await stack().runJob('recount-counters', { now: new Date().toISOString() })) as { changed: unknown[] }).changed).toEqual([]);
  });
});
