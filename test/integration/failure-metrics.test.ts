import Stripe from 'stripe';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createConfirmedUser } from '../../infra/local/seed';
import { apiPaths } from '../../contract/paths';
import { deletionStepRunners } from '../../lambdas/account/delete-account';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { billingTexts } from '../../lambdas/subscriptions/billing-texts';
import { ses } from '../../lambdas/base/mail/ses';
import { saveOpening } from '../../lambdas/openings/data/openings';
import type { Opening } from '../../lambdas/openings/opening';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { SERVICE_NAME, metricNames, metricsNamespace, type MetricName } from '../../lambdas/base/observability/metric-names';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { pixStack } from './helpers/pix-stack';
import { consentGiven } from '../../lambdas/caregivers/consent';

/**
 * Every failure an alarm watches, made to happen on the local stack, and found in the failing function's own log as
 * the EMF metric the alarm names: namespace `Carey/<stage>`, the metric's name, and exactly the contract's
 * dimensions (lambdas/base/observability/metric-names.ts). What only AWS shows (the alarm changing state) is not here.
 */
const stack = useLocalStack();
const pix = pixStack(stack, '2195');
const DAY = 24 * 3600_000;
let seq = 0;

/** The EMF metrics in one function's log (its path under lambdas/), from `since` on. */
function metricsIn(handler: string, since = 0) {
  const lines = stack().functionLogs(handler).slice(since).map((l) => l.line);
  return emfMetrics(lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [])));
}
const logLength = (handler: string) => stack().functionLogs(handler).length;
const metric = (name: MetricName, extra: Record<string, string> = {}, value?: number) =>
  expect.objectContaining({ namespace: metricsNamespace('local'), name, dimensions: { service: SERVICE_NAME, ...extra }, ...(value === undefined ? {} : { value }) });

/** The table is gone for the functions (not for the test's own writes) until the returned restore is called. */
const breakTable = () => stack().overrideVariable('TABLE_NAME', 'tabela-que-nao-existe');

/** Every SES call of the functions fails as SES does when it is down, until `restore`. */
function breakSes() {
  const name = `injected-ses-fault-${++seq}`;
  ses().middlewareStack.add(
    () => async () => {
      throw Object.assign(new Error('SES is down (injected)'), { name: 'ServiceUnavailable', $fault: 'server' });
    },
    { step: 'initialize', name },
  );
  return () => ses().middlewareStack.remove(name);
}

