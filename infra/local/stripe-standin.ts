import fs from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  billingPeriodLabel,
  findPlan,
  firstChargeWithPromotionCents,
  formatBrl,
  promotionDiscountCents,
  PROMOTION_CODE,
  PROMOTION_PERCENT_OFF,
  type Plan,
  type PlanName,
} from '../../lambdas/domain/plans';
import { listen, readBody, stopServer } from './net';

/**
 * The local stand-in for Stripe. The real SDK is pointed at it (host/port/protocol) and it answers, in Stripe's
 * wire format (form-encoded requests, JSON answers, Stripe-shaped errors), the calls our code makes:
 * POST /v1/customers, POST and GET /v1/checkout/sessions, POST /v1/billing_portal/sessions, GET and DELETE
 * /v1/subscriptions/{id}. It also serves the pages the browser is sent to:
 * - /checkout/{session}: plan, price, the coupon's effect, a coupon field, 'Pagar' and 'Cancelar'. 'Pagar' creates
 *   the subscription, sends SIGNED events (customer.subscription.created, checkout.session.completed) to our real
 *   webhook and then follows the success URL; 'Cancelar' follows the cancel URL.
 * - /portal/{session}: the customer's subscriptions, 'Cancelar assinatura' (sends customer.subscription.deleted),
 *   'Simular falha de pagamento' (sends invoice.payment_failed) and 'Voltar para o Carey'.
 * Events are signed with the SDK's own test-header helper, so the handler verifies them exactly like Stripe's.
 */
export interface StripeStandInOptions {
  port: number;
  /** The API key our code must present (Authorization: Bearer ...). */
  secretKey: string;
  /** Signs webhook events (Stripe-Signature). */
  webhookSecret: string;
  /** Where events are delivered (`${SITE_URL}/api/stripe/webhook`); read at delivery time. */
  webhookUrl: () => string;
  /** Price ids the stand-in knows, and the plan each one charges. */
  prices: Record<string, PlanName>;
  /**
   * Keeps customers, sessions and subscriptions between restarts (npm run dev keeps DynamoDB too, which holds
   * their ids); without it they live in memory.
   */
  stateFile?: string;
}

type Json = Record<string, unknown>;
interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  success_url: string;
  cancel_url: string;
  priceId: string;
  allow_promotion_codes: boolean;
  subscription: string | null;
}
interface Subscription extends Json {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export async function startStripeStandIn(options: StripeStandInOptions) {
  const saved = options.stateFile && fs.existsSync(options.stateFile) ? (JSON.parse(fs.readFileSync(options.stateFile, 'utf8')) as Record<string, [string, never][]>) : {};
  const customers = new Map<string, Json>(saved.customers);
  const sessions = new Map<string, Session>(saved.sessions);
  const subscriptions = new Map<string, Subscription>(saved.subscriptions);
  const portalSessions = new Map<string, { id: string; customer: string; return_url: string }>(saved.portalSessions);
  const save = () => {
    if (!options.stateFile) return;
    const state = { customers: [...customers], sessions: [...sessions], subscriptions: [...subscriptions], portalSessions: [...portalSessions] };
    fs.writeFileSync(options.stateFile, JSON.stringify(state));
  };
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const delivered: { id: string; type: string; status: number }[] = [];
  let endpoint = '';

  const planOfPrice = (priceId: string): Plan => {
    const name = options.prices[priceId];
    const plan = name && findPlan(name);
    if (!plan) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${priceId}'`, param: 'line_items[0][price]' });
    return plan;
  };

