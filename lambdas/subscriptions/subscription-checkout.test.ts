import type { Caregiver } from '../caregivers/caregiver';
import { DomainError } from '../base/errors';
import { openBillingPortal, startCheckout, type CheckoutPorts } from './subscription-checkout';

const ana = { uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', tipodeconta: 'Sem Plano' } as Caregiver;

const noSlot = {
  claimOpenCheckout: async () => true,
  expireCheckout: async () => true,
  fillOpenCheckout: async () => undefined,
  readOpenCheckout: async () => undefined,
  now: () => 1000,
  newClaimId: () => 'x',
  sleep: async () => undefined,
};

/** In-memory Stripe and table: what was created, linked and recorded. */
function ports(linkedBySomeoneElse?: string, paidBefore: string[] = []) {
  const log: string[] = [];
  const stripe: CheckoutPorts = {
    createCustomer: async (c) => (log.push(`customer ${c.uid} ${c.email}`), 'cus_new'),
    linkCustomer: async (uid, id) => (log.push(`link ${uid} ${id}`), linkedBySomeoneElse ?? id),
    createCheckout: async ({ uid, customerId, plan, firstOrder }) => (log.push(`checkout ${uid} ${customerId} ${plan.name} ${plan.amountCents}${firstOrder ? ' cupom' : ' sem cupom'}`), { id: 'cs_1', url: 'https://checkout/cs_1' }),
    hasPaidBefore: async (customerId) => (log.push(`paid before? ${customerId}`), paidBefore.includes(customerId)),
    recordChosenPlan: async (uid, plan) => void log.push(`chosen ${uid} ${plan}`),
    ...noSlot,
  };
  return { stripe, log };
}

describe('startCheckout', () => {
  it('creates and links her customer the first time, then a session at the server\'s price, then records the plan', async () => {
    const { stripe, log } = ports();
    expect(await startCheckout(ana, 'Trimestral', 'cartao', stripe)).toEqual({ id: 'cs_1', url: 'https://checkout/cs_1' });
    expect(log).toEqual(['customer u1 ana@exemplo.com', 'link u1 cus_new', 'checkout u1 cus_new Trimestral 9090 cupom', 'chosen u1 Trimestral']);
  });

  it('uses the customer that won a race to link, and an already linked one without creating another', async () => {
    const raced = ports('cus_first');
    await startCheckout(ana, 'Mensal', 'cartao', raced.stripe);
    expect(raced.log[2]).toMatch(/^checkout u1 cus_first Mensal/);
    const linked = ports();
    await startCheckout({ ...ana, stripeCustomerId: 'cus_old' }, 'Mensal', 'cartao', linked.stripe);
    expect(linked.log[1]).toMatch(/^checkout u1 cus_old Mensal/);
  });

  it.each([['cartao'], ['pix-automatico'], ['pix']] as const)(
    'CAREYCUIDADORES once (%s): a customer who paid Carey before (any way, as Stripe holds it) gets no coupon; one who never paid does',
    async (method) => {
      const paid = ports(undefined, ['cus_paid']);
      await startCheckout({ ...ana, stripeCustomerId: 'cus_paid' }, 'Trimestral', method, paid.stripe);
      expect(paid.log.slice(0, 2)).toEqual(['paid before? cus_paid', 'checkout u1 cus_paid Trimestral 9090 sem cupom']);
      const never = ports(undefined, ['cus_paid']);
      await startCheckout({ ...ana, stripeCustomerId: 'cus_never' }, 'Mensal', method, never.stripe);
      expect(never.log.slice(0, 2)).toEqual(['paid before? cus_never', 'checkout u1 cus_never Mensal 3690 cupom']);
    },
  );

  it('CAREYCUIDADORES once: a one-off Pix paid again never gets it, without asking Stripe', async () => {
    const { stripe, log } = ports();
    const onPix = { ...ana, tipodeconta: 'Mensal', formaDePagamento: 'pix', stripeCustomerId: 'cus_pix' } as Caregiver;
    await startCheckout(onPix, 'Mensal', 'pix', stripe);
    expect(log[0]).toBe('checkout u1 cus_pix Mensal 3690 sem cupom');
  });

  it.each([['Mensal'], ['Trimestral'], ['Plano antigo']])('refuses (409) a caregiver whose tipodeconta is %s, and touches nothing', async (tipodeconta) => {
    const { stripe, log } = ports();
    await expect(startCheckout({ ...ana, tipodeconta }, 'Mensal', 'cartao', stripe)).rejects.toMatchObject({ kind: 'conflict' } satisfies Partial<DomainError>);
    expect(log).toEqual([]);
  });
});

describe('openBillingPortal', () => {
  it('opens the portal of her customer once she has subscribed', async () => {
    expect(await openBillingPortal({ stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1' }, async (c) => `https://portal/${c}`)).toEqual({ url: 'https://portal/cus_1' });
  });

  it.each([[{}], [{ stripeCustomerId: 'cus_1' }], [{ stripeSubscriptionId: 'sub_1' }]])('refuses (409) %j', async (caregiver) => {
    await expect(openBillingPortal(caregiver, async () => 'x')).rejects.toMatchObject({ kind: 'conflict' });
  });
});
