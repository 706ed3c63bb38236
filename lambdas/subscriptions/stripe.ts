import Stripe from 'stripe';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { DomainError } from '../base/errors';
import { messages } from '../base/messages';
import { plans, type Plan, type PlanName } from './plans';
import { env, requireEnv } from '../base/env';
import { sitePaths, type CheckoutSession, type PaymentMethod } from '../../contract';
import { checkoutParamsFor } from './pix-checkout-params';
import { log } from '../base/observability/observability';
import type { HerCheckoutSession } from './checkouts-at-deletion';

/**
 * The Stripe SDK, configured once per container.
 * - Keys: env STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET when both are set (the local stack), otherwise the
 *   Secrets Manager secret named by STRIPE_SECRET_ID, JSON {"secretKey", "webhookSecret"} (AWS). Read on first
 *   use and cached, so a warm function never calls Secrets Manager again.
 * - Endpoint: STRIPE_API_BASE (e.g. http://127.0.0.1:12111) points the SDK at the local stand-in; unset in AWS.
 * - Prices: STRIPE_PRICE_MENSAL / STRIPE_PRICE_TRIMESTRAL (each plan names its variable in plans.ts).
 */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

const secretShape = z.object({ secretKey: z.string().min(1), webhookSecret: z.string().min(1) });

let keysPromise: Promise<StripeKeys> | undefined;
let client: { key: string; stripe: Stripe } | undefined;

export async function stripeKeys(): Promise<StripeKeys> {
  // Read on every call, so a function not granted Stripe fails even where another function of the same process
  // has read the keys (the local stack).
  const secretKey = env('STRIPE_SECRET_KEY');
  const webhookSecret = env('STRIPE_WEBHOOK_SECRET');
  if (secretKey && webhookSecret) return { secretKey, webhookSecret };
  const secretId = requireEnv('STRIPE_SECRET_ID');
  keysPromise ??= loadKeys(secretId).catch((error) => {
    keysPromise = undefined; // a failed read is retried by the next request, not cached
    throw error;
  });
  return keysPromise;
}

async function loadKeys(secretId: string): Promise<StripeKeys> {
  // STRIPE_SECRET_VERSION_ID (the stage's stripeSecretVersionId, docs/deploy.md) pins the version; unset: the current one.
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId, VersionId: env('STRIPE_SECRET_VERSION_ID') }));
  const parsed = secretShape.safeParse(JSON.parse(out.SecretString ?? '{}'));
  if (!parsed.success) throw new Error('The Stripe secret must be JSON {"secretKey": "...", "webhookSecret": "..."}');
  return parsed.data;
}

export async function stripe(): Promise<Stripe> {
  const { secretKey } = await stripeKeys();
  const key = `${secretKey}|${env('STRIPE_API_BASE') ?? ''}`;
  if (client?.key !== key) client = { key, stripe: new Stripe(secretKey, { ...connection(), maxNetworkRetries: 2, timeout: 10_000, telemetry: false }) };
  return client.stripe;
}

function connection(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  const base = env('STRIPE_API_BASE');
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function priceIdFor(plan: Plan): string {
  return requireEnv(plan.priceIdEnv);
}

export function planForPriceId(priceId: string): PlanName | undefined {
  return plans.find((p) => env(p.priceIdEnv) === priceId)?.name;
}

/**
 * Runs a Stripe call; Stripe being down or refusing us is not the caller's fault, so it becomes a 503 with a
 * Portuguese message (the details go to the log).
 */
export async function callStripe<T>(call: (s: Stripe) => Promise<T>): Promise<T> {
  const s = await stripe();
  try {
    return await call(s);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      log().error('stripe call failed', { type: error.type, code: error.code, statusCode: error.statusCode, detail: error.message });
      throw new DomainError('unavailable', messages.paymentsUnavailable);
    }
    throw error;
  }
}

/** Verifies the signature on the raw body and returns the event; throws Stripe's signature error otherwise. */
export async function verifyWebhook(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  const { webhookSecret } = await stripeKeys();
  return Stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
}

export const isSignatureError = (error: unknown) => error instanceof Stripe.errors.StripeSignatureVerificationError;

/**
 * The caregiver's Stripe customer. Stripe keeps the key `carey-customer-{uid}` for 24 hours: the same call again (the
 * SDK's retry, or her second first checkout) is answered the customer the first call created, with no second one; while
 * the first still runs Stripe answers 409, which the SDK retries. With other parameters (her name or e-mail changed in
 * between) Stripe refuses the key (idempotency_error, a 503 here); after 24 hours it is a new request. Which customer
 * stays hers is linkCustomer's (the first linked wins).
 */
