import { PIX_OPEN_SECONDS } from './pix-checkout-params';

/**
 * An account deletion closes what she could still pay (docs/decisions/086-pix-after-account-deletion.md). A Checkout
 * Session left open (a card or Pix tab she never finished) would otherwise take money, or start a subscription, for an
 * account that no longer exists: each is expired in Stripe, so it can no longer be paid. A one-off Pix she already
 * confirmed cannot be expired (Stripe ends only open sessions) and her bank may still pay it: it is owed back, and
 * whenever its money arrives the webhook or the nightly reconciliation refunds it in full (pix-give-back.ts).
 */

/** One of her Checkout Sessions, as the deletion reads it. */
export interface HerCheckoutSession {
  id: string;
  mode: string;
  status: string;
  paymentStatus: string;
  /** Epoch seconds: Stripe's `expires_at`. */
  expiresAt: number;
}

/** Stripe and the table, as the deletion's 'close-open-checkouts' step needs them (checkouts-at-deletion-ports.ts). */
export interface CheckoutsAtDeletionPorts {
  /** Her sessions created since `since` (epoch seconds), whatever their status. */
  sessionsOf(customerId: string, since: number): Promise<HerCheckoutSession[]>;
  /** False when Stripe no longer has it open (completed or expired meanwhile). */
  expire(sessionId: string): Promise<boolean>;
  owe(input: { sessionId: string; customerId: string; codeExpiresAt: number }, now: number): Promise<void>;
  now(): number;
}

/** Stripe's Checkout Sessions last at most 24 hours; one created earlier can no longer be paid. */
const SESSION_MAX_SECONDS = 24 * 3600;

/**
 * Expires her open sessions, then owes back every one-off Pix she confirmed whose code may still be paid. Again (a
 * resumed deletion) expires nothing twice and writes the same debts.
 */
export async function closeCheckoutsAtDeletion(customerId: string | undefined, ports: CheckoutsAtDeletionPorts): Promise<{ expired: number; owed: number }> {
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
  // Her code lasts PIX_OPEN_SECONDS from the confirmation, at the latest the session's own expiry.
  const payable = sessions.filter((s) => s.mode === 'payment' && s.status === 'complete' && s.paymentStatus === 'unpaid' && s.expiresAt + PIX_OPEN_SECONDS > now);
  for (const session of payable) await ports.owe({ sessionId: session.id, customerId, codeExpiresAt: session.expiresAt + PIX_OPEN_SECONDS }, now);
  return { expired, owed: payable.length };
}
