import http from 'node:http';
import { listen, stopServer } from './net';

/**
 * The local stand-in for Stripe's API (the SDK is pointed at it with host/port/protocol). This foundation version
 * answers only its health check and Stripe-shaped 404s; the subscriptions work adds checkout and portal sessions,
 * the hosted pages and signed webhooks.
 */
export async function startStripeStandIn(options: { port: number }) {
  const server = http.createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` } }));
  });
  const port = await listen(server, options.port);
  return { endpoint: `http://127.0.0.1:${port}`, port, stop: () => stopServer(server) };
}
