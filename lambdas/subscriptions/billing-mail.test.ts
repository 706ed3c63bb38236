import { deliverBillingMail, type BillingMailPorts } from './billing-mail';
import type { PendingBillingMail } from './data/billing-mail';

function ports(waiting: PendingBillingMail | undefined, send: BillingMailPorts['send']) {
  const log: string[] = [];
  let queue = waiting;
  const p: BillingMailPorts = {
    claim: async () => {
      const taken = queue;
      queue = undefined;
      return taken;
    },
    release: async (m) => void (queue = m, log.push('released')),
    recipient: async (uid) => (uid === 'u1' ? { email: 'ana@exemplo.com.br', name: 'Ana' } : undefined),
    send,
    refused: (e) => (e as Error).message === 'refused',
    siteUrl: 'https://carey.test',
  };
  return { p, log };
}

describe('deliverBillingMail', () => {
  const refunded: PendingBillingMail = { eventId: 'evt_1', uid: 'u1', mail: { kind: 'refunded', amountCents: 1845, at: Date.parse('2026-11-24T15:00:00Z') / 1000 } };
  it('sends a waiting e-mail once, in Portuguese, with the amount and date', async () => {
    const sent: { to: string; subject: string; html: string }[] = [];
    const { p } = ports(refunded, async (to, e) => void sent.push({ to, ...e }));
    expect(await deliverBillingMail('evt_1', p)).toBe('sent');
    expect(await deliverBillingMail('evt_1', p)).toBe('none');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ana@exemplo.com.br', subject: 'Cancelamento e reembolso confirmados' });
    expect(sent[0].html).toContain('Devolvemos R$ 18,45 ao seu cartão em 24/11/2026');
    expect(sent[0].html).toContain('href="https://carey.test/minha-conta"');
  });
  it('puts it back when SES refused it, and gives it up (never twice) when SES may have sent it', async () => {
    const refused = ports(refunded, async () => Promise.reject(new Error('refused')));
    expect(await deliverBillingMail('evt_1', refused.p)).toBe('failed');
    expect(refused.log).toEqual(['released']);
    const lost = ports(refunded, async () => Promise.reject(new Error('timeout')));
    expect(await deliverBillingMail('evt_1', lost.p)).toBe('failed');
    expect(lost.log).toEqual([]);
  });
  it('sends nothing to a caregiver who is gone', async () => {
    const { p } = ports({ ...refunded, uid: 'gone' }, async () => Promise.reject(new Error('must not send')));
    expect(await deliverBillingMail('evt_1', p)).toBe('none');
  });
});

