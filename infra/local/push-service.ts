import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webPush from 'web-push';
import { escapeHtml } from '../../lambdas/base/html';
import { listen, readBody, stopServer } from './net';

/** One push as the local push service received it: `body` is the base64 of the encrypted bytes (RFC 8291). */
export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: string;
}

/** The longest a VAPID token may live (RFC 8292 §2: no more than 24 hours from when the request is made). */
const MAX_TOKEN_SECONDS = 24 * 3600;

/**
 * The local push service (docs/local-stack.md), standing in for FCM, Mozilla's, Apple's and Windows' push services
 * as the mailbox stands in for SES: it accepts pushes POSTed under /push/ when their VAPID token (RFC 8292) is right
 * (ES256 by the `k=` key, `aud` this service's origin, `exp` in the future and at most 24 h away, `sub` a mailto: or
 * https: contact, which Apple's service requires) and they say their TTL and aes128gcm encoding (RFC 8030, 8291): 201;
 * 401 when the token is wrong; 403 when `k=` is not the application server key the browser subscribed with (the
 * stage's VAPID public key, as FCM and Apple refuse a push signed by another key); 410 for /push/gone-… (a device
 * that unsubscribed); 503 with Retry-After: 1 for /push/fail-… (a push service in trouble) until
 * `POST /control/recover?path=/push/fail-…` makes that path answer like any other. What it received is at GET /store
 * (JSON) and GET / (a page).
 */
export async function startPushService(options: { port: number; applicationServerKey?: string }): Promise<{ port: number; origin: string; pushes(): ReceivedPush[]; stop(): Promise<void> }> {
  const received: ReceivedPush[] = [];
  const recovered = new Set<string>();
  let origin = '';
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const answer = (status: number, body = '', type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    try {
      if (req.method === 'GET' && url.pathname === '/store') return answer(200, JSON.stringify({ pushes: received }), 'application/json');
      if (req.method === 'GET' && url.pathname === '/') return answer(200, page(received), 'text/html; charset=utf-8');
      if (req.method === 'POST' && url.pathname === '/control/recover') {
        recovered.add(url.searchParams.get('path') ?? '');
        return answer(204);
      }
      if (req.method !== 'POST' || !url.pathname.startsWith('/push/')) return answer(404, 'not found');
      const body = await readBody(req, 8 * 1024);
      if (url.pathname.startsWith('/push/gone-')) return answer(410, 'subscription gone');
      if (url.pathname.startsWith('/push/fail-') && !recovered.has(url.pathname)) {
        res.writeHead(503, { 'retry-after': '1', 'cache-control': 'no-store' });
        return res.end('push service unavailable');
      }
      const refused = vapidRefusal(String(req.headers.authorization ?? ''), origin, Date.now() / 1000);
      if (refused) return answer(401, refused);
      const mismatch = options.applicationServerKey ? subscribedKeyMismatch(String(req.headers.authorization), options.applicationServerKey) : undefined;
      if (mismatch) return answer(403, mismatch);
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return answer(400, 'TTL header required (RFC 8030 5.2)');
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'content-encoding must be aes128gcm (RFC 8291)');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ endpoint: `${origin}${url.pathname}`, headers, body: body.toString('base64'), receivedAt: new Date().toISOString() });
      res.writeHead(201, { location: `${origin}/message/${received.length}` });
      res.end();
    } catch {
      answer(400, 'bad request');
    }
  });
  const port = await listen(server, options.port);
  origin = `http://localhost:${port}`;
  return { port, origin, pushes: () => [...received], stop: () => stopServer(server) };
}

/** Why the Authorization header's VAPID token is refused, or undefined when it is right. */
export function vapidRefusal(authorization: string, audience: string, nowSeconds: number): string | undefined {
  const match = /^vapid\s+t=([\w-]+\.[\w-]+\.[\w-]+)\s*,\s*k=([\w-]+)\s*$/.exec(authorization);
  if (!match) return 'Authorization must be "vapid t=<JWT>, k=<public key>" (RFC 8292 3)';
  const [header, payload, signature] = match[1].split('.');
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k= is not an uncompressed P-256 public key';
  if (json(header).alg !== 'ES256') return 'the token must be signed with ES256';
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'bad signature';
  const claims = json(payload);
  if (claims.aud !== audience) return `aud must be ${audience}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return 'token expired';
  if (claims.exp > nowSeconds + MAX_TOKEN_SECONDS) return 'exp more than 24 hours away';
  if (typeof claims.sub !== 'string' || !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(claims.sub)) return 'sub must be a mailto: or https: contact (RFC 8292 2.1)';
  return undefined;
}

/** Why a token that is right in itself is refused for this subscription: `k=` is not the key the browser subscribed with. */
export function subscribedKeyMismatch(authorization: string, applicationServerKey: string): string | undefined {
  const k = /\bk=([\w-]+)/.exec(authorization)?.[1];
  return k === applicationServerKey.replace(/=+$/, '') ? undefined : 'k= is not the application server key this subscription was made with';
}

function page(pushes: ReceivedPush[]): string {
  const rows = pushes
    .slice()
    .reverse()
    .map((p) => `<tr><td>${escapeHtml(p.receivedAt)}</td><td>${escapeHtml(p.endpoint)}</td><td>${escapeHtml(p.headers.urgency ?? '')}</td><td>${escapeHtml(p.headers.ttl ?? '')}</td><td>${Buffer.from(p.body, 'base64').length}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local push service</title></head><body><h1>Local push service</h1><p>${pushes.length} push(es) received, encrypted (aes128gcm). JSON: <a href="/store">/store</a>.</p><table><thead><tr><th>Received</th><th>Endpoint</th><th>Urgency</th><th>TTL</th><th>Bytes</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/**
 * The local stack's Web Push: the push service above, and the VAPID key pair kept in the state folder (like the
 * access records' pair, infra/local/access-records-keys.ts): the functions get what AWS gives them (the public key,
 * `sub`), the private key in place of the secret, and PUSH_LOCAL_ORIGIN, which lets subscriptions name this service.
 */
export async function startLocalPush(options: { port: number; stateDir: string; subject: string }) {
  const keys = localVapidKeys(options.stateDir);
  const service = await startPushService({ port: options.port, applicationServerKey: keys.publicKey });
  const variables = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: options.subject, PUSH_LOCAL_ORIGIN: service.origin };
  return { ...service, variables, config: { vapidPublicKey: keys.publicKey } };
}

export const vapidKeyFile = (stateDir: string) => path.join(stateDir, 'vapid-keys.json');

export function localVapidKeys(stateDir: string): { publicKey: string; privateKey: string } {
  const file = vapidKeyFile(stateDir);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
