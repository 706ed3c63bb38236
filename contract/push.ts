/**
 * Web Push on her devices (issue 42, docs/decisions/074-web-push.md): the browser's PushSubscription as the SPA sends
 * it, and what a push carries. The server decides which endpoints it accepts (known push services in AWS, the local
 * push service locally) and how many devices she may have.
 */

/** POST /api/me/notificacoes: `PushSubscription.toJSON()` without `expirationTime`. 201 when kept. */
export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** DELETE /api/me/notificacoes: the device's endpoint. 204. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** The JSON a push carries, decrypted by the service worker: `url` is a path on the site a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** Most devices a caregiver may have subscribed at once. */
export const MAX_PUSH_DEVICES = 10;