describe('the Pix billing e-mails', () => {
  const at = Date.parse('2027-01-31T12:00:00Z') / 1000;
  const render = async (mail: PendingBillingMail['mail']) => {
    const sent: { subject: string; html: string }[] = [];
    const { p } = ports({ eventId: 'evt_p', uid: 'u1', mail }, async (_to, e) => void sent.push(e));
    await deliverBillingMail('evt_p', p);
    return sent[0];
  };

  it('confirm a one-off Pix with its amount and until when she has access; the refund goes back by Pix', async () => {
    const confirmed = await render({ kind: 'subscription-confirmed', method: 'pix', plan: 'Trimestral', amountCents: 7575, discountCents: 1515, accessUntil: at + 90 * 86400, paidAt: at });
    expect(confirmed.subject).toBe('Seu pagamento por Pix foi confirmado');
    expect(confirmed.html).toContain('Valor pago: R$ 75,75');
    expect(confirmed.html).toContain('Acesso até 01/05/2027');
    const refunded = await render({ kind: 'refunded', method: 'pix', amountCents: 3690, at });
    expect(refunded.html).toContain('Devolvemos R$ 36,90 à sua conta pelo Pix em 31/01/2027.');
  });

  it('name Pix Automático\'s next charge, and tell her when a one-off period ended', async () => {
    const automatic = await render({ kind: 'subscription-confirmed', method: 'pix-automatico', plan: 'Mensal', amountCents: 1845, discountCents: 1845, nextChargeAt: at + 28 * 86400, paidAt: at });
    expect(automatic.html).toContain('Próxima cobrança pelo Pix Automático: 28/02/2027, no valor de R$ 36,90.');
    const ended = await render({ kind: 'plan-ended', plan: 'Mensal', endedAt: at });
    expect(ended.subject).toBe('Seu plano do Carey terminou');
    expect(ended.html).toContain('terminou em 31/01/2027');
  });

  it('a Pix given back while another plan was live says so, and that her plan did not change (no cancellation)', async () => {
    // 02:30 UTC on 01/02 is still 31/01 in São Paulo
    const late = Date.parse('2027-02-01T02:30:00Z') / 1000;
    const returned = await render({ kind: 'pix-returned', amountCents: 9090, at: late, plan: 'Mensal' });
    expect(returned.subject).toBe('Devolvemos o seu Pix');
    expect(returned.html).toContain('Recebemos um Pix de R$ 90,90 quando o seu plano Mensal já estava pago de outra forma. Para você não pagar duas vezes, devolvemos todo o valor.');
    expect(returned.html).toContain('Devolvemos R$ 90,90 à sua conta pelo Pix em 31/01/2027.');
    expect(returned.html).toContain('Seu plano continua como estava: nada mudou na sua assinatura.');
    expect(returned.html).not.toContain('cancelad');
    expect(returned.html).not.toContain('Sem Plano');
    const noPlan = await render({ kind: 'pix-returned', amountCents: 3690, at, plan: '' });
    expect(noPlan.html).toContain('Recebemos um Pix de R$ 36,90 quando o seu plano já estava pago de outra forma.');
  });

  it('every billing e-mail names the way she pays (issue 50, item 4)', async () => {
    const line = async (mail: PendingBillingMail['mail']) => /Forma de pagamento: [^<]+/.exec((await render(mail)).html)?.[0];
    expect(await line({ kind: 'subscription-confirmed', method: 'cartao', plan: 'Mensal', amountCents: 3690, discountCents: 0, nextChargeAt: at, paidAt: at })).toBe('Forma de pagamento: Cartão de crédito');
    expect(await line({ kind: 'subscription-confirmed', method: 'pix-automatico', plan: 'Mensal', amountCents: 3690, discountCents: 0, nextChargeAt: at, paidAt: at })).toBe('Forma de pagamento: Pix Automático');
    expect(await line({ kind: 'subscription-confirmed', method: 'pix', plan: 'Mensal', amountCents: 3690, discountCents: 0, accessUntil: at, paidAt: at })).toBe('Forma de pagamento: Pix, sem renovação automática');
    expect(await line({ kind: 'refunded', method: 'cartao', amountCents: 3690, at })).toBe('Forma de pagamento: Cartão de crédito');
    expect(await line({ kind: 'refunded', method: 'pix-automatico', amountCents: 3690, at })).toBe('Forma de pagamento: Pix Automático');
    expect(await line({ kind: 'payment-failed', method: 'cartao', plan: 'Mensal' })).toBe('Forma de pagamento: Cartão de crédito');
    expect(await line({ kind: 'payment-failed', method: 'pix-automatico', plan: 'Mensal' })).toBe('Forma de pagamento: Pix Automático');
    expect(await line({ kind: 'renewal-stopped', method: 'cartao', plan: 'Mensal', accessUntil: at })).toBe('Forma de pagamento: Cartão de crédito');
    const stopped = await render({ kind: 'renewal-stopped', method: 'pix-automatico', plan: 'Mensal', accessUntil: at });
    expect(stopped.html).toContain('Forma de pagamento: Pix Automático');
    expect(stopped.html).toContain('Nenhum novo débito do Pix Automático será feito na sua conta.');
    expect(await line({ kind: 'plan-ended', plan: 'Mensal', endedAt: at })).toBe('Forma de pagamento: Pix, sem renovação automática');
  });

  it('a failed Pix Automático charge points to her bank app and the mandate, not to a card', async () => {
    const failed = await render({ kind: 'payment-failed', method: 'pix-automatico', plan: 'Mensal', nextAttemptAt: at + 7 * 86400 });
    expect(failed.subject).toBe('Não conseguimos cobrar sua assinatura do Carey');
    expect(failed.html).toContain('Não conseguimos receber o Pix Automático da sua assinatura do plano Mensal.');
    expect(failed.html).toContain('Confira no app do seu banco se a autorização do Pix Automático do Carey continua ativa e se há saldo na conta. Se você cancelou a autorização, pode assinar de novo em Minha Conta.');
    expect(failed.html).toContain('Tentaremos cobrar de novo em 07/02/2027');
    expect(failed.html).not.toContain('cartão');
    const card = await render({ kind: 'payment-failed', plan: 'Mensal' });
    expect(card.html).toContain('Para atualizar o cartão, abra Minha Conta');
    expect(card.html).not.toContain('Pix');
  });
});
