import fs from 'node:fs';
import { clockOffset, setClockOffset, type Json } from './wire';

/** What the stand-in remembers: customers, checkout and portal sessions, subscriptions, invoices, charges, refunds, its clock. */
export interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  success_url: string;
  cancel_url: string;
  /** Not in Stripe's answer (publicSession drops it): the price the session charges. */
  priceId: string;
  allow_promotion_codes: boolean;
  custom_text: { submit?: { message?: string } | null; [text: string]: unknown };
  subscription: string | null;
  /** Pix sessions only (not in Stripe's answer either): the one-off's product and amount, and the coupon applied on the page. */
  pix?: { amountCents: number; productName: string; expiresAt: number; coupon: string };
}
export interface Subscription extends Json {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
}
/** An invoice, its charge (one payment intent each) and refunds, as Stripe answers them. */
export interface Invoice extends Json {
  id: string;
  customer: string;
  subscription: string;
  amount_paid: number;
  payment_intent: string;
  charge: string;
  created: number;
}
export interface Charge extends Json {
  id: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  invoice: string;
}
export interface PortalSession {
  id: string;
  customer: string;
  return_url: string;
}

export interface StandInState {
  customers: Map<string, Json>;
  sessions: Map<string, Session>;
  subscriptions: Map<string, Subscription>;
  portalSessions: Map<string, PortalSession>;
  invoices: Map<string, Invoice>;
  charges: Map<string, Charge>;
  refunds: Map<string, Json>;
  /** Pix: payment intents, payment methods and Pix Automático mandates. */
  paymentIntents: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  mandates: Map<string, Json>;
  /** Writes the state file, if there is one. */
  save(): void;
}

/**
 * Keeps customers, sessions and subscriptions between restarts when given a file (npm run dev keeps DynamoDB too,
 * which holds their ids); without it they live in memory.
 */
export function openState(stateFile?: string): StandInState {
  const saved = stateFile && fs.existsSync(stateFile) ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, [string, never][]> & { clockOffset?: number }) : {};
  setClockOffset(typeof saved.clockOffset === 'number' ? saved.clockOffset : 0);
  const state: StandInState = {
    customers: new Map(saved.customers),
    sessions: new Map(saved.sessions),
    subscriptions: new Map(saved.subscriptions),
    portalSessions: new Map(saved.portalSessions),
    invoices: new Map(saved.invoices),
    charges: new Map(saved.charges),
    refunds: new Map(saved.refunds),
    paymentIntents: new Map(saved.paymentIntents),
    paymentMethods: new Map(saved.paymentMethods),
    mandates: new Map(saved.mandates),
    save() {
      if (!stateFile) return;
      const { customers, sessions, subscriptions, portalSessions, invoices, charges, refunds, paymentIntents, paymentMethods, mandates } = state;
      const lists = { customers, sessions, subscriptions, portalSessions, invoices, charges, refunds, paymentIntents, paymentMethods, mandates };
      fs.writeFileSync(stateFile, JSON.stringify({ ...Object.fromEntries(Object.entries(lists).map(([k, m]) => [k, [...m]])), clockOffset: clockOffset() }));
    },
  };
  return state;
}
