import { giveBackPix, type PendingGiveBack, type PixGiveBackPorts } from './pix-give-back';

/** The table's owed give-backs in memory; Stripe's refunds as a list (or a refusal). */
function ports(owed: PendingGiveBack[], refund: PixGiveBackPorts['refund'] = async () => undefined) {
  const table = new Map(owed.map((o) => [o.sessionId, o]));
  const refunds: Parameters<PixGiveBackPorts['refund']>[0][] = [];
  const p: PixGiveBackPorts = {
    pending: async (sessionId) => table.get(sessionId),
    refund: async (input) => {
      await refund(input);
      refunds.push(input);
    },
    done: async (sessionId) => void table.delete(sessionId),
  };
  return { p, table, refunds };
}

const owed = (sessionId: string, uid: string): PendingGiveBack => ({ reason: 'plano-ativo', sessionId, uid, customerId: `cus_${uid}`, paymentIntent: `pi_${sessionId}`, amountCents: 3690 });

describe('giveBackPix', () => {
  it('refunds the owed payment in full, naming her, the session and the reason the refund webhook reads; then it is no longer owed', async () => {
    const { p, table, refunds } = ports([owed('cs_1', 'u1'), owed('cs_2', 'u2')]);
    expect(await giveBackPix('cs_2', p)).toBe(true);
    expect(refunds).toEqual([{ sessionId: 'cs_2', paymentIntent: 'pi_cs_2', metadata: { uid: 'u2', pixSession: 'cs_2', customer: 'cus_u2', reason: 'plano-ativo' } }]);
    expect([...table.keys()]).toEqual(['cs_1']);
    // again (a duplicate delivery): nothing owed, nothing refunded
    expect(await giveBackPix('cs_2', p)).toBe(false);
    expect(refunds).toHaveLength(1);
  });

  it('a session owing nothing (a granted Pix) refunds nothing', async () => {
    const { p, refunds } = ports([owed('cs_1', 'u1')]);
    expect(await giveBackPix('cs_9', p)).toBe(false);
    expect(refunds).toEqual([]);
  });

  it('Stripe refusing: the error goes up and the payment stays owed, for the next delivery', async () => {
    const { p, table } = ports([owed('cs_1', 'u1')], async () => Promise.reject(new Error('stripe down')));
    await expect(giveBackPix('cs_1', p)).rejects.toThrow('stripe down');
    expect(table.has('cs_1')).toBe(true);
  });

  it('a deleted account\u2019s session (decision 086): nothing until it is paid, then the paying intent is refunded in full, naming no caregiver', async () => {
    const gone: PendingGiveBack = { reason: 'conta-excluida', sessionId: 'cs_gone', customerId: 'cus_gone' };
    const { p, table, refunds } = ports([gone, { reason: 'conta-excluida', sessionId: 'cs_nocustomer' }]);
    // a paid event names the payment; without one (nothing paid yet) the debt waits
    expect(await giveBackPix('cs_gone', p)).toBe(false);
    expect(refunds).toEqual([]);
    expect(table.has('cs_gone')).toBe(true);
    expect(await giveBackPix('cs_gone', p, { paymentIntent: 'pi_late' })).toBe(true);
    expect(refunds).toEqual([{ sessionId: 'cs_gone', paymentIntent: 'pi_late', metadata: { pixSession: 'cs_gone', customer: 'cus_gone', reason: 'conta-excluida' } }]);
    expect(table.has('cs_gone')).toBe(false);
    expect(await giveBackPix('cs_gone', p, { paymentIntent: 'pi_late' })).toBe(false);
    expect(await giveBackPix('cs_nocustomer', p, { paymentIntent: 'pi_2' })).toBe(true);
    expect(refunds[1]).toEqual({ sessionId: 'cs_nocustomer', paymentIntent: 'pi_2', metadata: { pixSession: 'cs_nocustomer', reason: 'conta-excluida' } });
  });

  it('a debt of a live plan refunds the payment it recorded, whatever the event says', async () => {
    const { p, refunds } = ports([owed('cs_1', 'u1')]);
    expect(await giveBackPix('cs_1', p, { paymentIntent: 'pi_other' })).toBe(true);
    expect(refunds[0].paymentIntent).toBe('pi_cs_1');
  });
});
