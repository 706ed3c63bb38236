import type { Caregiver } from '../caregivers/caregiver';
import type { QueuedPixPeriod } from './data/pix-periods';
import { runPixExpiry, type PixExpiryPorts } from './pix-expiry';
import { applyEvent, type SubscriptionState } from './subscription-state';

const sp = (iso: string) => Date.parse(`${iso}-03:00`) / 1000;
const endsAt = sp('2027-02-28T09:00:00');

/** Her record, the queues and the markers in memory; apply runs the real state machine once per event id. */
function world() {
  let ana = { uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', tipodeconta: 'Mensal', stripeCustomerId: 'cus_1', formaDePagamento: 'pix', pixAccessUntil: endsAt, pixPayments: [] } as unknown as Caregiver;
  const p: QueuedPixPeriod = { uid: 'u1', customerId: 'cus_1', endsAt };
  const queues = { end: [p], mail: [p] };
  const markers = new Set<string>();
  const sent: string[] = [];
  let sesDown = false;
  const ports: PixExpiryPorts = {
    dueEnds: async (now) => queues.end.filter((q) => q.endsAt <= now),
    dueEndingMails: async (now) => queues.mail.filter((q) => q.endsAt - 3 * 86400 <= now),
    apply: async ({ eventId, event }) => {
      if (markers.has(eventId)) return 'duplicate';
      markers.add(eventId);
      const t = applyEvent(ana as unknown as SubscriptionState, event);
      ana = { ...ana, ...t.state } as Caregiver;
      if (t.mail) sent.push(t.mail.kind);
      return t.changed ? 'applied' : 'no-change';
    },
    sendQueuedMail: async () => undefined,
    dropEnd: async (q) => ((queues.end = queues.end.filter((x) => x !== q)), true),
    claimEndingMail: async (q) => queues.mail.includes(q) && ((queues.mail = queues.mail.filter((x) => x !== q)), true),
    releaseEndingMail: async (q) => void queues.mail.push(q),
    caregiver: async () => ana,
    send: async (_to, e) => {
      if (sesDown) throw new Error('refused');
      sent.push(e.subject);
    },
    refused: (e) => (e as Error).message === 'refused',
    siteUrl: 'https://carey.test',
  };
  return { ports, sent, ana: () => ana, sesDown: (v: boolean) => void (sesDown = v) };
}

describe('the one-off Pix job', () => {
  it('sends "termina em 3 dias" once from 3 days before (an SES refusal is retried), and ends the period once at its end', async () => {
    const w = world();
    expect(await runPixExpiry(endsAt - 3 * 86400 - 1, w.ports)).toEqual({ ended: 0, reminded: 0, failed: 0 });
    w.sesDown(true);
    expect(await runPixExpiry(endsAt - 3 * 86400, w.ports)).toEqual({ ended: 0, reminded: 0, failed: 1 });
    w.sesDown(false);
    expect(await runPixExpiry(endsAt - 2 * 86400, w.ports)).toEqual({ ended: 0, reminded: 1, failed: 0 });
    expect(await runPixExpiry(endsAt - 1, w.ports)).toEqual({ ended: 0, reminded: 0, failed: 0 });
    expect(w.ana().tipodeconta).toBe('Mensal');
    expect(await runPixExpiry(endsAt, w.ports)).toEqual({ ended: 1, reminded: 0, failed: 0 });
    expect(await runPixExpiry(endsAt + 300, w.ports)).toEqual({ ended: 0, reminded: 0, failed: 0 });
    expect(w.ana().tipodeconta).toBe('Sem Plano');
    expect(w.sent).toEqual(['Seu acesso ao Carey termina em 28/02/2027', 'plan-ended']);
  });

  it('sends no reminder for a period she renewed since (another end) and ends nothing', async () => {
    const w = world();
    await w.ports.apply({ eventId: 'evt_renew', eventType: 'x', uid: 'u1', event: { type: 'pix-paid', at: endsAt - 5 * 86400, customerId: 'cus_1', sessionId: 'cs_2', paymentIntent: 'pi_2', plan: 'Mensal', amountCents: 3690, discountCents: 0 } });
    w.sent.length = 0;
    expect(await runPixExpiry(endsAt + 60, w.ports)).toEqual({ ended: 0, reminded: 0, failed: 0 });
    expect(w.ana().tipodeconta).toBe('Mensal');
    expect(w.sent).toEqual([]);
  });
});
