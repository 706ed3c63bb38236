import { SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { createConfirmedUser } from '../../infra/local/seed';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { saveOpening } from '../../lambdas/openings/data/openings';
import type { Opening } from '../../lambdas/openings/opening';
import { newSupportMessage, putSupportMessage } from '../../lambdas/support/data/support-messages';
import { undeliverableReason } from '../../lambdas/base/mail/undeliverable';
import { emfMetrics } from '../../lambdas/base/observability/captured-log';
import { SERVICE_NAME, metricNames, metricsNamespace } from '../../lambdas/base/observability/metric-names';
import { api, mailbox, signIn, signInOperator, useLocalStack } from './helpers/local-stack';

/**
 * E-mail that keeps flowing (docs/decisions/045-email-delivery.md): a send to SES's mailbox simulator produces, on
 * the local stack, the bounce or complaint SES would publish to SNS, delivered to our handler
 * (lambdas/base/handlers/ses-events.ts); the address is then marked and nothing of ours is sent to it again.
 * A real bounce from a real mailbox only happens in AWS.
 */
const stack = useLocalStack({ seed: true });
const UNDELIVERABLE_REPLY = 'E-mail não entregue: o endereço de quem enviou esta mensagem recusou nossos e-mails antes, então a resposta foi guardada e não foi enviada.';

let operator: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
});

async function messageFrom(email: string) {
  const message = newSupportMessage({ nome: 'Simulador', email, whatsapp: '11912345678', mensagem: `Olá (${Date.now()})` });
  await putSupportMessage(message);
  return message;
}
const reply = (id: string) => api(stack(), `/api/equipe/atendimento/${id}/resposta`, { method: 'POST', token: operator, json: { resposta: 'Olá! Obrigada pela mensagem.' } });
const mailsTo = async (email: string) => (await mailbox(stack())).filter((m) => m.destination.to.some((to) => to.includes(email))).length;
const handlerMetrics = () =>
  emfMetrics(stack().functionLogs('base/handlers/ses-events').flatMap((l) => (l.line.startsWith('{') ? [JSON.parse(l.line) as Record<string, unknown>] : [])));

describe.each([
  ['bounce@simulator.amazonses.com', 'bounce', metricNames.emailsBounced],
  ['complaint@simulator.amazonses.com', 'complaint', metricNames.emailsComplained],
  ['suppressionlist@simulator.amazonses.com', 'bounce', metricNames.emailsBounced],
] as const)('a support reply to %s', (address, reason, metric) => {
  it('is sent once; the event marks the address; the next reply is kept, not sent, and says so in Portuguese', async () => {
    expect(await undeliverableReason(address)).toBeUndefined();
    const first = await reply((await messageFrom(address)).id);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ resposta: { enviada: true } });
    await stack().drainEmailEvents();
    expect(await undeliverableReason(address)).toBe(reason);
    expect(handlerMetrics()).toContainEqual({ namespace: metricsNamespace('local'), name: metric, dimensions: { service: SERVICE_NAME }, value: 1 });

    const sent = await mailsTo(address);
    const second = await messageFrom(address);
    const again = await reply(second.id);
    expect({ status: again.status, body: again.json }).toEqual({ status: 409, body: { message: UNDELIVERABLE_REPLY } });
    expect(await mailsTo(address)).toBe(sent);
  });
});

describe('the mark', () => {
  it('keeps no address: only a peppered hash is stored', async () => {
    await reply((await messageFrom('bounce@simulator.amazonses.com')).id);
    await stack().drainEmailEvents();
    const lines = stack().functionLogs('base/handlers/ses-events').map((l) => l.line).join('\n');
    expect(lines).toContain('address marked undeliverable');
    expect(lines).not.toContain('simulator.amazonses.com');
  });

  it('leaves success@ alone: a delivery marks nothing', async () => {
    const address = 'success@simulator.amazonses.com';
    expect((await reply((await messageFrom(address)).id)).status).toBe(200);
    await stack().drainEmailEvents();
    expect(await undeliverableReason(address)).toBeUndefined();
    expect((await reply((await messageFrom(address)).id)).status).toBe(200);
  });
});

describe('a caregiver whose address bounced', () => {
  it('gets no alert digest: her matches are dropped, nothing is sent, nothing counts as failed', async () => {
    const email = 'bounce@simulator.amazonses.com';
    await reply((await messageFrom(email)).id);
    await stack().drainEmailEvents();
    expect(await undeliverableReason(email)).toBe('bounce');
    const uid = await createConfirmedUser(stack(), { email, password: 'Carey2024!', name: 'Bia Bounce' });
    await createCaregiverWithClaims({
      uid, name: 'Bia Bounce', email, phone: `1197${String(Date.now()).slice(-7)}`, status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador',
      genero: 'Feminino', tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
      consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    });
    const { accessToken: token } = await signIn(stack(), email, 'Carey2024!');
    expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { cidade: 'Cidade Bounce' } })).status).toBe(201);
    await saveOpening({ id: `bounce-${Date.now()}`, clientId: 'familia-bounce', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Cidade Bounce' }, bairro: 'Centro' } as Opening);
    await stack().drainStreams();
    const before = await mailsTo(email);
    const run = () => stack().runJob('send-alert-digests', { settleMs: 0, now: new Date(Date.now() + 60_000).toISOString() }) as Promise<Record<string, number>>;
    expect(await run()).toMatchObject({ sent: 0, failed: 0, 'nothing-to-send': 1 });
    expect(await run()).toMatchObject({ sent: 0, failed: 0, 'nothing-to-send': 0 });
    expect(await mailsTo(email)).toBe(before);
  });
});
