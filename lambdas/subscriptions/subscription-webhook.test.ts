import { receiveStripeEvent, type StripeWebhookPorts } from './subscription-webhook';

const paidCheckout = {
  id: 'evt_1', type: 'checkout.session.completed', created: 500,
  data: { object: { mode: 'subscription', payment_status: 'paid', client_reference_id: 'u1', customer: 'cus_1', subscription: 'sub_1', metadata: { plan: 'Mensal' } } },
};
class SignatureError extends Error {}

/** In-memory Stripe and table: `verify` accepts the signature 'ok' only; `apply` answers `outcome`. */
function ports(event: unknown, outcome: Awaited<ReturnType<StripeWebhookPorts['apply']>> = 'applied', customers: Record<string, string> = {}) {
  const log: string[] = [];
  const p: StripeWebhookPorts = {
    verify: async (raw, signature) => {
      if (signature !== 'ok') throw new SignatureError('bad');
      log.push(`verified ${raw.length}`);
      return event as { id: string; type: string };
    },
    isSignatureError: (e) => e instanceof SignatureError,
    planForPriceId: () => undefined,
    findUidByCustomer: async (c) => customers[c],
    apply: async (input) => (log.push(`apply ${input.uid} ${input.event.type}`), outcome),
    stopRenewalOfMandate: async (pm) => (log.push(`stop renewal ${pm}`), pm === 'pm_live'),
    log: (message) => void log.push(`warn ${message}`),
    giveBackPix: async (sessionId, paid) => void log.push(`give back ${sessionId} ${paid.paymentIntent}`),
    sendMail: async (id) => void log.push(`mail ${id}`),
    countFailure: () => void log.push('failure counted'),
  };
  return { p, log };
}