  async function deliver(type: string, object: Json) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    let status = 0;
    // Stripe retries failed deliveries for days; three quick tries are enough locally.
    for (let attempt = 1; attempt <= 3 && !(status >= 200 && status < 300); attempt++) {
      try {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
        const res = await fetch(options.webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      if (!(status >= 200 && status < 300)) await new Promise((r) => setTimeout(r, 200 * attempt));
    }
    if (!(status >= 200 && status < 300)) console.error(`[stripe stand-in] webhook ${type} (${event.id}) was not accepted: HTTP ${status}`);
    delivered.push({ id: event.id, type, status });
    return status;
  }

  // ---- API (/v1) ----------------------------------------------------------------------------------------------
  function api(method: string, path: string, form: Json): { status?: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', created: now(), email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {}, livemode: false };
      customers.set(customer.id, customer);
      return { body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return { body: createSession(form) };
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path))) return { body: publicSession(mustGet(sessions, m[1], 'checkout.session')) };
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(form.customer ?? '');
      mustGet(customers, customer, 'customer');
      const session = { id: newId('bps'), customer, return_url: String(form.return_url ?? '') };
      portalSessions.set(session.id, session);
      return { body: { object: 'billing_portal.session', created: now(), livemode: false, locale: form.locale ?? null, ...session, url: `${endpoint}/portal/${session.id}` } };
    }
    if (method === 'GET' && (m = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path))) return { body: mustGet(subscriptions, m[1], 'subscription') };
    if (method === 'DELETE' && (m = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path))) return { body: cancelSubscription(mustGet(subscriptions, m[1], 'subscription')) };
    throw new StripeHttpError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function createSession(form: Json): Json {
    if (form.mode !== 'subscription') throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Only mode=subscription is supported by the local stand-in.', param: 'mode' });
    for (const param of ['success_url', 'cancel_url'] as const) {
      if (typeof form[param] !== 'string') throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Missing required param: ${param}.`, param });
    }
    const items = listOf(form.line_items);
    if (items.length !== 1) throw new StripeHttpError(400, { type: 'invalid_request_error', message: 'Exactly one line item is supported.', param: 'line_items' });
    const priceId = String((items[0] as Json).price ?? '');
    const plan = planOfPrice(priceId);
    const customer = typeof form.customer === 'string' ? form.customer : null;
    if (customer) mustGet(customers, customer, 'customer');
    const id = newId('cs_test');
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
      currency: 'brl',
      amount_total: plan.amountCents,
      customer,
      client_reference_id: (form.client_reference_id as string | undefined) ?? null,
      metadata: (form.metadata as Json | undefined) ?? {},
      subscription_data: form.subscription_data ?? {},
      allow_promotion_codes: form.allow_promotion_codes === 'true',
      locale: form.locale ?? null,
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      priceId,
      subscription: null,
      url: `${endpoint}/checkout/${id}`,
    };
    sessions.set(id, session);
    return publicSession(session);
  }

  async function pay(session: Session, coupon: string) {
    const plan = planOfPrice(session.priceId);
    const discounted = coupon !== '';
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer ?? newCustomerFor(session),
      status: 'active',
      created: now(),
      currency: 'brl',
      metadata: ((session.subscription_data as Json).metadata as Record<string, string> | undefined) ?? {},
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price: priceObject(session.priceId, plan), quantity: 1 }] },
      discounts: discounted ? [newId('di')] : [],
      cancel_at_period_end: false,
      livemode: false,
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      customer: subscription.customer,
      amount_total: discounted ? firstChargeWithPromotionCents(plan) : plan.amountCents,
      total_details: { amount_discount: discounted ? promotionDiscountCents(plan) : 0, amount_shipping: 0, amount_tax: 0 },
    });
    await deliver('customer.subscription.created', subscription);
    await deliver('checkout.session.completed', publicSession(session));
  }

  function newCustomerFor(session: Session): string {
    const customer = { id: newId('cus'), object: 'customer', created: now(), metadata: session.metadata, livemode: false };
    customers.set(customer.id, customer);
    return customer.id;
  }

  function cancelSubscription(subscription: Subscription) {
    if (subscription.status !== 'canceled') {
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      void deliver('customer.subscription.deleted', subscription);
    }
    return subscription;
  }

  // ---- pages -------------------------------------------------------------------------------------------------
  function checkoutPage(session: Session, state: { coupon?: string; applied?: boolean; error?: string } = {}) {
    const plan = planOfPrice(session.priceId);
    const total = state.applied ? firstChargeWithPromotionCents(plan) : plan.amountCents;
    const perMonth = plan.perMonthLabel ? ` (${escapeHtml(plan.perMonthLabel)})` : '';
    const base = `/checkout/${session.id}`;
    const closed = session.status !== 'open';
    return page(
      `Assinar o plano ${plan.name}`,
      `<h1>Assinar o plano ${escapeHtml(plan.name)}</h1>
      <p class="price"><strong>${escapeHtml(plan.priceLabel)}</strong> ${billingPeriodLabel(plan)}${perMonth}</p>
      ${plan.badge ? `<p class="badge">${escapeHtml(plan.badge)}</p>` : ''}
      <p>Com o cupom <strong>${PROMOTION_CODE}</strong>: ${PROMOTION_PERCENT_OFF}% de desconto na primeira mensalidade
        (menos ${formatBrl(promotionDiscountCents(plan))}; primeira cobrança de ${formatBrl(firstChargeWithPromotionCents(plan))}).</p>
      ${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
      ${state.applied ? `<p class="ok" role="status">Cupom ${PROMOTION_CODE} aplicado: ${PROMOTION_PERCENT_OFF}% de desconto na primeira mensalidade.</p>` : ''}
      ${closed ? '<p role="status">Este pagamento já foi concluído ou expirou.</p>' : `
      <form method="post" action="${base}/pagar">
        <label for="cupom">Cupom de desconto</label>
        <div class="row">
          <input id="cupom" name="cupom" autocomplete="off" autocapitalize="characters" value="${escapeHtml(state.coupon ?? '')}">
          <button type="submit" formaction="${base}/cupom" class="secondary">Aplicar cupom</button>
        </div>
        <p class="total">Total hoje: <strong>${formatBrl(total)}</strong></p>
        <div class="actions">
          <button type="submit">Pagar</button>
          <button type="submit" formaction="${base}/cancelar" class="secondary">Cancelar</button>
        </div>
      </form>`}`,
    );
  }

  function portalPage(portal: { id: string; customer: string; return_url: string }, notice?: string) {
    const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer);
    const rows = subs
      .map((s) => {
        const price = ((s.items as { data: { price: { id: string } }[] }).data[0]?.price.id) ?? '';
        const plan = options.prices[price] ?? '—';
        const active = s.status !== 'canceled';
        return `<li><p><strong>Plano ${escapeHtml(plan)}</strong>: ${active ? 'ativa' : 'cancelada'}</p>
          ${active ? `<form method="post" action="/portal/${portal.id}/cancelar"><input type="hidden" name="subscription" value="${s.id}">
            <button type="submit" class="danger">Cancelar assinatura</button></form>
          <form method="post" action="/portal/${portal.id}/falha"><input type="hidden" name="subscription" value="${s.id}">
            <button type="submit" class="secondary">Simular falha de pagamento</button></form>` : ''}</li>`;
      })
      .join('');
    return page(
      'Gerenciar assinatura',
      `<h1>Gerenciar assinatura</h1>
      ${notice ? `<p class="ok" role="status">${escapeHtml(notice)}</p>` : ''}
      ${subs.length ? `<ul class="subs">${rows}</ul>` : '<p>Nenhuma assinatura encontrada.</p>'}
      <p>Trocar o cartão não é simulado localmente.</p>
      <p><a class="button secondary" href="${escapeHtml(portal.return_url)}">Voltar para o Carey</a></p>`,
    );
  }

  async function pages(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const form = method === 'POST' ? new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8')) : new URLSearchParams();
    let m: RegExpExecArray | null;
    if ((m = /^\/checkout\/([\w-]+)(?:\/(pagar|cupom|cancelar))?$/.exec(url.pathname))) {
      const session = sessions.get(m[1]);
      if (!session) return html(res, 404, page('Pagamento não encontrado', '<h1>Pagamento não encontrado</h1><p>Este link de pagamento não existe.</p>'));
      const action = m[2];
      if (!action && method === 'GET') return html(res, 200, checkoutPage(session));
      if (method !== 'POST' || !action) return html(res, 405, page('Método não permitido', '<h1>Método não permitido</h1>'));
      if (action === 'cancelar') return redirect(res, session.cancel_url);
      const coupon = (form.get('cupom') ?? '').trim();
      const couponError = coupon === '' ? undefined : !session.allow_promotion_codes ? 'Este pagamento não aceita cupons.' : coupon.toUpperCase() !== PROMOTION_CODE ? 'Cupom inválido.' : undefined;
      if (couponError) return html(res, 400, checkoutPage(session, { coupon, error: couponError }));
      if (action === 'cupom') return html(res, 200, checkoutPage(session, coupon ? { coupon, applied: true } : { error: 'Digite um cupom.' }));
      if (session.status !== 'open') return html(res, 409, checkoutPage(session));
      await pay(session, coupon);
      return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    if ((m = /^\/portal\/([\w-]+)(?:\/(cancelar|falha))?$/.exec(url.pathname))) {
      const portal = portalSessions.get(m[1]);
      if (!portal) return html(res, 404, page('Sessão não encontrada', '<h1>Sessão não encontrada</h1>'));
      if (!m[2] && method === 'GET') return html(res, 200, portalPage(portal, url.searchParams.get('aviso') ?? undefined));
      const subscription = subscriptions.get(form.get('subscription') ?? '');
      if (method !== 'POST' || !subscription || subscription.customer !== portal.customer) return html(res, 400, portalPage(portal));
      if (m[2] === 'cancelar') {
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        await deliver('customer.subscription.deleted', subscription);
        return redirect(res, `/portal/${portal.id}?aviso=${encodeURIComponent('Assinatura cancelada.')}`);
      }
      await deliver('invoice.payment_failed', {
        id: newId('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: 'open',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      });
      return redirect(res, `/portal/${portal.id}?aviso=${encodeURIComponent('Falha de pagamento enviada ao Carey.')}`);
    }
    return html(res, 404, page('Página não encontrada', '<h1>Página não encontrada</h1>'));
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/health') return json(res, 200, { ok: true });
      if (url.pathname === '/_standin/events') return json(res, 200, { delivered });
      if (!url.pathname.startsWith('/v1/')) {
        await pages(req, res, url);
        if (req.method === 'POST') save();
        return;
      }

      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        throw new StripeHttpError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      const method = req.method ?? 'GET';
      const form = parseForm(method === 'GET' ? url.search.slice(1) : (await readBody(req, 1024 * 1024)).toString('utf8'));
      const key = req.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname}|${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) return json(res, cached.status, cached.body, { 'idempotent-replayed': 'true' });
      const out = api(method, url.pathname, form);
      if (cacheKey) idempotent.set(cacheKey, { status: out.status ?? 200, body: out.body });
      if (method !== 'GET') save();
      json(res, out.status ?? 200, out.body);
    } catch (error) {
      if (error instanceof StripeHttpError) return json(res, error.status, { error: error.body });
      console.error('[stripe stand-in]', error);
      if (!res.headersSent) json(res, 500, { error: { type: 'api_error', message: 'Stand-in failure.' } });
    }
  });

  const port = await listen(server, options.port);
  endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, port, stop: () => stopServer(server), deliveredEvents: () => [...delivered] };
}

function publicSession(session: Session): Json {
  const { priceId: _p, ...rest } = session;
  return rest;
}

function priceObject(id: string, plan: Plan) {
  return { id, object: 'price', currency: 'brl', unit_amount: plan.amountCents, recurring: { interval: plan.interval, interval_count: plan.intervalCount }, nickname: plan.name };
}

function mustGet<T>(map: Map<string, T>, id: string, kind: string): T {
  const found = map.get(id);
  if (!found) throw new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` });
  return found;
}

