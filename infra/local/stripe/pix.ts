import { findPlan, isPlanName, plans, promotionDiscountCents, PROMOTION_PERCENT_OFF } from '../../../lambdas/subscriptions/plans';
import { brCode } from './br-code';
import type { Session, StandInState } from './state';
import { listOf, newId, now, StripeHttpError, type Json } from './wire';

/**
 * Pix in Checkout as Stripe takes it (docs.stripe.com/payments/pix, /payments/pix/pix-automatico, and the stripe
 * package's Checkout.SessionCreateParams): the session's parameters and its BR Code. For a Checkout Session the Pix
 * code lasts between 60 s and 14 days, 4 hours by default (a PaymentIntent of its own takes 10 s and 24 h).
 */
export const PIX_EXPIRES_MIN = 60;
export const PIX_EXPIRES_MAX = 14 * 24 * 3600;
export const PIX_EXPIRES_DEFAULT = 4 * 3600;
/** A Pix Automático mandate starts at least 3 days ahead (its first debit after the bank's notice). */
export const MANDATE_START_MIN_DAYS = 3;
/** The simulated merchant's Pix key (a random key, EVP), name and city, as Stripe's acquirer writes them in the code. */
export const STAND_IN_PIX_KEY = '5f0c9d7e-2b1a-4c3d-8e9f-0a1b2c3d4e5f';

const invalid = (message: string, param: string, code?: string): never => {
  throw new StripeHttpError(400, { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) });
};
const P = 'payment_method_options[pix]';
const M = `${P}[mandate_options]`;

/** allowed_payment_method_types (the SDK's name) or payment_method_types as sent: ['pix'] for Pix; absent (Carey's card checkout) reads as ['card']. */
export function paymentMethodTypes(form: Json): string[] {
  const types = listOf(form.allowed_payment_method_types ?? form.payment_method_types).map(String);
  return types.length ? types : ['card'];
}

function integerParam(value: unknown, param: string, min: number, max: number): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) invalid(`Invalid integer: ${String(value)}`, param, 'parameter_invalid_integer');
  if (n < min) invalid(`This value must be greater than or equal to ${min}.`, param, 'parameter_invalid_integer');
  if (n > max) invalid(`This value must be less than or equal to ${max}.`, param, 'parameter_invalid_integer');
  return n;
}

function oneOf(value: unknown, param: string, allowed: readonly string[]): string {
  if (typeof value !== 'string' || !allowed.includes(value)) invalid(`Invalid ${param}: must be one of ${allowed.join(', ')}`, param, 'parameter_invalid_string');
  return value as string;
}

function date(value: unknown, param: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) invalid(`Invalid date: ${String(value)} (expected YYYY-MM-DD).`, param, 'parameter_invalid_string');
  return value as string;
}

/** Validates payment_method_options.pix as Stripe does; answers the Pix code's lifetime and the mandate's terms (subscription mode). */
export function pixOptions(form: Json, mode: string): { expiresAfterSeconds: number; mandate: Json | null } {
  const types = paymentMethodTypes(form);
  if (types.length !== 1 || !['pix', 'card'].includes(types[0])) invalid(`The local stand-in takes payment_method_types ['card'] or ['pix'], not [${types.join(', ')}].`, 'payment_method_types');
  const pix = ((form.payment_method_options as Json | undefined)?.pix ?? undefined) as Json | undefined;
  if (types[0] !== 'pix') {
    if (pix) invalid('payment_method_options[pix] was given but pix is not in payment_method_types.', P);
    return { expiresAfterSeconds: 0, mandate: null };
  }
  const expiresAfterSeconds = pix?.expires_after_seconds === undefined ? PIX_EXPIRES_DEFAULT : integerParam(pix.expires_after_seconds, `${P}[expires_after_seconds]`, PIX_EXPIRES_MIN, PIX_EXPIRES_MAX);
  const options = pix?.mandate_options as Json | undefined;
  if (mode === 'payment') {
    if (options) invalid(`${M} can only be used in subscription or setup mode.`, M);
    return { expiresAfterSeconds, mandate: null };
  }
  const amountType = options?.amount_type === undefined ? 'maximum' : oneOf(options.amount_type, `${M}[amount_type]`, ['fixed', 'maximum']);
  if (amountType === 'fixed' && options?.amount === undefined) invalid(`Missing required param: ${M}[amount].`, `${M}[amount]`, 'parameter_missing');
  const amount = options?.amount === undefined ? 40000 : integerParam(options.amount, `${M}[amount]`, 1, 99999999);
  const schedule = options?.payment_schedule === undefined ? 'monthly' : oneOf(options.payment_schedule, `${M}[payment_schedule]`, ['halfyearly', 'monthly', 'quarterly', 'weekly', 'yearly']);
  const startDate = date(options?.start_date, `${M}[start_date]`);
  const endDate = date(options?.end_date, `${M}[end_date]`);
  const earliest = new Date((now() + MANDATE_START_MIN_DAYS * 24 * 3600) * 1000).toISOString().slice(0, 10);
  if (startDate && startDate < earliest) invalid(`${M}[start_date] should be at least ${MANDATE_START_MIN_DAYS} days in the future (${earliest} or later).`, `${M}[start_date]`);
  if (startDate && endDate && endDate <= startDate) invalid(`${M}[end_date] must be after ${M}[start_date].`, `${M}[end_date]`);
  if (options?.currency !== undefined && options.currency !== 'brl') invalid('Only brl is supported for Pix mandates.', `${M}[currency]`);
  return { expiresAfterSeconds, mandate: { amount, amount_type: amountType, payment_schedule: schedule, start_date: startDate ?? earliest, end_date: endDate, currency: 'brl', reference: options?.reference ?? null } };
}

