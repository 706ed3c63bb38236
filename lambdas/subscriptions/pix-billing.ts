import type { BillingSummary, CancellationAnswer } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { DomainError } from '../base/errors';
import { billingTexts } from './billing-texts';
import { formatBrl, PROMOTION_CODE } from './plans';
import { offersRenewWithPix } from './pix-period';
import { dateLabel, withdrawalDeadline, withinWithdrawal } from './withdrawal-window';

/**
 * What she pays and withdrawing, for a one-off Pix (docs/decisions/073-pix.md): no Stripe subscription, so the
 * period and the payments come from her record (written by the webhook), and "now" is this machine's time.
 */
export type PixSubscriber = Pick<Caregiver, 'uid' | 'tipodeconta' | 'stripeCustomerId' | 'pixAccessUntil' | 'pixPayments'>;

/** Stripe, as withdrawing a one-off Pix needs it. */
export interface PixBillingPorts {
  /** Refunds one Pix payment in full, once (idempotency key per Checkout Session; an already refunded one is done). */
  refundPix(input: { sessionId: string; paymentIntent: string; metadata: Record<string, string> }): Promise<void>;
  recordWithdrawal(uid: string, subscriptionId: string): Promise<void>;
  /** Counts a withdrawal's refund that failed (RefundsFailed: an alarm watches it). */
  refundFailed(): void;
  now(): number;
}

/**
 * One refund of her withdrawal, waited for: a refund that fails (Stripe refused it, or could not be reached) is
 * counted, and nothing after it runs (the withdrawal is not recorded, the subscription not ended). Stripe's failure
 * reaches her as a 503 saying the refund did not go through; asking again finishes it (each refund has its idempotency
 * key, and an already refunded charge counts as done). A fault of ours stays what it is (a 500, UnhandledError).
 */
export async function refundOrFail(refund: () => Promise<void>, ports: Pick<PixBillingPorts, 'refundFailed'>): Promise<void> {
  try {
    await refund();
  } catch (error) {
    ports.refundFailed();
    if (error instanceof DomainError) throw new DomainError('unavailable', billingTexts.refundNotMade, undefined, error.retryAfterSeconds);
    throw error;
  }
}

export function pixSummary(c: PixSubscriber, now: number): BillingSummary {
  const payments = c.pixPayments ?? [];
  const last = payments.at(-1);
  const first = payments[0]?.paidAt;
  const open = first !== undefined && withinWithdrawal(first, now);
  const end = c.pixAccessUntil!;
  return {
    plan: c.tipodeconta,
    state: 'ativa',
    paymentMethod: 'pix',
    renewWithPix: offersRenewWithPix(end, now),
    lastPayment: last
      ? { amountLabel: formatBrl(last.amountCents), dateLabel: dateLabel(last.paidAt), coupon: last.discountCents > 0 ? PROMOTION_CODE : null, discountLabel: last.discountCents > 0 ? formatBrl(last.discountCents) : null }
      : null,
    // A one-off Pix is never charged again by itself.
    nextCharge: null,
    accessUntilLabel: dateLabel(end),
    // Withdrawing refunds every payment of the run (cancelPix): the dialog states their sum, not the last one.
    withdrawal: { available: open, untilLabel: open ? dateLabel(withdrawalDeadline(first)) : null, refundLabel: open ? formatBrl(payments.reduce((sum, p) => sum + p.amountCents, 0)) : null },
  };
}

/**
 * Within 7 days of the run's first payment every Pix payment of the run is refunded in full (the plan ends through
 * the refund's webhook); the withdrawal is recorded only once every refund is made (refundOrFail). Asking again finishes what a failed attempt left, even after the first refund's webhook
 * has ended the plan (the payments stay on her record). After the window nothing is charged again anyway: she keeps
 * access until the end.
 */
export async function cancelPix(c: PixSubscriber, ports: PixBillingPorts): Promise<CancellationAnswer | undefined> {
  const payments = c.pixPayments ?? [];
  const now = ports.now();
  const first = payments[0];
  if (!first) return undefined;
  if (withinWithdrawal(first.paidAt, now)) {
    const total = await refundPixRun(c, ports);
    // The run's first session names the withdrawal (docs/decisions/068: counted once).
    await ports.recordWithdrawal(c.uid, first.sessionId);
    return { outcome: 'reembolso', message: billingTexts.pixRefunded(formatBrl(total), dateLabel(now)) };
  }
  if (c.pixAccessUntil === undefined) return undefined;
  return { outcome: 'fim-do-periodo', message: billingTexts.pixNotRenewed(dateLabel(c.pixAccessUntil)) };
}

/**
 * A withdrawal's refunds of a one-off Pix run: every payment of the run in full, each waited for (refundOrFail). Answers
 * their sum. Also an account deleted within the 7 days (subscription-at-deletion.ts), with the same keys and metadata.
 */
export async function refundPixRun(c: PixSubscriber, ports: Pick<PixBillingPorts, 'refundPix' | 'refundFailed'>): Promise<number> {
  let total = 0;
  for (const p of c.pixPayments ?? []) {
    await refundOrFail(() => ports.refundPix({ sessionId: p.sessionId, paymentIntent: p.paymentIntent, metadata: { uid: c.uid, pixSession: p.sessionId, customer: c.stripeCustomerId ?? '', reason: 'arrependimento' } }), ports);
    total += p.amountCents;
  }
  return total;
}
