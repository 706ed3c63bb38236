/**
 * The service worker at /sw.js (docs/decisions/075-installable-app.md), built by web/service-worker-plugin.mts
 * with the build's list of shell files. It keeps the app shell for a visit without the network, shows pushes and
 * opens what a tapped notification points to. It never stores an API answer, /config.json or anything personal.
 */
import { isHashedAsset, notificationOf, requestRule, sitePath } from './policy';

/** Filled in by the build: the shell's paths and a name that changes with them. */
declare const __CAREY_PRECACHE__: string[];
declare const __CAREY_VERSION__: string;

// The worker's own types (the project compiles against the DOM's, which lack them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const CACHE_PREFIX = 'carey-shell-';
const CACHE = `${CACHE_PREFIX}${__CAREY_VERSION__}`;
const precached = new Set(__CAREY_PRECACHE__);
const SHELL_PAGE = '/index.html';

worker.addEventListener('install', (event) => {
  // Hashed files may come from the HTTP cache (they never change); the rest is revalidated.
  const requests = __CAREY_PRECACHE__.map((path) => new Request(path, { cache: isHashedAsset(new URL(path, origin).href) ? 'default' : 'no-cache' }));
  // No waiting for old tabs to close: the new version answers from its next request, and each page runs the new
  // code from its next navigation (old hashed files stay on the site for pages still running the old code).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)))),
  );
});

worker.addEventListener('fetch', (event) => {
  const rule = requestRule(event.request, origin, precached);
  if (rule === 'page') event.respondWith(page(event.request));
  if (rule === 'shell') event.respondWith(shellFile(event.request));
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function shellFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && isHashedAsset(request.url)) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

worker.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text() ?? null, origin);
  event.waitUntil(
    worker.registration.showNotification(shown.title, { body: shown.body, data: { url: shown.url }, icon: '/icons/carey-192.png', lang: 'pt-BR' }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Started before waitUntil, so that the work runs even for an event the worker did not get from the browser.
  const opened = open(new URL(sitePath((event.notification.data as { url?: unknown } | null)?.url, origin), origin).href);
  event.waitUntil(opened);
});

/** A window of Carey's already open shows the url (and comes to the front); otherwise a new one opens. */
async function open(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === origin);
  if (ours) {
    try {
      const shown = ours.url === url ? ours : await ours.navigate(url);
      if (shown) {
        await shown.focus().catch(() => undefined);
        return;
      }
    } catch {
      // a window this worker does not control cannot be navigated: open a new one
    }
  }
  await worker.clients.openWindow(url);
}
