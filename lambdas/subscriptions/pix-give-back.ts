import type { PixGiveBack } from './subscription-types';

/**
 * A one-off Pix paid while a card or Pix Automático plan is live (a code she confirmed before another checkout could
 * expire it): the state machine leaves the plan alone and queues the payment (pix-state.ts); this gives it back in
 * full, and the refund's webhook e-mails her (docs/decisions/084-pix-given-back.md).
 */

/** The refund's `reason` in its metadata: how the refund's webhook tells a give-back from a withdrawal. */
export const PIX_GIVE_BACK_REASON = 'plano-ativo';

/** A give-back waiting on the table: the payment, whose it is. */
export interface PendingGiveBack extends PixGiveBack {
  uid: string;
  customerId: string;
}

/** The table and Stripe, as giving a Pix back needs them (data/pix-give-back.ts, stripe-billing.ts). */
export interface PixGiveBackPorts {
  pending(sessionId: string): Promise<PendingGiveBack | undefined>;
  /** Refunds the payment in full, once (an idempotency key per session; an already refunded one is done). */
  refund(input: { sessionId: string; paymentIntent: string; metadata: Record<string, string> }): Promise<void>;
  done(sessionId: string): Promise<void>;
}

/**
 * Refunds the session's payment if it is owed, then clears the debt; true when a refund was asked. A failure leaves
 * it owed: the webhook answers 5xx and Stripe delivers again, and the nightly reconciliation finds it too.
 */
export async function giveBackPix(sessionId: string, ports: PixGiveBackPorts): Promise<boolean> {
  const owed = await ports.pending(sessionId);
  if (!owed) return false;
  await ports.refund({ sessionId, paymentIntent: owed.paymentIntent, metadata: { uid: owed.uid, pixSession: sessionId, customer: owed.customerId, reason: PIX_GIVE_BACK_REASON } });
  await ports.done(sessionId);
  return true;
}