describe('receiveStripeEvent', () => {
  it('refuses a bad signature (400) before reading anything; other verify failures are ours (rethrown)', async () => {
    const { p, log } = ports(paidCheckout);
    await expect(receiveStripeEvent('{}', 'forged', p)).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(receiveStripeEvent('{}', 'ok', { ...p, verify: async () => Promise.reject(new Error('secret unavailable')) })).rejects.toThrow('secret unavailable');
    expect(log).toEqual([]);
  });

  it('applies an event it acts on to the caregiver it names', async () => {
    const { p, log } = ports(paidCheckout);
    expect(await receiveStripeEvent('{"x":1}', 'ok', p)).toEqual({ received: true, outcome: 'applied' });
    expect(log).toEqual(['verified 7', 'apply u1 checkout-completed', 'mail evt_1']);
  });

  it('answers 200 "ignored" to a type it does not act on', async () => {
    const { p, log } = ports({ id: 'evt_2', type: 'customer.created', created: 1, data: { object: {} } });
    expect(await receiveStripeEvent('{}', 'ok', p)).toEqual({ received: true, outcome: 'ignored' });
    expect(log).toEqual(['verified 2']);
  });

  it('finds the caregiver by customer when the event does not name her; logs (and answers 200) when nobody is hers', async () => {
    const deleted = { id: 'evt_3', type: 'customer.subscription.deleted', created: 9, data: { object: { id: 'sub_1', customer: 'cus_9', status: 'canceled' } } };
    const known = ports(deleted, 'applied', { cus_9: 'u9' });
    expect((await receiveStripeEvent('{}', 'ok', known.p)).outcome).toBe('applied');
    expect(known.log).toContain('apply u9 subscription-deleted');
    const unknown = ports(deleted);
    expect(await receiveStripeEvent('{}', 'ok', unknown.p)).toEqual({ received: true, outcome: 'unknown-caregiver' });
    expect(unknown.log).toEqual(['verified 2', 'warn stripe event for no known caregiver']);
    const mismatch = ports(paidCheckout, 'customer-mismatch');
    expect((await receiveStripeEvent('{}', 'ok', mismatch.p)).outcome).toBe('customer-mismatch');
    expect(mismatch.log.at(-1)).toBe('warn stripe event customer is not the caregiver\'s');
  });

  it('a paid one-off Pix: the session is given back if owed (also on a duplicate), before the e-mail; a failure is counted and retried by Stripe', async () => {
    const pixPaid = { id: 'evt_p', type: 'checkout.session.async_payment_succeeded', created: 700, data: { object: { id: 'cs_stray', object: 'checkout.session', mode: 'payment', payment_status: 'paid', client_reference_id: 'u1', customer: 'cus_1', payment_intent: 'pi_9', amount_total: 3690, total_details: { amount_discount: 0 }, metadata: { uid: 'u1', plan: 'Mensal', formaDePagamento: 'pix' } } } };
    for (const outcome of ['applied', 'no-change', 'duplicate'] as const) {
      const { p, log } = ports(pixPaid, outcome);
      expect(await receiveStripeEvent('{}', 'ok', p)).toEqual({ received: true, outcome });
      expect(log).toEqual(['verified 2', 'apply u1 pix-paid', 'give back cs_stray pi_9', 'mail evt_p']);
    }
    // her account deleted before the money arrived: given back if the deletion left it owed (decision 086); no e-mail
    const gone = ports(pixPaid, 'unknown-caregiver');
    expect(await receiveStripeEvent('{}', 'ok', gone.p)).toEqual({ received: true, outcome: 'unknown-caregiver' });
    expect(gone.log).toEqual(['verified 2', 'apply u1 pix-paid', 'warn stripe event for no known caregiver', 'give back cs_stray pi_9']);
    // not hers: nothing given back from here
    const mismatch = ports(pixPaid, 'customer-mismatch');
    await receiveStripeEvent('{}', 'ok', mismatch.p);
    expect(mismatch.log.filter((l) => l.startsWith('give back'))).toEqual([]);
    // other events never give anything back
    const card = ports(paidCheckout);
    await receiveStripeEvent('{}', 'ok', card.p);
    expect(card.log.filter((l) => l.startsWith('give back'))).toEqual([]);
    // Stripe refusing the refund: counted, 5xx (Stripe delivers again), no e-mail yet
    const down = ports(pixPaid);
    await expect(receiveStripeEvent('{}', 'ok', { ...down.p, giveBackPix: () => Promise.reject(new Error('stripe down')) })).rejects.toThrow('stripe down');
    expect(down.log).toEqual(['verified 2', 'apply u1 pix-paid', 'failure counted']);
  });

  it('a Pix Automático mandate revoked in her bank app stops the renewal of its payment method; a replay changes nothing', async () => {
    const revoked = (pm: string, previous: unknown = { status: 'active' }, status = 'inactive') => ({ id: 'evt_m', type: 'mandate.updated', created: 9, data: { object: { id: 'mandate_1', object: 'mandate', status, payment_method: pm }, previous_attributes: previous } });
    const first = ports(revoked('pm_live'));
    expect(await receiveStripeEvent('{}', 'ok', first.p)).toEqual({ received: true, outcome: 'applied' });
    expect(first.log).toEqual(['verified 2', 'stop renewal pm_live']);
    const replay = ports(revoked('pm_done'));
    expect(await receiveStripeEvent('{}', 'ok', replay.p)).toEqual({ received: true, outcome: 'no-change' });
    // still active, or an update that did not change the status: nothing is stopped
    for (const other of [revoked('pm_live', { status: 'active' }, 'active'), revoked('pm_live', { multi_use: {} })]) {
      const { p, log } = ports(other);
      expect(await receiveStripeEvent('{}', 'ok', p)).toEqual({ received: true, outcome: 'ignored' });
      expect(log).toEqual(['verified 2']);
    }
    // Stripe failing: counted, 5xx, so Stripe retries
    const down = ports(revoked('pm_live'));
    await expect(receiveStripeEvent('{}', 'ok', { ...down.p, stopRenewalOfMandate: () => Promise.reject(new Error('stripe down')) })).rejects.toThrow('stripe down');
    expect(down.log).toEqual(['verified 2', 'failure counted']);
  });
});
