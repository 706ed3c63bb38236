import { SERVICE_WORKER_URL } from '../config/service-worker';

/**
 * How long after `load` the worker waits before it registers. Its install downloads the app's files (about 80); on a
 * phone's two slow cores that competes with the page's own first render and first answers, which `load` does not
 * wait for in a single-page app. Registered at `load`, the public pages read 81–94 in Lighthouse; with no worker,
 * 95–99 (docs/decisions/083-sao-paulo-clock-without-intl.md). Her next visit gets the worker just the same.
 */
export const REGISTER_AFTER_LOAD_MS = 5000;

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Registers the installable app's worker once the page has loaded, settled for REGISTER_AFTER_LOAD_MS and the browser
 * is idle, so that it never competes with the first paint and the first render. Nothing of push is here: that lives
 * in /minha-conta's chunk, which registers the worker itself when she turns notifications on.
 */
export function registerServiceWorkerAfterLoad(win: IdleWindow = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  // A page the worker already controls has nothing to register: the browser itself checks /sw.js for a new version
  // on every navigation (decision 075), and a second registration would only start that check again mid-page.
  if (win.navigator.serviceWorker.controller) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.warn('service worker', error));
  };
  // Safari has no requestIdleCallback: there the wait alone decides.
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: REGISTER_AFTER_LOAD_MS }) : register());
  const later = () => win.setTimeout(whenIdle, REGISTER_AFTER_LOAD_MS);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