/** Stripe's form encoding: `a[b][0][c]=v` → { a: { b: { 0: { c: v } } } }. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((p) => p !== '');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

function listOf(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Json)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => v);
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  res.end(JSON.stringify(body));
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- No icon file on this port: an empty one keeps the browser from asking for /favicon.ico (a 404 in the console). -->
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Stripe (local)</title>
<style>
  :root { font-family: system-ui, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  body { margin: 0; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
  .local { background: #fff4ce; color: #3d3000; padding: .5rem .75rem; border-radius: .25rem; font-size: .9rem; }
  h1 { font-size: 1.5rem; }
  .price { font-size: 1.25rem; }
  .badge { display: inline-block; background: #0b6b3a; color: #fff; padding: .15rem .5rem; border-radius: 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  .row { display: flex; gap: .5rem; flex-wrap: wrap; }
  input { flex: 1; min-width: 10rem; font-size: 1rem; padding: .6rem; border: 1px solid #555; border-radius: .25rem; }
  button, .button { font-size: 1rem; min-height: 44px; padding: .6rem 1.2rem; border-radius: .25rem; border: 2px solid #3a3ad0;
    background: #3a3ad0; color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
  .secondary { background: #fff; color: #2b2b9e; }
  .danger { background: #a4121a; border-color: #a4121a; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #ff9d00; outline-offset: 2px; }
  .error { color: #a4121a; font-weight: 600; }
  .ok { color: #0b6b3a; font-weight: 600; }
  .subs { list-style: none; padding: 0; }
  .subs li { border: 1px solid #ccc; border-radius: .25rem; padding: .75rem; margin-bottom: .75rem; }
  .subs form { display: inline-block; margin: .25rem .5rem .25rem 0; }
</style>
</head>
<body>
<main>
<p class="local">Ambiente local: Stripe simulado, nenhum pagamento real é feito.</p>
${body}
</main>
</body>
</html>`;
}
