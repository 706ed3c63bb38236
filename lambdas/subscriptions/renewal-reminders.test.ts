import { dueForReminder, sendRenewalReminders, type LiveSubscription, type ReminderPorts } from './renewal-reminders';

const DAY = 86400;
const now = Date.parse('2026-11-24T12:00:00Z') / 1000;
const sub = (over: Partial<LiveSubscription> = {}): LiveSubscription => ({ id: 'sub_1', uid: 'u1', customerId: 'cus_1', plan: 'Trimestral', cancelAtPeriodEnd: false, periodEnd: now + 6 * DAY, now, ...over });

describe('renewal reminders', () => {
  it('are due within 7 days of a quarterly renewal only', () => {
    expect(dueForReminder(sub())).toBe(true);
    expect(dueForReminder(sub({ periodEnd: now + 7 * DAY }))).toBe(true);
    expect(dueForReminder(sub({ periodEnd: now + 7 * DAY + 1 }))).toBe(false);
    expect(dueForReminder(sub({ plan: 'Mensal' }))).toBe(false);
    // Pix Automático: its charge notice, monthly too
    expect(dueForReminder(sub({ plan: 'Mensal', method: 'pix-automatico' }))).toBe(true);
    expect(dueForReminder(sub({ plan: 'Mensal', method: 'pix-automatico', periodEnd: now + 7 * DAY + 1 }))).toBe(false);
    expect(dueForReminder(sub({ cancelAtPeriodEnd: true }))).toBe(false);
    expect(dueForReminder(sub({ periodEnd: now - 1 }))).toBe(false);
  });

  it('are recorded before they are sent: once per period; an SES refusal releases the record', async () => {
    const claimed = new Set<string>();
    const sent: string[] = [];
    let fail: Error | undefined;
    const ports: ReminderPorts = {
      async *liveSubscriptions() {
        yield sub();
        yield sub({ id: 'sub_2', plan: 'Mensal' });
      },
      recipient: async () => ({ email: 'ana@exemplo.com.br', name: 'Ana' }),
      claim: async (id, end) => !claimed.has(`${id}#${end}`) && !!claimed.add(`${id}#${end}`),
      release: async (id, end) => void claimed.delete(`${id}#${end}`),
      send: async (_to, e) => {
        if (fail) throw fail;
        sent.push(e.subject);
      },
      refused: (e) => (e as Error).message === 'refused',
      siteUrl: 'https://carey.test',
    };
    fail = new Error('refused');
    expect(await sendRenewalReminders(ports)).toEqual({ reminded: 0, failed: 1 });
    fail = undefined;
    expect(await sendRenewalReminders(ports)).toEqual({ reminded: 1, failed: 0 });
    expect(await sendRenewalReminders(ports)).toEqual({ reminded: 0, failed: 0 });
    expect(sent).toEqual(['Sua assinatura do Carey será renovada em 30/11/2026']);
  });
});

describe('Pix Automático\u2019s charge notice (the renewal reminder of a Pix Automático subscription)', () => {
  it('names Pix Automático, the amount and the date, and how to cancel in the bank app; a card\u2019s names the card; each once per period', async () => {
    const sent: { to: string; subject: string; html: string }[] = [];
    const claimed = new Set<string>();
    const ports: ReminderPorts = {
      async *liveSubscriptions() {
        yield sub({ id: 'sub_pix', plan: 'Mensal', method: 'pix-automatico' });
        yield sub({ id: 'sub_card', plan: 'Trimestral', method: 'cartao' });
      },
      recipient: async (s) => ({ email: `${s.id}@exemplo.com.br`, name: 'Ana' }),
      claim: async (id, end) => !claimed.has(`${id}#${end}`) && !!claimed.add(`${id}#${end}`),
      release: async () => undefined,
      send: async (to, e) => void sent.push({ to, ...e }),
      refused: () => false,
      siteUrl: 'https://carey.test',
    };
    expect(await sendRenewalReminders(ports)).toEqual({ reminded: 2, failed: 0 });
    expect(await sendRenewalReminders(ports)).toEqual({ reminded: 0, failed: 0 });
    const [pix, card] = sent;
    expect(sent).toHaveLength(2);
    expect(pix.to).toBe('sub_pix@exemplo.com.br');
    expect(pix.subject).toBe('Sua assinatura do Carey será renovada em 30/11/2026');
    expect(pix.html).toContain('plano Mensal será renovada em 30/11/2026, com a cobrança de R$ 36,90 pelo Pix Automático na sua conta');
    expect(pix.html).toContain('cancele o Pix Automático no app do seu banco');
    expect(pix.html).not.toContain('cartão');
    expect(card.html).toContain('com a cobrança de R$ 90,90 no seu cartão');
    expect(card.html).not.toContain('Pix');
  });
});
