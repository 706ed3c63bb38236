import { SERVICE_WORKER_URL } from '../config/service-worker';

/**
 * Registers the installable app's worker once the page has loaded, so that it never competes with the first paint
 * (Lighthouse's figures, /login's budget). Nothing of push is here: that lives in /minha-conta's chunk.
 */
export function registerServiceWorkerAfterLoad(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.warn('service worker', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