export async function createCustomer(caregiver: { uid: string; email: string; name: string }): Promise<string> {
  const customer = await callStripe((s) =>
    s.customers.create(
      { email: caregiver.email, name: caregiver.name, metadata: { uid: caregiver.uid } },
      { idempotencyKey: `carey-customer-${caregiver.uid}` },
    ),
  );
  return customer.id;
}

/**
 * A Checkout Session for one plan, paid by card, Pix Automático or one-off Pix (pix-checkout-params.ts); the user,
 * plan and way of paying ride along as metadata for the webhook.
 */
export async function createCheckoutSession(input: { uid: string; customerId: string; plan: Plan; method: PaymentMethod; firstOrder: boolean; idempotencyKey?: string; siteUrl: string }): Promise<CheckoutSession & { expiresAt: number }> {
  const metadata = { uid: input.uid, plan: input.plan.name, formaDePagamento: input.method };
  const now = Math.floor(Date.now() / 1000);
  const session = await callStripe((s) =>
    s.checkout.sessions.create(
      {
        customer: input.customerId,
        client_reference_id: input.uid,
        metadata,
        ...checkoutParamsFor({ plan: input.plan, method: input.method, firstOrder: input.firstOrder, priceId: priceIdFor(input.plan), metadata, now }),
        locale: 'pt-BR',
        success_url: `${input.siteUrl}${sitePaths.subscriptionSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${input.siteUrl}${sitePaths.account}`,
      },
      // Stripe keeps the key for 24 hours: the same call again gets the first answer (an error too), other parameters
      // are refused (idempotency_error). A key is one call's, not one checkout's (subscription-checkout.ts).
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {},
    ),
  );
  // A hosted session always has its page's address.
  if (!session.url) throw new Error('Stripe answered a checkout session without its url');
  return { id: session.id, url: session.url, expiresAt: session.expires_at };
}

/**
 * Ends an open Checkout Session now, so it can no longer be paid (Stripe then sends checkout.session.expired).
 * False when Stripe no longer has it open (already expired, or she completed it: a Pix may still be paid then).
 */
export async function expireCheckoutSession(sessionId: string): Promise<boolean> {
  return callStripe(async (s) => {
    try {
      await s.checkout.sessions.expire(sessionId);
      return true;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
      throw error;
    }
  });
}

/** Her Checkout Sessions created since `since` (epoch seconds), any status (checkouts-at-deletion.ts). */
export async function checkoutSessionsOf(customerId: string, since: number): Promise<HerCheckoutSession[]> {
  return callStripe(async (s) => {
    const sessions: HerCheckoutSession[] = [];
    for await (const x of s.checkout.sessions.list({ customer: customerId, created: { gte: since }, limit: 100, expand: ['data.payment_intent.latest_charge'] })) {
      const intent = typeof x.payment_intent === 'object' ? x.payment_intent : undefined;
      const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
      const paymentIntent = typeof x.payment_intent === 'string' ? x.payment_intent : intent?.id;
      sessions.push({ id: x.id, mode: x.mode, status: x.status ?? '', paymentStatus: x.payment_status, expiresAt: x.expires_at, refunded: (charge?.amount_refunded ?? 0) > 0, ...(paymentIntent ? { paymentIntent } : {}) });
    }
    return sessions;
  });
}

/** Stripe's customer portal (change the card, cancel), returning to Minha Conta. */
export async function createBillingPortal(customerId: string, siteUrl: string): Promise<string> {
  const session = await callStripe((s) => s.billingPortal.sessions.create({ customer: customerId, return_url: `${siteUrl}${sitePaths.account}`, locale: 'pt-BR' }));
  return session.url;
}

/**
 * Ends a subscription now (no renewal, no further charge); Stripe keeps its payment records. Doing it again,
 * or for a subscription Stripe no longer has, changes nothing.
 */
export async function cancelSubscriptionNow(subscriptionId: string): Promise<void> {
  // Short and few: this runs inside the caregiver's request (10 s function); a slow Stripe is left to the job.
  const quick = { timeout: 3000, maxNetworkRetries: 1 };
  await callStripe(async (s) => {
    try {
      const subscription = await s.subscriptions.retrieve(subscriptionId, {}, quick);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      await s.subscriptions.cancel(subscriptionId, {}, quick);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      throw error;
    }
  });
}
