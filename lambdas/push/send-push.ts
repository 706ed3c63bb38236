import webPush from 'web-push';
import type { PushPayload } from '../../contract';
import { checkPushEndpoint } from './endpoint-allowlist';
import type { VapidDetails } from './vapid';

/**
 * One push to one device, as RFC 8030/8291/8292 say: web-push builds the request (the payload encrypted with
 * aes128gcm to the subscription's keys, the VAPID token for the endpoint's origin, TTL and Urgency), and our own
 * HTTP client sends it, so the local push service on plain HTTP is reached the same way. The endpoint is checked
 * against the allowlist again right before, so no request ever goes anywhere else.
 */

/** The kinds of push Carey sends (lambdas/push/deliver.ts PUSH_DELIVERY): kept with a dead letter, for the logs. */
export type PushKind = 'opening' | 'summary' | 'notice';

/** How long the push service keeps it for an offline phone, and how urgent it is (RFC 8030 §5.2, §5.3). */
export interface PushDelivery {
  kind: PushKind;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered push of the same topic (RFC 8030 §5.4). */
  topic?: string;
}

export interface PushResponse {
  status: number;
  /** Retry-After in seconds, when the push service said. */
  retryAfterSeconds?: number;
}

export interface PushTransport {
  post(endpoint: string, headers: Record<string, string>, body: Buffer): Promise<PushResponse>;
}

export interface SendDeps {
  vapid: VapidDetails;
  transport: PushTransport;
  /** ms since the epoch: no retry waits past it. */
  deadline: number;
  localOrigin?: string;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * 'sent' (2xx), 'gone' (404/410: the subscription expired or was revoked, so it is deleted) or 'failed' (a refusal,
 * or 429/5xx/network errors still failing after the retries the deadline allows: `retryable`, so it is dead-lettered
 * and sent again later, docs/decisions/081-push-dead-letters.md), with the requests made.
 */
export type PushOutcome = { outcome: 'sent' | 'gone' } | { outcome: 'failed'; status?: number; reason: string; retryable?: boolean; attempts?: number };

export const RETRY_BACKOFF_MS = [500, 1500, 4500] as const;

export async function sendPush(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: PushPayload, delivery: PushDelivery, deps: SendDeps): Promise<PushOutcome> {
  checkPushEndpoint(subscription.endpoint, deps.localOrigin);
  const request = webPush.generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: deps.vapid,
    TTL: delivery.ttlSeconds,
    urgency: delivery.urgency,
    ...(delivery.topic ? { topic: delivery.topic } : {}),
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let last: PushOutcome = { outcome: 'failed', reason: 'not sent' };
  for (let attempt = 0; ; attempt++) {
    let response: PushResponse;
    try {
      response = await deps.transport.post(request.endpoint, headers, request.body as Buffer);
    } catch (error) {
      response = { status: 0 };
      last = { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
    if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
    if (response.status !== 0) last = { outcome: 'failed', status: response.status, reason: `HTTP ${response.status}` };
    const transient = response.status === 0 || response.status === 429 || response.status >= 500;
    if (!transient) return { ...last, attempts: attempt + 1 };
    const spent = { ...last, retryable: true, attempts: attempt + 1 };
    if (attempt >= RETRY_BACKOFF_MS.length) return spent;
    const wait = Math.max(RETRY_BACKOFF_MS[attempt], (response.retryAfterSeconds ?? 0) * 1000);
    if (Date.now() + wait >= deps.deadline) return spent;
    await sleep(wait);
  }
}
