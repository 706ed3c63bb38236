import type { PixGiveBack } from './subscription-types';

/**
 * A one-off Pix Carey owes back in full, for one of two reasons:
 * - 'plano-ativo': paid while a card or Pix Automático plan is live (a code she confirmed before another checkout
 *   could expire it). The state machine leaves the plan alone and queues the payment (pix-state.ts); the refund's
 *   webhook e-mails her (docs/decisions/084-pix-given-back.md).
 * - 'conta-excluida': her account was deleted while a code she had confirmed could still be paid. The deletion queues
 *   the session (checkouts-at-deletion.ts); whenever its money arrives it goes back, and nobody is e-mailed
 *   (docs/decisions/086-pix-after-account-deletion.md).
 */

/** The refund's `reason` in its metadata: how the refund's webhook tells a give-back from a withdrawal. */
export const PIX_GIVE_BACK_REASON = 'plano-ativo';
export const PIX_AFTER_DELETION_REASON = 'conta-excluida';

/** A give-back waiting on the table: the payment and whose it is, or a deleted account's session, paid or not yet. */
export type PendingGiveBack =
  | (PixGiveBack & { reason: typeof PIX_GIVE_BACK_REASON; uid: string; customerId: string })
  | { reason: typeof PIX_AFTER_DELETION_REASON; sessionId: string; customerId?: string };

/** The table and Stripe, as giving a Pix back needs them (data/pix-give-back.ts, stripe-billing.ts). */
export interface PixGiveBackPorts {
  pending(sessionId: string): Promise<PendingGiveBack | undefined>;
  /** Refunds the payment in full, once (an idempotency key per session and reason; an already refunded one is done). */
  refund(input: { sessionId: string; paymentIntent: string; metadata: Record<string, string> }): Promise<void>;
  done(sessionId: string): Promise<void>;
}

/**
 * Refunds the session's payment if it is owed, then clears the debt; true when a refund was asked. `paid`: the payment
 * intent that paid the session, as the event or Stripe's list says (a deleted account's debt names none until then).
 * A failure leaves it owed: the webhook answers 5xx and Stripe delivers again, and the nightly reconciliation finds it too.
 */
export async function giveBackPix(sessionId: string, ports: PixGiveBackPorts, paid?: { paymentIntent: string }): Promise<boolean> {
  const owed = await ports.pending(sessionId);
  if (!owed) return false;
  if (owed.reason === PIX_GIVE_BACK_REASON) {
    await ports.refund({ sessionId, paymentIntent: owed.paymentIntent, metadata: { uid: owed.uid, pixSession: sessionId, customer: owed.customerId, reason: owed.reason } });
  } else {
    if (!paid) return false;
    // No uid: the account is gone, and the refund's own webhook has nobody to write to or e-mail.
    await ports.refund({ sessionId, paymentIntent: paid.paymentIntent, metadata: { pixSession: sessionId, ...(owed.customerId ? { customer: owed.customerId } : {}), reason: owed.reason } });
  }
  await ports.done(sessionId);
  return true;
}
