import { PIX_OPEN_SECONDS } from './pix-checkout-params';

/**
 * An account deletion closes what she could still pay (docs/decisions/086-pix-after-account-deletion.md). A Checkout
 * Session left open (a card or Pix tab she never finished) would otherwise take money, or start a subscription, for an
 * account that no longer exists: each is expired in Stripe, so it can no longer be paid. A one-off Pix she already
 * confirmed cannot be expired (Stripe ends only open sessions) and her bank may still pay it: it is owed back, and
 * whenever its money arrives the webhook or the nightly reconciliation refunds it in full (pix-give-back.ts). One her
 * bank paid after she asked for the deletion and before this step was never applied (her account no longer counts as
 * active, so the webhook's transition changed nothing, and no debt existed yet): it is owed and refunded here.
 */

/** One of her Checkout Sessions, as the deletion reads it. */
export interface HerCheckoutSession {
  id: string;
  mode: string;
  status: string;
  paymentStatus: string;
  /** Epoch seconds: Stripe's `expires_at`. */
  expiresAt: number;
  /** The payment intent of a session in payment mode. */
  paymentIntent?: string;
  /** Any part of its payment refunded already (a withdrawal, a give-back, the dashboard). */
  refunded: boolean;
}

/** Stripe and the table, as the deletion's 'close-open-checkouts' step needs them (checkouts-at-deletion-ports.ts). */
export interface CheckoutsAtDeletionPorts {
  /** Her sessions created since `since` (epoch seconds), whatever their status. */
  sessionsOf(customerId: string, since: number): Promise<HerCheckoutSession[]>;
  /** False when Stripe no longer has it open (completed or expired meanwhile). */
  expire(sessionId: string): Promise<boolean>;
  owe(input: { sessionId: string; customerId: string; codeExpiresAt: number }, now: number): Promise<void>;
  /** The one-off Pix sessions her record holds as applied (`pixPayments`). */
  appliedPix(uid: string): Promise<string[]>;
  /** Refunds an owed session's payment now (pix-give-back.ts). */
  giveBack(sessionId: string, paymentIntent: string): Promise<unknown>;
  now(): number;
}

/** Stripe's Checkout Sessions last at most 24 hours; one created earlier can no longer be paid. */
const SESSION_MAX_SECONDS = 24 * 3600;

/**
 * Expires her open sessions, owes back every one-off Pix she confirmed whose code may still be paid, and gives back
 * one paid but never applied. Again (a resumed deletion) expires nothing twice, writes the same debts, and refunds
 * nothing twice (the refund's idempotency key is the session's, for a deletion; a charge already refunded is done).
 */
export async function closeCheckoutsAtDeletion(her: { uid: string; customerId?: string }, ports: CheckoutsAtDeletionPorts): Promise<{ expired: number; owed: number }> {
  const { customerId } = her;
  if (!customerId) return { expired: 0, owed: 0 };
  const now = ports.now();
  const since = now - SESSION_MAX_SECONDS - PIX_OPEN_SECONDS;
  let sessions = await ports.sessionsOf(customerId, since);
  let expired = 0;
  let changed = false;
  for (const session of sessions.filter((s) => s.status === 'open')) {
    if (await ports.expire(session.id)) expired++;
    else changed = true;
  }
  // One she completed between the list and the expiry is read again: a Pix confirmed then is payable too.
  if (changed) sessions = await ports.sessionsOf(customerId, since);
  const oneOff = sessions.filter((s) => s.mode === 'payment' && s.status === 'complete');
  // Her code lasts PIX_OPEN_SECONDS from the confirmation, at the latest the session's own expiry.
  const payable = oneOff.filter((s) => s.paymentStatus === 'unpaid' && s.expiresAt + PIX_OPEN_SECONDS > now);
  const applied = new Set(await ports.appliedPix(her.uid));
  const paidNotApplied = oneOff.filter((s) => s.paymentStatus === 'paid' && s.paymentIntent && !s.refunded && !applied.has(s.id));
  for (const session of [...payable, ...paidNotApplied]) await ports.owe({ sessionId: session.id, customerId, codeExpiresAt: session.expiresAt + PIX_OPEN_SECONDS }, now);
  for (const session of paidNotApplied) await ports.giveBack(session.id, session.paymentIntent!);
  return { expired, owed: payable.length + paidNotApplied.length };
}
