import { getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { dateLabel } from '../../lambdas/subscriptions/withdrawal-window';
import type { PaymentMethod } from '../../contract';
import { api, useLocalStack } from './helpers/local-stack';
import { eventually } from './helpers/eventually';
import { pixStack } from './helpers/pix-stack';

/**
 * Each billing e-mail names the way she paid (issue 50, item 4). Real handlers on the Stripe stand-in; the e-mails are
 * read as the local SES stand-in holds them: the confirmation of each way, then the withdrawal's refund of each way.
 * Before, a Pix Automático confirmation read as a card's ('Próxima cobrança: …', no word of her bank).
 */
const stack = useLocalStack();
const { newCaregiver, checkout, eventsSettled, control, stripe, mailsTo } = pixStack(stack, '2193');

/** The one e-mail with this subject she has, once the webhook sent it. */
async function mail(email: string, subject: string) {
  const found = await eventually(async () => (await mailsTo(email)).filter((m) => m.subject === subject), (mails) => mails.length > 0);
  expect(found).toHaveLength(1);
  return found[0].body.html ?? '';
}

/** Mensal paid this way, without the coupon: the card's 'Pagar', or the simulated bank app. */
async function paidMensal(email: string, method: PaymentMethod) {
  const who = await newCaregiver(email);
  const session = (await checkout(who.token, 'Mensal', method)).json as { id: string; url: string };
  if (method === 'cartao') expect((await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' })).status).toBe(303);
  else expect((await control(`pix/${session.id}/pagar`)).status).toBe(200);
  await eventsSettled();
  const record = (await getCaregiver(who.uid))!;
  const next = record.stripeSubscriptionId ? dateLabel((await stripe().subscriptions.retrieve(record.stripeSubscriptionId)).items.data[0].current_period_end) : undefined;
  return { ...who, next, accessUntil: record.pixAccessUntil !== undefined ? dateLabel(record.pixAccessUntil) : undefined };
}

const withdraw = async (token: string) => {
  expect(await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} })).toMatchObject({ status: 200, json: { outcome: 'reembolso' } });
  await eventsSettled();
};

describe('each billing e-mail names the way she paid (the e-mails as the local SES holds them)', () => {
  it('card: the confirmation and the refund say "Cartão de crédito", the next charge and the card', async () => {
    const ana = await paidMensal('email-forma-cartao@example.com', 'cartao');
    const confirmed = await mail(ana.email, 'Sua assinatura do Carey está confirmada');
    for (const text of ['Sua assinatura do plano Mensal está confirmada.', 'Forma de pagamento: Cartão de crédito', 'Valor pago: R$ 36,90', `Próxima cobrança: ${ana.next}, no valor de R$ 36,90`]) expect(confirmed).toContain(text);
    // (her name here is 'Rita Pix': the words of a Pix payment are what must be absent)
    expect(confirmed).not.toMatch(/Pix Automático|pelo Pix|Recebemos o seu Pix/);
    await withdraw(ana.token);
    const refunded = await mail(ana.email, 'Cancelamento e reembolso confirmados');
    expect(refunded).toContain('Forma de pagamento: Cartão de crédito');
    expect(refunded).toContain('Devolvemos R$ 36,90 ao seu cartão em');
  });

  it("Pix Automático: the confirmation says so, the bank's notice before each debit and cancelling in the bank's app; the refund goes back by Pix", async () => {
    const bia = await paidMensal('email-forma-pix-automatico@example.com', 'pix-automatico');
    const confirmed = await mail(bia.email, 'Sua assinatura do Carey está confirmada');
    for (const text of [
      'Sua assinatura do plano Mensal com Pix Automático está confirmada.',
      'Forma de pagamento: Pix Automático',
      `Próxima cobrança pelo Pix Automático: ${bia.next}, no valor de R$ 36,90. Seu banco avisa antes de cada débito.`,
      'Você pode cancelar o Pix Automático no app do seu banco ou em Minha Conta.',
    ]) expect(confirmed).toContain(text);
    expect(confirmed).not.toContain(`Próxima cobrança: ${bia.next}`);
    expect(confirmed).not.toContain('Cartão');
    await withdraw(bia.token);
    const refunded = await mail(bia.email, 'Cancelamento e reembolso confirmados');
    expect(refunded).toContain('Forma de pagamento: Pix Automático');
    expect(refunded).toContain('Devolvemos R$ 36,90 à sua conta pelo Pix em');
    expect(refunded).not.toContain('cartão');
  });

  it('one-off Pix: the confirmation says "Pix, sem renovação automática" and until when; the refund goes back by Pix', async () => {
    const cris = await paidMensal('email-forma-pix@example.com', 'pix');
    const confirmed = await mail(cris.email, 'Seu pagamento por Pix foi confirmado');
    for (const text of ['Recebemos o seu Pix do plano Mensal.', 'Forma de pagamento: Pix, sem renovação automática', `Acesso até ${cris.accessUntil}. O Pix não se renova sozinho`]) expect(confirmed).toContain(text);
    expect(confirmed).not.toContain('Cartão');
    await withdraw(cris.token);
    const refunded = await mail(cris.email, 'Cancelamento e reembolso confirmados');
    expect(refunded).toContain('Forma de pagamento: Pix, sem renovação automática');
    expect(refunded).toContain('Devolvemos R$ 36,90 à sua conta pelo Pix em');
  });
});
