import type { PaymentMethod, PlanName } from '../../contract';

/**
 * The plan's state on her record and what a transition gives back: types only, shared by the state machine
 * (subscription-state.ts), the Pix half of it (pix-state.ts) and the caregiver record (lambdas/caregivers/caregiver.ts).
 */
export interface SubscriptionState {
  /** Plan label, or 'Sem Plano'. */
  tipodeconta: string;
  planoescolhido?: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  subscriptionStatus?: string;
  /** `at` of the last event applied to the current subscription. */
  subscriptionEventAt?: number;
  endedSubscriptionIds?: string[];
  /** How the current (or last) plan is paid; absent: by card (every plan before issue 39). */
  formaDePagamento?: PaymentMethod;
  /** One-off Pix: the end of access (epoch seconds) and the payments of the current run (lambdas/subscriptions/pix-state.ts). */
  pixAccessUntil?: number;
  pixPayments?: PixPayment[];
  /** The Pix checkout she was sent to and has not paid yet (one at a time). */
  pixCheckout?: OpenCheckout;
}

/** An e-mail the event calls for; sent once per event (lambdas/subscriptions/billing-mail.ts). */
export type BillingMail =
  | { kind: 'subscription-confirmed'; plan: PlanName; amountCents: number; discountCents: number; nextChargeAt?: number; paidAt?: number; method?: PaymentMethod; accessUntil?: number }
  | { kind: 'refunded'; amountCents: number; at: number; method?: PaymentMethod }
  /** A one-off Pix paid while another plan was live, given back (lambdas/subscriptions/pix-give-back.ts); `plan`: the live one. */
  | { kind: 'pix-returned'; amountCents: number; at: number; plan: PlanName | '' }
  /** A one-off Pix period ended (the expiry job). */
  | { kind: 'plan-ended'; plan: PlanName | ''; endedAt: number }
  | { kind: 'renewal-stopped'; plan: PlanName | ''; accessUntil: number; method?: PaymentMethod }
  | { kind: 'payment-failed'; plan: PlanName | ''; nextAttemptAt?: number; method?: PaymentMethod };

export interface Transition {
  state: SubscriptionState;
  /** True when the stored record must be written. */
  changed: boolean;
  /** A Portuguese notice for the caregiver, when the event calls for one. */
  notice?: string;
  /** An e-mail for the caregiver, when the event calls for one. */
  mail?: BillingMail;
  /** A one-off Pix period now ends at `endsAt`: the expiry job and the 3-day e-mail are queued for it. */
  schedule?: { endsAt: number };
  /** A one-off Pix paid while another plan is live: its money goes back to her (lambdas/subscriptions/pix-give-back.ts). */
  giveBack?: PixGiveBack;
}

/** A one-off Pix payment Carey owes back in full: which session paid it, with what payment intent. */
export interface PixGiveBack {
  sessionId: string;
  paymentIntent: string;
  amountCents: number;
}

/** A one-off Pix payment of the current run. */
export interface PixPayment {
  sessionId: string;
  paymentIntent: string;
  plan: PlanName;
  amountCents: number;
  discountCents: number;
  paidAt: number;
}

/** The Checkout Session she was sent to and not yet paid or expired (a second 'Continuar' reuses it). */
export interface OpenCheckout {
  sessionId: string;
  url: string;
  method: PaymentMethod;
  plan: PlanName;
  /** Epoch seconds: Stripe's `expires_at` of the session; after it the record no longer counts as open. */
  expiresAt: number;
}
