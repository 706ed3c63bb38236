import type { Billing } from './billing';
import { publicSession } from './billing';
import type { StandInState } from './state';
import { listOf, mustGet, newId, now, StripeHttpError, type Json } from './wire';
import { createdMatches, expandedOnItems, pagedList } from './lists';

/** A list answer (`GET /v1/...`), newest first, in one page (the stand-in holds few objects; checkout sessions are paged as Stripe pages them, lists.ts). */
const list = (url: string, data: Json[]) => ({ object: 'list', url, has_more: false, data: [...data].sort((a, b) => Number(b.created) - Number(a.created)) });

export interface ApiRequest {
  /** The path's captured groups (ids). */
  params: string[];
  /** The form-encoded body (or query string for GET), decoded by parseForm. */
  form: Json;
  state: StandInState;
  billing: Billing;
  endpoint: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  /** Answers the call's JSON body (200); a StripeHttpError answers a Stripe-shaped error. */
  handle(request: ApiRequest): unknown;
}

/**
 * The Stripe API calls our code makes, as the SDK sends them. To stand in for another call, add a row: the server
 * checks the API key, decodes the form, keeps and replays idempotent POSTs as Stripe does (idempotency.ts) and saves
 * the state around every row.
 */
export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    handle: ({ form, billing }) => billing.createCustomer({ email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {} }),
  },
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: ({ form, billing }) => billing.createSession(form) },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([\w-]+)$/,
    handle: ({ params: [id], state }) => publicSession(mustGet(state.sessions, id, 'checkout.session')),
  },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ form, state, endpoint }) => {
      const customer = String(form.customer ?? '');
      mustGet(state.customers, customer, 'customer');
      const session = { id: newId('bps'), customer, return_url: String(form.return_url ?? '') };
      state.portalSessions.set(session.id, session);
      return { object: 'billing_portal.session', created: now(), livemode: false, locale: form.locale ?? null, ...session, url: `${endpoint}/portal/${session.id}` };
    },
  },
  {
    // stripe.checkout.sessions.list({ created, customer, payment_intent, status, expand }), paged as Stripe pages it.
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    handle: ({ form, state }) => {
      const matching = [...state.sessions.values()].filter(
        (s) => (!form.customer || s.customer === form.customer) && (!form.payment_intent || s.payment_intent === form.payment_intent) && (!form.status || s.status === form.status) && createdMatches(form.created, s.created),
      );
      return pagedList('/v1/checkout/sessions', matching.map((s) => expandSession(publicSession(s), state, expandedOnItems(form))), form);
    },
  },
  {
    // stripe.checkout.sessions.expire(id): an open session ends now (checkout.session.expired follows).
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
    handle: async ({ params: [id], state, billing }) => {
      const session = mustGet(state.sessions, id, 'checkout.session');
      await billing.pix.expire(session);
      return publicSession(session);
    },
  },
  { method: 'GET', path: /^\/v1\/payment_intents\/([\w-]+)$/, handle: ({ params: [id], state }) => mustGet(state.paymentIntents, id, 'payment_intent') },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents$/,
    handle: ({ form, state }) => list('/v1/payment_intents', [...state.paymentIntents.values()].filter((p) => !form.customer || p.customer === form.customer)),
  },
  { method: 'GET', path: /^\/v1\/charges\/([\w-]+)$/, handle: ({ params: [id], state }) => mustGet(state.charges, id, 'charge') },
  { method: 'GET', path: /^\/v1\/payment_methods\/([\w-]+)$/, handle: ({ params: [id], state }) => mustGet(state.paymentMethods, id, 'payment_method') },
  { method: 'GET', path: /^\/v1\/mandates\/([\w-]+)$/, handle: ({ params: [id], state }) => mustGet(state.mandates, id, 'mandate') },
  {
    // expand[]=default_payment_method answers the payment method itself (type 'pix' for Pix Automático).
    method: 'GET',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: ({ params: [id], form, state }) => {
      const subscription = mustGet(state.subscriptions, id, 'subscription');
      const pm = listOf(form.expand).includes('default_payment_method') && typeof subscription.default_payment_method === 'string' ? state.paymentMethods.get(subscription.default_payment_method) : undefined;
      return pm ? { ...subscription, default_payment_method: pm } : subscription;
    },
  },
  {
    // stripe.subscriptions.list({ status, customer }): 'all' or one status; Stripe's default leaves out canceled ones.
    method: 'GET',
    path: /^\/v1\/subscriptions$/,
    handle: ({ form, state }) =>
      list('/v1/subscriptions', [...state.subscriptions.values()].filter((s) => (form.status === 'all' ? true : form.status ? s.status === form.status : s.status !== 'canceled') && (!form.customer || s.customer === form.customer))),
  },
  {
    // cancel_at_period_end (the renewal stops; access until the period's end) and metadata.
    method: 'POST',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: ({ params: [id], form, state, billing }) => billing.updateSubscription(mustGet(state.subscriptions, id, 'subscription'), form),
  },
  {
    // stripe.invoices.list({ subscription, status }): the subscription's invoices, newest first.
    method: 'GET',
    path: /^\/v1\/invoices$/,
    handle: ({ form, state }) =>
      list('/v1/invoices', [...state.invoices.values()].filter((i) => (!form.subscription || i.subscription === form.subscription) && (!form.customer || i.customer === form.customer) && (!form.status || i.status === form.status))),
  },
  { method: 'GET', path: /^\/v1\/invoices\/([\w-]+)$/, handle: ({ params: [id], state }) => mustGet(state.invoices, id, 'invoice') },
  { method: 'POST', path: /^\/v1\/refunds$/, handle: ({ form, billing }) => billing.refund(form) },
  { method: 'GET', path: /^\/v1\/refunds$/, handle: ({ form, state }) => list('/v1/refunds', [...state.refunds.values()].filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent)) },
  { method: 'GET', path: /^\/v1\/test_helpers\/test_clocks\/([\w-]+)$/, handle: ({ params: [id], billing }) => billing.testClock(id) },
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/test_clocks\/([\w-]+)\/advance$/,
    handle: ({ params: [id], form, billing }) => billing.advanceClock(id, Number(form.frozen_time)),
  },
  {
    // stripe.subscriptions.cancel(id): ends it now. Answers before the webhook is heard, as Stripe does.
    method: 'DELETE',
    path: /^\/v1\/subscriptions\/([\w-]+)$/,
    handle: ({ params: [id], state, billing }) => {
      const subscription = mustGet(state.subscriptions, id, 'subscription');
      if (subscription.status !== 'canceled') void billing.endSubscription(subscription);
      return subscription;
    },
  },
];

/** A session's payment intent, and that one's latest charge, expanded when asked (`payment_intent`, `payment_intent.latest_charge`). */
function expandSession(session: Json, state: StandInState, paths: string[]): Json {
  const intent = paths.some((p) => p === 'payment_intent' || p === 'payment_intent.latest_charge') && typeof session.payment_intent === 'string' ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (!intent) return session;
  const charge = paths.includes('payment_intent.latest_charge') && typeof intent.latest_charge === 'string' ? state.charges.get(intent.latest_charge) : undefined;
  return { ...session, payment_intent: { ...intent, ...(charge ? { latest_charge: { ...charge } } : {}) } };
}

/** Whether a row answers this call (an unknown URL never reaches an endpoint: nothing to keep under its idempotency key). */
export const hasApiRoute = (method: string, path: string) => apiRoutes.some((route) => route.method === method && route.path.test(path));

export async function answerApi(method: string, path: string, request: Omit<ApiRequest, 'params'>): Promise<unknown> {
  for (const route of apiRoutes) {
    const match = route.method === method ? route.path.exec(path) : null;
    if (match) return route.handle({ ...request, params: match.slice(1) });
  }
  throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
}
