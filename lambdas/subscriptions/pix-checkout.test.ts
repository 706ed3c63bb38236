import type { Caregiver } from '../caregivers/caregiver';
import type { OpenCheckout } from './pix-state';
import { startCheckout, type CheckoutPorts } from './subscription-checkout';

const ana = { uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', tipodeconta: 'Sem Plano', stripeCustomerId: 'cus_1' } as Caregiver;

/** Stripe and her record's slot in memory; the slot's write is conditional as DynamoDB's (one winner). */
function world(start = 1000) {
  let slot: OpenCheckout | undefined;
  let clock = start;
  let seq = 0;
  const created: { plan: string; method: string; firstOrder: boolean; key?: string }[] = [];
  const expired: string[] = [];
  const ports: CheckoutPorts = {
    createCustomer: async () => 'cus_new',
    linkCustomer: async (_uid, id) => id,
    createCheckout: async ({ plan, method, firstOrder, idempotencyKey }) => {
      created.push({ plan: plan.name, method, firstOrder, key: idempotencyKey });
      await new Promise((r) => setTimeout(r, 5));
      return { id: `cs_${created.length}`, url: `https://pay/cs_${created.length}`, expiresAt: clock + 3600 };
    },
    expireCheckout: async (id) => (expired.push(id), true),
    hasPaidBefore: async () => false,
    recordChosenPlan: async () => undefined,
    claimOpenCheckout: async (_uid, claim, now, replacing) => {
      if (slot && slot.expiresAt > now && slot.sessionId !== replacing) return false;
      slot = claim;
      return true;
    },
    fillOpenCheckout: async (_uid, claimId, session) => {
      if (slot?.sessionId !== claimId) throw new Error('ConditionalCheckFailed');
      slot = session;
    },
    readOpenCheckout: async () => slot,
    now: () => clock,
    newClaimId: () => String(++seq),
    sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 5))),
  };
  return { ports, created, expired, slot: () => slot, advance: (s: number) => void (clock += s) };
}

describe('Pix checkouts: one open at a time', () => {
  it('five "Continuar" at once get the same session, and Stripe is asked once, with an idempotency key', async () => {
    const w = world();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => startCheckout(ana, 'Mensal', 'pix', w.ports)));
    expect(new Set(answers.map((a) => a.id))).toEqual(new Set(['cs_1']));
    expect(w.created).toEqual([{ plan: 'Mensal', method: 'pix', firstOrder: true, key: 'carey-checkout-claim_1' }]);
    expect(w.slot()).toMatchObject({ sessionId: 'cs_1', url: 'https://pay/cs_1', method: 'pix', expiresAt: 1000 + 3600 });
  });

  it('a later "Continuar" reuses the open session, as stored on her record; once it expired a new one is made', async () => {
    const w = world();
    const first = await startCheckout(ana, 'Trimestral', 'pix-automatico', w.ports);
    const again = await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Trimestral', 'pix-automatico', w.ports);
    expect(again).toEqual(first);
    w.advance(3600);
    const next = await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Trimestral', 'pix-automatico', w.ports);
    expect(next.id).toBe('cs_2');
  });

  it('one on one-off Pix may pay again (no coupon: not her first order); any other plan or way is refused while she has a plan', async () => {
    const w = world();
    await startCheckout({ ...ana, tipodeconta: 'Mensal', formaDePagamento: 'pix', pixAccessUntil: 99 }, 'Trimestral', 'pix', w.ports);
    expect(w.created).toEqual([expect.objectContaining({ plan: 'Trimestral', firstOrder: false })]);
    for (const [formaDePagamento, method] of [['pix', 'pix-automatico'], ['pix', 'cartao'], ['pix-automatico', 'pix'], [undefined, 'pix']] as const) {
      await expect(startCheckout({ ...ana, tipodeconta: 'Mensal', formaDePagamento }, 'Mensal', method, w.ports)).rejects.toMatchObject({ kind: 'conflict' });
    }
    expect(w.created).toHaveLength(1);
  });

  it('a claim whose request died is taken over once it is old; meanwhile others wait, then hear "try again"', async () => {
    const w = world();
    await w.ports.claimOpenCheckout('u1', { sessionId: 'claim_dead', url: '', method: 'pix', plan: 'Mensal', expiresAt: 1060 }, 1000);
    await expect(startCheckout(ana, 'Mensal', 'pix', w.ports)).rejects.toMatchObject({ kind: 'conflict', message: 'Estamos preparando o seu pagamento. Tente de novo em alguns segundos.' });
    w.advance(60);
    expect((await startCheckout(ana, 'Mensal', 'pix', w.ports)).id).toBe('cs_1');
  });

  it('another plan or way of paying gets a new session and expires the open one; the same plan and way reuse it', async () => {
    const w = world();
    await startCheckout(ana, 'Mensal', 'pix', w.ports);
    expect((await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Mensal', 'pix', w.ports)).id).toBe('cs_1');
    expect(w.expired).toEqual([]);
    const trimestral = await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Trimestral', 'pix', w.ports);
    expect(trimestral).toEqual({ id: 'cs_2', url: 'https://pay/cs_2' });
    expect(w.expired).toEqual(['cs_1']);
    expect(w.slot()).toMatchObject({ sessionId: 'cs_2', plan: 'Trimestral', method: 'pix' });
    const automatico = await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Trimestral', 'pix-automatico', w.ports);
    expect(automatico.id).toBe('cs_3');
    expect(w.expired).toEqual(['cs_1', 'cs_2']);
    expect(w.created.map((c) => `${c.plan} ${c.method}`)).toEqual(['Mensal pix', 'Trimestral pix', 'Trimestral pix-automatico']);
  });

  it('five "Continuar" at once for another plan: one new session, the old one expired once', async () => {
    const w = world();
    await startCheckout(ana, 'Mensal', 'pix', w.ports);
    const seen = { ...ana, pixCheckout: w.slot() };
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => startCheckout(seen, 'Trimestral', 'pix', w.ports)));
    expect(new Set(answers.map((a) => a.id))).toEqual(new Set(['cs_2']));
    expect(w.created).toHaveLength(2);
    expect(w.expired).toEqual(['cs_1']);
  });

  it('a card checkout expires her open Pix session, so both cannot be paid; with none open nothing is expired', async () => {
    const w = world();
    await startCheckout(ana, 'Mensal', 'cartao', w.ports);
    expect(w.expired).toEqual([]);
    await startCheckout(ana, 'Mensal', 'pix', w.ports);
    await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Mensal', 'cartao', w.ports);
    expect(w.expired).toEqual(['cs_2']);
    w.advance(3600);
    await startCheckout({ ...ana, pixCheckout: w.slot() }, 'Mensal', 'cartao', w.ports);
    expect(w.expired).toEqual(['cs_2']);
  });
});
