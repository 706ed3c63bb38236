/**
 * This device's Web Push, through the browser's own APIs (service worker, Push API, Notification): nothing of it is
 * in /login's chunk, only in /minha-conta's.
 */
import type { PushSubscriptionRequest } from '../../../../contract';
import { SERVICE_WORKER_URL } from '../../config/service-worker';

/** What this browser can do: subscribe, or only once Carey is on an iPhone's home screen (iOS 16.4+), or not at all. */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

export function pushSupport(win: Window = window): PushSupport {
  const nav = win.navigator;
  const apple = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const homeScreen = (nav as Navigator & { standalone?: boolean }).standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
  const capable = 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win;
  // Safari on iOS has no Push API outside an app added to the home screen: that is what she can do about it.
  if (apple && !homeScreen && !capable) return 'ios-home-screen';
  return capable ? 'supported' : 'unsupported';
}

/** This device's subscription, when it has one (no worker registered yet: none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url, from /config.json) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * How long the browser gets to subscribe (its worker ready, then its push service's answer). A browser whose push
 * service cannot be reached never answers: past this she is told so and may try again.
 */
export const SUBSCRIBE_WAIT_MS = 20_000;

/** The browser did not subscribe within SUBSCRIBE_WAIT_MS. */
export class PushSubscribeTimeout extends Error {
  constructor() {
    super('the browser did not subscribe in time');
  }
}

/**
 * Subscribes this device with the site's key (after the permission was granted): the worker registered and active,
 * then the push service's subscription, reusing the one it has for the same key. Returns what the server keeps.
 * Past SUBSCRIBE_WAIT_MS it throws PushSubscribeTimeout; a subscription the browser makes after that is dropped, so
 * the device is never left subscribed to pushes nobody will send.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<{ subscription: PushSubscription; request: PushSubscriptionRequest }> {
  let late = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new PushSubscribeTimeout());
    }, SUBSCRIBE_WAIT_MS);
  });
  const subscribing = subscribeNow(vapidPublicKey);
  subscribing.then((made) => late && made.subscription.unsubscribe().catch(() => undefined)).catch(() => undefined);
  try {
    return await Promise.race([subscribing, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function subscribeNow(vapidPublicKey: string): Promise<{ subscription: PushSubscription; request: PushSubscriptionRequest }> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  const request: PushSubscriptionRequest = { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
  return { subscription, request };
}
