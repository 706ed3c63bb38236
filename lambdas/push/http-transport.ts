import http from 'node:http';
import https from 'node:https';
import type { PushResponse, PushTransport } from './send-push';

/** A push service that does not answer in this long is a failed attempt (retried like a 5xx). */
const TIMEOUT_MS = 5_000;

/** POSTs the prepared push with Node's own client: https to the push services, plain http only to the local push service. */
export const httpTransport: PushTransport = {
  post: (endpoint, headers, body) =>
    new Promise<PushResponse>((resolve, reject) => {
      const url = new URL(endpoint);
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) }, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          const retryAfter = Number(res.headers['retry-after']);
          resolve({ status: res.statusCode ?? 0, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) });
        });
      });
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', reject);
      req.end(body);
    }),
};
