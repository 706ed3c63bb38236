/** Where the service worker lives: the site's root, so that its scope is the whole site (docs/decisions/075). */
export const SERVICE_WORKER_URL = '/sw.js';
