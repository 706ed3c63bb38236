import { closeCheckoutsAtDeletion, type CheckoutsAtDeletionPorts, type HerCheckoutSession } from './checkouts-at-deletion';

const NOW = 1_800_000_000;

/** Stripe's sessions of one customer in memory; `completeOnExpiry`: she completes these just before Carey expires them. */
function stripe(sessions: HerCheckoutSession[], completeOnExpiry: string[] = [], applied: string[] = []) {
  const expired: string[] = [];
  const givenBack: string[] = [];
  const owed: { sessionId: string; customerId: string; codeExpiresAt: number }[] = [];
  const lists: { customerId: string; since: number }[] = [];
  const ports: CheckoutsAtDeletionPorts = {
    sessionsOf: async (customerId, since) => (lists.push({ customerId, since }), sessions.map((s) => ({ ...s }))),
    expire: async (id) => {
      const session = sessions.find((s) => s.id === id)!;
      if (completeOnExpiry.includes(id)) {
        Object.assign(session, { status: 'complete', paymentStatus: 'unpaid' });
        return false;
      }
      if (session.status !== 'open') return false;
      session.status = 'expired';
      expired.push(id);
      return true;
    },
    owe: async (input, now) => {
      expect(now).toBe(NOW);
      owed.push(input);
    },
    appliedPix: async (uid) => (uid === 'u1' ? applied : []),
    giveBack: async (sessionId, paymentIntent) => void givenBack.push(`${sessionId} ${paymentIntent}`),
    now: () => NOW,
  };
  return { ports, expired, owed, lists, givenBack };
}

const session = (id: string, over: Partial<HerCheckoutSession> = {}): HerCheckoutSession => ({ id, mode: 'payment', status: 'open', paymentStatus: 'unpaid', expiresAt: NOW + 1800, paymentIntent: `pi_${id}`, refunded: false, ...over });
const her = { uid: 'u1', customerId: 'cus_1' };

describe('closeCheckoutsAtDeletion', () => {
  it('expires every open session (card, Pix Automático, one-off Pix) and owes back each confirmed, unpaid one-off Pix; reads the last 25 hours', async () => {
    const s = stripe(
      [
        session('cs_card', { mode: 'subscription', expiresAt: NOW + 20 * 3600 }),
        session('cs_auto', { mode: 'subscription' }),
        session('cs_pix_open'),
        session('cs_pix_confirmed', { status: 'complete' }),
        session('cs_pix_confirmed_2', { status: 'complete', expiresAt: NOW - 600 }),
        session('cs_pix_paid', { status: 'complete', paymentStatus: 'paid' }),
        session('cs_card_paid', { mode: 'subscription', status: 'complete', paymentStatus: 'paid' }),
        session('cs_auto_unpaid', { mode: 'subscription', status: 'complete', paymentStatus: 'unpaid' }),
        session('cs_old', { status: 'expired' }),
      ],
      [],
      ['cs_pix_paid'],
    );
    expect(await closeCheckoutsAtDeletion(her, s.ports)).toEqual({ expired: 3, owed: 2 });
    expect(s.expired).toEqual(['cs_card', 'cs_auto', 'cs_pix_open']);
    // a code lasts an hour from its confirmation, at the latest the session's expiry: kept for that long
    expect(s.owed).toEqual([
      { sessionId: 'cs_pix_confirmed', customerId: 'cus_1', codeExpiresAt: NOW + 1800 + 3600 },
      { sessionId: 'cs_pix_confirmed_2', customerId: 'cus_1', codeExpiresAt: NOW - 600 + 3600 },
    ]);
    // Checkout Sessions last 24 hours at most, and a code an hour after: 25 hours back
    expect(s.lists).toEqual([{ customerId: 'cus_1', since: NOW - 25 * 3600 }]);
  });

  it('a Pix paid after she asked for the deletion, never applied to her record, is owed and given back now, by its own payment; an applied or refunded one is not', async () => {
    const s = stripe(
      [
        session('cs_paid_late', { status: 'complete', paymentStatus: 'paid', expiresAt: NOW - 7200 }),
        session('cs_paid_applied', { status: 'complete', paymentStatus: 'paid' }),
        session('cs_paid_refunded', { status: 'complete', paymentStatus: 'paid', refunded: true }),
      ],
      [],
      ['cs_paid_applied'],
    );
    expect(await closeCheckoutsAtDeletion(her, s.ports)).toEqual({ expired: 0, owed: 1 });
    expect(s.owed).toEqual([{ sessionId: 'cs_paid_late', customerId: 'cus_1', codeExpiresAt: NOW - 7200 + 3600 }]);
    expect(s.givenBack).toEqual(['cs_paid_late pi_cs_paid_late']);
  });

  it('a code whose last possible second has passed is not owed; one a second short of it is', async () => {
    const s = stripe([session('cs_over', { status: 'complete', expiresAt: NOW - 3600 }), session('cs_last', { status: 'complete', expiresAt: NOW - 3599 })]);
    expect(await closeCheckoutsAtDeletion(her, s.ports)).toEqual({ expired: 0, owed: 1 });
    expect(s.owed.map((o) => o.sessionId)).toEqual(['cs_last']);
  });

  it('a Pix she confirms between the list and the expiry is read again and owed back', async () => {
    const s = stripe([session('cs_racing'), session('cs_card', { mode: 'subscription' })], ['cs_racing']);
    expect(await closeCheckoutsAtDeletion(her, s.ports)).toEqual({ expired: 1, owed: 1 });
    expect(s.owed.map((o) => o.sessionId)).toEqual(['cs_racing']);
    expect(s.lists).toHaveLength(2);
  });

  it('again (a resumed deletion): nothing left to expire, the same debt written again', async () => {
    const s = stripe([session('cs_pix_open'), session('cs_pix_confirmed', { status: 'complete' })]);
    await closeCheckoutsAtDeletion(her, s.ports);
    expect(await closeCheckoutsAtDeletion(her, s.ports)).toEqual({ expired: 0, owed: 1 });
    expect(s.expired).toEqual(['cs_pix_open']);
    expect(s.owed.map((o) => o.sessionId)).toEqual(['cs_pix_confirmed', 'cs_pix_confirmed']);
  });

  it('she never had a Stripe customer: Stripe is not asked', async () => {
    const s = stripe([session('cs_x')]);
    expect(await closeCheckoutsAtDeletion({ uid: 'u1' }, s.ports)).toEqual({ expired: 0, owed: 0 });
    expect(s.lists).toEqual([]);
  });
});