/** A payment-mode line item: price_data in brl (Carey's plan prices are recurring, which Stripe refuses in payment mode). */
export function oneOffLine(form: Json, recurringPriceIds: string[]): { amountCents: number; productName: string } {
  const items = listOf(form.line_items) as Json[];
  if (items.length !== 1) invalid('Exactly one line item is supported.', 'line_items');
  if (items[0].price !== undefined && recurringPriceIds.includes(String(items[0].price)))
    invalid('You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', 'line_items[0][price]');
  const data = items[0].price_data as Json | undefined;
  if (!data) invalid('Missing required param: line_items[0][price_data].', 'line_items[0][price_data]', 'parameter_missing');
  if (data!.currency !== 'brl') invalid('Pix only supports brl.', 'line_items[0][price_data][currency]');
  if (data!.recurring !== undefined) invalid('You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', 'line_items[0][price_data][recurring]');
  const amountCents = integerParam(data!.unit_amount, 'line_items[0][price_data][unit_amount]', 1, 99999999);
  const productName = String(((data!.product_data as Json | undefined)?.name ?? '') || invalid('Missing required param: line_items[0][price_data][product_data][name].', 'line_items[0][price_data][product_data][name]', 'parameter_missing'));
  if (items[0].quantity !== undefined && items[0].quantity !== '1') invalid('Only quantity 1 is supported by the local stand-in.', 'line_items[0][quantity]');
  return { amountCents, productName };
}

/** CAREYCUIDADORES on a one-off Pix: the plan's first-period discount (the plan named in metadata, or the one of that price). */
export function oneOffDiscountCents(session: Session): number {
  const named = session.metadata && (session.metadata as Json).plan;
  const plan = (isPlanName(named) ? findPlan(named) : undefined) ?? plans.find((p) => p.amountCents === session.pix!.amountCents);
  return plan ? promotionDiscountCents(plan) : Math.round((session.pix!.amountCents * PROMOTION_PERCENT_OFF) / 100);
}

/** The BR Code her bank app reads, for `amountCents`, with the payment intent as its txid. */
export function pixCodeFor(paymentIntentId: string, amountCents: number): string {
  return brCode({ key: STAND_IN_PIX_KEY, merchantName: 'Carey', merchantCity: 'Sao Paulo', amountCents, txid: paymentIntentId.replace(/^pi_/, '') });
}

/** A Pix charge's payment_method_details: the Banco Central's end-to-end id, and the mandate a Pix Automático debit used. */
export const pixDetails = (mandate?: string) => ({ type: 'pix', pix: { bank_transaction_id: `E${newId('').slice(1, 25).toUpperCase()}`, ...(mandate ? { mandate } : {}) } });

/** A payment intent of a Pix, stored (GET /v1/payment_intents/{id}) and answered as Stripe does. */
export function putPaymentIntent(state: StandInState, fields: Json & { id: string }): Json {
  const previous = state.paymentIntents.get(fields.id);
  const intent: Json = { object: 'payment_intent', currency: 'brl', payment_method_types: ['pix'], livemode: false, created: now(), last_payment_error: null, ...previous, ...fields };
  state.paymentIntents.set(fields.id, intent);
  return { ...intent };
}

/** What Stripe puts in a Pix payment intent's next_action: the code, its expiry and the hosted page showing it. */
export function pixNextAction(session: Session, paymentIntentId: string, amountCents: number): Json {
  return {
    type: 'pix_display_qr_code',
    pix_display_qr_code: { data: pixCodeFor(paymentIntentId, amountCents), expires_at: session.pix!.expiresAt, hosted_instructions_url: session.url, image_url_png: `${String(session.url)}/qr`, image_url_svg: `${String(session.url)}/qr` },
  };
}

/** What she pays today on a Pix session: the amount, less CAREYCUIDADORES' first-period discount once applied on the page. */
export function pixAmountDue(session: Session, planDiscountCents: () => number): number {
  if (!session.pix!.coupon) return session.pix!.amountCents;
  return session.pix!.amountCents - (session.mode === 'payment' ? oneOffDiscountCents(session) : planDiscountCents());
}
