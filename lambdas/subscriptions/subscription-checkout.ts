import { hasPlan, type BillingPortalSession, type CheckoutSession, type PaymentMethod, type PlanName } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict } from '../base/errors';
import { messages } from '../base/messages';
import { findPlan, type Plan } from './plans';
import type { OpenCheckout } from './pix-state';

/** Stripe and the table, as checkout needs them (lambdas/subscriptions/stripe.ts, lambdas/subscriptions/data/). */
export interface CheckoutPorts {
  createCustomer(caregiver: { uid: string; email: string; name: string }): Promise<string>;
  /** Links the customer to her record; answers the customer that won (two first checkouts may race). */
  linkCustomer(uid: string, customerId: string): Promise<string>;
  /** A Checkout Session for the plan paid this way; `firstOrder`: she never paid Carey, so CAREYCUIDADORES applies. */
  createCheckout(input: { uid: string; customerId: string; plan: Plan; method: PaymentMethod; firstOrder: boolean; idempotencyKey?: string }): Promise<CheckoutSession & { expiresAt?: number }>;
  /** Whether her customer ever paid Carey: a paid invoice (card, Pix Automático) or a one-off Pix, refunded or not. */
  hasPaidBefore(customerId: string): Promise<boolean>;
  /** Ends an open session so it cannot be paid (false: Stripe no longer has it open). */
  expireCheckout(sessionId: string): Promise<boolean>;
  recordChosenPlan(uid: string, plan: PlanName): Promise<void>;
  /** Her one open Pix checkout (lambdas/subscriptions/data/open-checkout.ts); `replacing`: the open session she left. */
  claimOpenCheckout(uid: string, claim: OpenCheckout, now: number, replacing?: string): Promise<boolean>;
  fillOpenCheckout(uid: string, claimId: string, session: OpenCheckout): Promise<void>;
  readOpenCheckout(uid: string): Promise<OpenCheckout | undefined>;
  now(): number;
  newClaimId(): string;
  sleep(ms: number): Promise<void>;
}

/**
 * CAREYCUIDADORES: the first month of her first order, once. Stripe's record of her payments decides, not her plan's
 * state (a withdrawal or an ended plan leaves her 'Sem Plano' again); a new customer has none to ask about. Checkout
 * applies it; the plan cards say it (GET /api/me/assinatura, `couponAvailable`).
 */
export async function couponApplies(caregiver: Pick<Caregiver, 'stripeCustomerId'>, ports: Pick<CheckoutPorts, 'hasPaidBefore'>): Promise<boolean> {
  return !(caregiver.stripeCustomerId && (await ports.hasPaidBefore(caregiver.stripeCustomerId)));
}

/** How long a claim waits for its session to be created before another 'Continuar' may take over. */
export const CLAIM_SECONDS = 60;
const WAIT_STEPS = 40;
const WAIT_MS = 150;

const isOpen = (c: OpenCheckout | undefined, now: number): c is OpenCheckout => !!c && c.expiresAt > now && c.url !== '';

/**
 * A checkout for the caller, at the server's price of the plan she names, paid the way she chose. Refused (409)
 * while she has a plan, except a one-off Pix paid again by one on one-off Pix (the period extends from its end).
 * Her Stripe customer is created and linked the first time. With Pix, one checkout is open at a time: a second
 * 'Continuar' for the same plan and way (even two at once) gets the same session, so nobody pays twice for one
 * period; another plan or way expires the open session in Stripe first. A card checkout expires it too.
 */
export async function startCheckout(caregiver: Caregiver, planName: PlanName, method: PaymentMethod, ports: CheckoutPorts): Promise<CheckoutSession> {
  const plan = findPlan(planName)!;
  const renewal = method === 'pix' && caregiver.formaDePagamento === 'pix' && hasPlan(caregiver.tipodeconta);
  if (hasPlan(caregiver.tipodeconta) && !renewal) throw conflict(messages.alreadySubscribed);
  const { uid, email, name } = caregiver;
  const customerId = caregiver.stripeCustomerId ?? (await ports.linkCustomer(uid, await ports.createCustomer({ uid, email, name })));
  const firstOrder = !renewal && (await couponApplies(caregiver, ports));
  const now = ports.now();
  const open = isOpen(caregiver.pixCheckout, now) ? caregiver.pixCheckout : undefined;
  if (method === 'cartao') {
    if (open) await ports.expireCheckout(open.sessionId);
    const session = await ports.createCheckout({ uid, customerId, plan, method, firstOrder });
    await ports.recordChosenPlan(uid, plan.name);
    return { id: session.id, url: session.url };
  }
  if (open && open.plan === plan.name && open.method === method) return { id: open.sessionId, url: open.url };
  const claimId = `claim_${ports.newClaimId()}`;
  const claim: OpenCheckout = { sessionId: claimId, url: '', method, plan: plan.name, expiresAt: now + CLAIM_SECONDS };
  if (!(await ports.claimOpenCheckout(uid, claim, now, open?.sessionId))) return waitForOpenCheckout(uid, ports);
  // Only the request that took the slot from the old session ends it (its checkout.session.expired then finds the slot taken).
  if (open) await ports.expireCheckout(open.sessionId);
  // The claim's id as Stripe's idempotency key: this claim's call, retried by the SDK, gets the session its first
  // attempt created, never a second one. The claim, not the key, keeps her to one session: each 'Continuar' that
  // takes the slot has a new claim, hence a new key (so does a takeover of a claim whose request died).
  const session = await ports.createCheckout({ uid, customerId, plan, method, firstOrder, idempotencyKey: `carey-checkout-${claimId}` });
  await ports.fillOpenCheckout(uid, claimId, { sessionId: session.id, url: session.url, method, plan: plan.name, expiresAt: session.expiresAt ?? now + CLAIM_SECONDS });
  await ports.recordChosenPlan(uid, plan.name);
  return { id: session.id, url: session.url };
}

/** Another 'Continuar' holds the slot: its session, once created. */
async function waitForOpenCheckout(uid: string, ports: CheckoutPorts): Promise<CheckoutSession> {
  for (let i = 0; i < WAIT_STEPS; i++) {
    const open = await ports.readOpenCheckout(uid);
    if (isOpen(open, ports.now())) return { id: open.sessionId, url: open.url };
    await ports.sleep(WAIT_MS);
  }
  throw conflict(messages.checkoutBeingPrepared);
}

/** Stripe's customer portal (change the card, cancel) for a caregiver who has subscribed at least once. */
export async function openBillingPortal(
  caregiver: Pick<Caregiver, 'stripeCustomerId' | 'stripeSubscriptionId' | 'formaDePagamento'>,
  createPortal: (customerId: string) => Promise<string>,
): Promise<BillingPortalSession> {
  // A one-off Pix is no Stripe subscription (an older, ended one may still be on her record).
  if (caregiver.formaDePagamento === 'pix') throw conflict(messages.pixHasNoSubscriptionToManage);
  if (!caregiver.stripeCustomerId || !caregiver.stripeSubscriptionId) throw conflict(messages.noSubscriptionToManage);
  return { url: await createPortal(caregiver.stripeCustomerId) };
}
