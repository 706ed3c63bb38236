/**
 * What the service worker does with each request and push (docs/decisions/075-installable-app.md), as pure
 * functions so that web unit tests pin them down without a worker.
 */
import type { PushPayload } from '../../../contract/push';
import { workerTexts } from './worker-texts';

/**
 * - `network`: the worker does not answer; the browser fetches as if there were no worker. Every API call, the
 *   runtime /config.json, any other origin and anything but GET: never cached, so nothing personal is ever stored.
 * - `page`: a navigation; the network first (a new version's index.html on the next navigation), the cached shell
 *   when the network fails.
 * - `shell`: the build's hashed files and the precached public files; the cache first (they never change under
 *   one name), the network otherwise.
 */
export type RequestRule = 'network' | 'page' | 'shell';

export function requestRule(request: { method: string; url: string; mode: string }, origin: string, precached: ReadonlySet<string>): RequestRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname === '/config.json') return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.search) return 'network';
  if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) return 'shell';
  return 'network';
}

/** True for the build's hashed files, which a `shell` answer from the network may add to the cache. */
export function isHashedAsset(url: string): boolean {
  return new URL(url).pathname.startsWith('/assets/');
}

/**
 * A path on this site, from what a push (or a notification's data) says to open: anything that leaves the origin
 * (another host, `//host`, `javascript:`) or is not a string becomes the site's root.
 */
export function sitePath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The notification a push shows: its JSON `{ title, body, url }`, or a general one when the payload cannot be read. */
export function notificationOf(text: string | null, origin: string): PushPayload {
  let payload: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') payload = parsed as typeof payload;
  } catch {
    // not JSON: the general notification below
  }
  const title = typeof payload.title === 'string' && payload.title.trim() ? payload.title : workerTexts.fallbackTitle;
  const body = typeof payload.body === 'string' ? payload.body : workerTexts.fallbackBody;
  return { title, body, url: sitePath(payload.url, origin) };
}
