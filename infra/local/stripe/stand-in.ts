import http from 'node:http';
import type { PlanName } from '../../../lambdas/subscriptions/plans';
import { listen, readBody, stopServer } from '../net';
import { answerApi, hasApiRoute } from './api';
import { idempotencyLayer } from './idempotency';
import { billing } from './billing';
import { stripePages } from './pages';
import { pixControl } from './pix-controls';
import { openState } from './state';
import { webhookSender } from './webhooks';
import { json, parseForm, StripeHttpError } from './wire';

/**
 * The local stand-in for Stripe. The real SDK is pointed at it (host/port/protocol) and it answers, in Stripe's
 * wire format (form-encoded requests, JSON answers, Stripe-shaped errors), the calls our code makes (the route
 * table in api.ts). It also serves the checkout and portal pages the browser is sent to (pages.ts), which send
 * SIGNED events to our real webhook (webhooks.ts).
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
  /** Keeps customers, sessions and subscriptions between restarts; without it they live in memory. */
  stateFile?: string;
}

export async function startStripeStandIn(options: StripeStandInOptions) {
  const state = openState(options.stateFile);
  const webhooks = webhookSender(options);
  const deliver = webhooks.deliver;
  let endpoint = '';
  const stripe = billing({ state, prices: options.prices, deliver, endpoint: () => endpoint });
  const servePage = stripePages({ state, billing: stripe, deliver, prices: options.prices });
  const idempotency = idempotencyLayer();
  /**
   * Calls the next requests of a method and path prefix fail with a 500 (POST /_standin/outage): a test's partial
   * failure. By default Stripe is out of reach (nothing ran, nothing kept under the request's idempotency key);
   * `begun: true`: the endpoint began, then failed, and its 500 is kept under the key and replayed, as Stripe does.
   */
  const outages: { method: string; path: string; left: number; begun: boolean }[] = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/health') return json(res, 200, { ok: true });
      if (url.pathname === '/_standin/events') return json(res, 200, { delivered: webhooks.delivered(), inFlight: webhooks.inFlight() });
      if (url.pathname === '/_standin/outage' && req.method === 'POST') {
        const outage = JSON.parse((await readBody(req, 4096)).toString('utf8')) as { method: string; path: string; times?: number; begun?: boolean };
        outages.push({ method: outage.method, path: outage.path, left: outage.times ?? 1, begun: outage.begun === true });
        return json(res, 200, { ok: true });
      }
      if (url.pathname === '/_standin/webhooks/suppress' && req.method === 'POST') {
        // The next event of each type named is never sent (a lost webhook, for the reconciliation's tests).
        const { types } = JSON.parse((await readBody(req, 4096)).toString('utf8')) as { types: string[] };
        webhooks.suppress(types.map(String));
        return json(res, 200, { ok: true });
      }
      const control = req.method === 'POST' ? /^\/_standin\/(pix|pix-automatico)\/([\w-]+)\/([\w-]+)$/.exec(url.pathname) : null;
      if (control) {
        const body = await pixControl(stripe, state, control[1], control[2], control[3]);
        state.save();
        return json(res, 200, body);
      }
      if (!url.pathname.startsWith('/v1/')) {
        await servePage(req, res, url);
        if (req.method === 'POST') state.save();
        return;
      }

      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        throw new StripeHttpError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      const method = req.method ?? 'GET';
      const outage = (begun: boolean) => {
        const found = outages.find((o) => o.left > 0 && o.begun === begun && o.method === method && url.pathname.startsWith(o.path));
        if (found) found.left--;
        return found !== undefined;
      };
      // As Stripe answers an error it asks not to retry: the SDK gives up at once.
      const outageAnswer = { error: { type: 'api_error', message: 'Simulated outage.' } };
      const noRetry = { 'stripe-should-retry': 'false' };
      if (outage(false)) return json(res, 500, outageAnswer, noRetry);
      const form = parseForm(method === 'GET' ? url.search.slice(1) : (await readBody(req, 1024 * 1024)).toString('utf8'));
      const run = async () => {
        if (outage(true)) throw new StripeHttpError(500, outageAnswer.error);
        try {
          return await answerApi(method, url.pathname, { form, state, billing: stripe, endpoint });
        } finally {
          if (method !== 'GET') state.save();
        }
      };
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && method === 'POST' && hasApiRoute(method, url.pathname)) {
        const answer = await idempotency.answer(key, { method, path: url.pathname, params: form }, run);
        const headers = { ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}), ...(answer.status >= 500 ? noRetry : {}) };
        return json(res, answer.status, answer.body, headers);
      }
      json(res, 200, await run());
    } catch (error) {
      if (error instanceof StripeHttpError) return json(res, error.status, { error: error.body }, error.status >= 500 ? { 'stripe-should-retry': 'false' } : {});
      console.error('[stripe stand-in]', error);
      if (!res.headersSent) json(res, 500, { error: { type: 'api_error', message: 'Stand-in failure.' } });
    }
  });

  const port = await listen(server, options.port);
  endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, port, stop: () => stopServer(server), deliveredEvents: webhooks.delivered };
}