describe('each failing path emits the metric its alarm watches', () => {
  it('an API route that fails unexpectedly: UnhandledError for its route, before the 500', async () => {
    const handler = 'support/handlers/send-support';
    const since = logLength(handler);
    const restore = breakTable();
    try {
      const res = await api(stack(), apiPaths.support, { method: 'POST', json: { nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '11999990000', mensagem: 'Olá' } });
      expect(res.status).toBe(500);
    } finally {
      restore();
    }
    expect(metricsIn(handler, since)).toEqual([metric(metricNames.unhandledError, { Route: `POST ${apiPaths.support}` })]);
  });

  it("Stripe's webhook that cannot apply an event: StripeWebhookFailed (and the route's UnhandledError)", async () => {
    const handler = 'subscriptions/handlers/stripe-webhook';
    const since = logLength(handler);
    const payload = JSON.stringify({ id: 'evt_falha', object: 'event', created: 1_700_000_000, type: 'customer.subscription.deleted', data: { object: { id: 'sub_x', customer: 'cus_x', status: 'canceled' } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret });
    const restore = breakTable();
    try {
      const res = await api(stack(), apiPaths.stripeWebhook, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
      expect(res.status).toBe(500);
    } finally {
      restore();
    }
    expect(metricsIn(handler, since)).toEqual(
      expect.arrayContaining([metric(metricNames.stripeWebhookFailed), metric(metricNames.unhandledError, { Route: `POST ${apiPaths.stripeWebhook}` })]),
    );
  });

  it("a withdrawal whose refund Stripe refuses: RefundsFailed, a 503 saying it did not go through, the withdrawal not recorded; asked again, it is made", async () => {
    const handler = 'subscriptions/handlers/cancel-subscription';
    const { uid, token } = await pix.newCaregiver(`metricas.reembolso.${Date.now()}@exemplo.com.br`);
    const session = (await pix.checkout(token, 'Mensal', 'pix')).json as { id: string };
    expect((await pix.control(`pix/${session.id}/pagar`)).status).toBe(200);
    await pix.eventsSettled();
    expect((await getCaregiver(uid))!).toMatchObject({ tipodeconta: 'Mensal', pixPayments: [expect.objectContaining({ sessionId: session.id })] });
    const since = logLength(handler);
    // Stripe refuses the refund (a 500 it asks not to retry)
    expect((await pix.control('outage', { method: 'POST', path: '/v1/refunds', times: 1 })).status).toBe(200);
    const withdraw = () => api(stack(), apiPaths.billingCancellation, { method: 'POST', token, json: {} });
    expect(await withdraw()).toMatchObject({ status: 503, json: { message: billingTexts.refundNotMade } });
    expect(metricsIn(handler, since)).toEqual([metric(metricNames.refundsFailed, {}, 1)]);
    expect((await pix.stripe().refunds.list({ payment_intent: (await getCaregiver(uid))!.pixPayments![0].paymentIntent })).data).toEqual([]);
    expect((await getCaregiver(uid))!.assinaturasDesistidas).toBeUndefined();
    // Stripe takes it now: refunded once, the withdrawal recorded once
    expect(await withdraw()).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
    await pix.eventsSettled();
    expect((await getCaregiver(uid))!.assinaturasDesistidas).toEqual(new Set([session.id]));
  });

  it('a new opening whose alert matching fails: AlertMatchesFailed and JobFailed for the stream consumer', async () => {
    const handler = 'alerts/jobs/match-new-openings';
    const since = logLength(handler);
    const restore = breakTable();
    try {
      await saveOpening({ id: `metricas-${Date.now()}`, clientId: 'familia-metricas', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' }, bairro: 'Centro' } as Opening);
      await stack().drainStreams();
    } finally {
      restore();
    }
    const found = metricsIn(handler, since);
    expect(found).toContainEqual(metric(metricNames.alertMatchesFailed));
    expect(found).toContainEqual(metric(metricNames.jobFailed, { Job: handler }));
  });

  it('a digest SES cannot take: AlertDigestsFailed', async () => {
    const handler = 'alerts/jobs/send-alert-digests';
    const email = `metricas.digest.${Date.now()}@exemplo.com.br`;
    const uid = await createConfirmedUser(stack(), { email, password: 'Carey2024!', name: 'Dalva Métricas' });
    await createCaregiverWithClaims({
      consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
      uid, name: 'Dalva Métricas', email, phone: `1198${String(Date.now()).slice(-7)}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
      genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
    });
    const { accessToken: token } = await signIn(stack(), email, 'Carey2024!');
    expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { cidade: 'Cidade Métricas' } })).status).toBe(201);
    await saveOpening({ id: `metricas-digest-${Date.now()}`, clientId: 'familia-metricas', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Cidade Métricas' }, bairro: 'Centro' } as Opening);
    await stack().drainStreams();
    const since = logLength(handler);
    const restore = breakSes();
    try {
      const counts = (await stack().runJob('send-alert-digests', { settleMs: 0, now: new Date(Date.now() + 60_000).toISOString() })) as Record<string, number>;
      expect(counts.failed).toBe(1);
    } finally {
      restore();
    }
    expect(metricsIn(handler, since)).toEqual([metric(metricNames.digestsFailed)]);
  });

  it('a deletion still pending a day after it was asked for: AccountDeletionsOverdue', async () => {
    const handler = 'account/jobs/resume-account-deletions';
    const email = `metricas.exclusao.${Date.now()}@exemplo.com.br`;
    const password = 'Senha1234x';
    const form = { name: 'Ana Métricas', phone: `3198${String(Date.now()).slice(-7)}`, email, password, confirmPassword: password, tipoDeCadastro: 'Enfermeiro(a)', genero: 'Feminino', acceptedTerms: true };
    expect((await api(stack(), '/api/signup', { method: 'POST', json: form })).status).toBe(201);
    await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
    const { accessToken: token } = await signIn(stack(), email, password);
    // A step that keeps failing (its service down): the deletion stays pending.
    const step = deletionStepRunners['delete-notices'];
    deletionStepRunners['delete-notices'] = async () => {
      throw Object.assign(new Error('injected'), { name: 'ServiceUnavailable' });
    };
    try {
      expect((await api(stack(), '/api/me/deletion', { method: 'POST', token, json: { password, confirm: true } })).status).toBe(202);
      const since = logLength(handler);
      await stack().runJob('resume-account-deletions', { graceMs: 0, now: new Date(Date.now() + 2 * DAY).toISOString() });
      expect(metricsIn(handler, since)).toEqual([metric(metricNames.deletionsOverdue, {}, 1)]);
    } finally {
      deletionStepRunners['delete-notices'] = step;
    }
    await stack().runJob('resume-account-deletions', { graceMs: 0 });
  });

  it("a notice fan-out run that cannot go on: NoticeFanOutsStuck and JobFailed for the job", async () => {
    const handler = 'team/jobs/fan-out-notices';
    const since = logLength(handler);
    const restore = breakTable();
    try {
      await expect(stack().runJob('fan-out-notices', {})).rejects.toThrow();
    } finally {
      restore();
    }
    const found = metricsIn(handler, since);
    expect(found).toContainEqual(metric(metricNames.noticeFanOutsStuck));
    expect(found).toContainEqual(metric(metricNames.jobFailed, { Job: handler }));
  });

  it('a SignUp called straight on Cognito is refused by PreSignUp: SignUpsRefused, never JobFailed (a refusal pages nobody)', async () => {
    const handler = 'caregivers/triggers/pre-sign-up';
    const since = logLength(handler);
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
    const refused = await cognito
      .send(new SignUpCommand({ ClientId: stack().userPoolClientId, Username: 'robo@exemplo.com', Password: 'Senha1234' }))
      .then(() => 'created', (error: Error) => error.name);
    expect(refused).toBe('UserLambdaValidationException');
    expect(metricsIn(handler, since)).toEqual([metric(metricNames.signUpsRefused, {}, 1)]);
  });
});
