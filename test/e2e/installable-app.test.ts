import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/chromium';
import { apiPaths, teamApiPaths, type PushPayload, type PushSubscriptionRequest, type RuntimeConfig } from '../../contract';
import type { ReceivedPush } from '../../infra/local/push-service';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { api, signIn, signInOperator } from '../integration/helpers/local-stack';
import { axeViolations } from './helpers/axe';
import { atPath, visible } from './helpers/expect';
import { loginAsSample } from './helpers/login';
import { PHONE, screenshot, useSite } from './helpers/site';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer };

const site = useSite();

/**
 * A browser profile of its own (Chromium installs nothing from an incognito context, which is what a new context
 * is: `Page.getInstallabilityErrors` says "in-incognito" there), its console held to the e2e rule. The whole browser
 * (`CHROMIUM_PATH`), not the headless shell the other files drive: the shell has no Push API, so the page would offer
 * no notifications at all.
 */
const profiles: { context: BrowserContext; dir: string; problems: string[]; expected: RegExp[] }[] = [];
async function installablePage(): Promise<Page> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, viewport: PHONE, locale: 'pt-BR', baseURL: site.stack().siteUrl });
  const profile = { context, dir, problems: [] as string[], expected: [] as RegExp[] };
  profiles.push(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && profile.problems.push(`${new URL(page.url()).pathname}: [${m.type()}] ${m.text()}`));
  page.on('pageerror', (error) => profile.problems.push(`${new URL(page.url()).pathname}: [uncaught] ${error.message}`));
  return page;
}
afterEach(async () => {
  for (const { context, dir, problems, expected } of profiles.splice(0)) {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems.filter((p) => !expected.some((e) => e.test(p)))).toEqual([]);
  }
});

/**
 * The device the test plays (issue 42): Chromium's own push service is out of reach here, so the page's
 * PushManager.subscribe is answered with this subscription, whose keys the test holds (its own P-256 key pair and
 * auth secret) and whose endpoint is on the stack's local push service.
 */
const device = crypto.createECDH('prime256v1');
device.generateKeys();
const deviceAuth = crypto.randomBytes(16).toString('base64url');
const testSubscription = (): PushSubscriptionRequest => ({
  endpoint: `${site.stack().pushServiceUrl}/push/e2e-${crypto.randomBytes(6).toString('hex')}`,
  keys: { p256dh: device.getPublicKey().toString('base64url'), auth: deviceAuth },
});

/** What reached the local push service for `endpoint`, each push decrypted with the device's key and auth secret. */
async function pushesTo(endpoint: string): Promise<PushPayload[]> {
  const store = (await (await fetch(`${site.stack().pushServiceUrl}/store`)).json()) as { pushes: ReceivedPush[] };
  const decrypt = (push: ReceivedPush) => ece.decrypt(Buffer.from(push.body, 'base64'), { version: 'aes128gcm', privateKey: device, authSecret: deviceAuth });
  return store.pushes.filter((p) => p.endpoint === endpoint).map((p) => JSON.parse(decrypt(p).toString('utf8')) as PushPayload);
}

/** The endpoints of her devices in her export (GET /api/me/export), signed in as she is. */
async function exportedDevices(): Promise<string[]> {
  const { accessToken } = await signIn(site.stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  const exported = await api(site.stack(), apiPaths.accountExport, { token: accessToken });
  expect(exported.status).toBe(200);
  return (exported.json.notificacoesNoCelular as { endereco: string }[]).map((d) => d.endereco);
}

/** Runs in the page before its scripts: the browser's PushManager answers with the test's subscription. */
function answerSubscribeWith(subscription: PushSubscriptionRequest) {
  let current: object | null = null;
  const make = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      current = null;
      sessionStorage.removeItem('e2e-subscribed');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (!options?.userVisibleOnly || !(key instanceof Uint8Array) || key.length !== 65) throw new DOMException('bad options', 'NotAllowedError');
    // the key the page subscribed with, for the test to compare with the server's
    sessionStorage.setItem('e2e-subscribed', btoa(String.fromCharCode(...(key as Uint8Array))));
    current = make((key as Uint8Array).slice().buffer);
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    if (!current && sessionStorage.getItem('e2e-subscribed')) current = make(null);
    return current as PushSubscription | null;
  };
}

/** The VAPID public key the server gives in /config.json (the one the page must subscribe with); none fails the test. */
async function serverPushKey(): Promise<string> {
  const config = (await (await fetch(`${site.stack().siteUrl}/config.json`)).json()) as RuntimeConfig;
  if (!config.push?.vapidPublicKey) throw new Error('/config.json has no push.vapidPublicKey');
  return config.push.vapidPublicKey;
}

/** What the page sends to POST/DELETE /api/me/notificacoes, and the server's own answer to it. */
async function recordPushCalls(page: Page) {
  const calls: { method: string; body: unknown; status: number }[] = [];
  await page.route('**/api/me/notificacoes', async (route) => {
    const request = route.request();
    const response = await route.fetch();
    calls.push({ method: request.method(), body: request.postDataJSON(), status: response.status() });
    await route.fulfill({ response });
  });
  return calls;
}

async function activeWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active!.state !== 'activated') await new Promise((done) => active!.addEventListener('statechange', () => active!.state === 'activated' && done(undefined)));
  });
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js');
  return worker ?? context.waitForEvent('serviceworker');
}

async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  // The registration whose worker is activated (a registration of an earlier visit, or one being replaced, would take
  // the push and show nothing): CDP reports registrations and versions apart, so both are followed.
  const scopes = new Map<string, string>();
  const found = new Promise<string>((resolve) => {
    const activated = new Set<string>();
    const check = () => {
      for (const [id, scope] of scopes) if (scope === scopeURL && activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const r of registrations) if (r.isDeleted) scopes.delete(r.registrationId);
      else scopes.set(r.registrationId, r.scopeURL);
      check();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated' && new URL(v.scriptURL).pathname === '/sw.js') activated.add(v.registrationId);
      check();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

describe('Carey installed from the browser, on a 360 px phone', () => {
  it('links a manifest Chromium accepts (no installability error), registers /sw.js after load, and a second visit paints from the cache', async () => {
    const page = await installablePage();
    await page.goto('/login');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Carey', lang: 'pt-BR', start_url: '/buscar-vagas', display: 'standalone' });
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await activeWorker(page.context(), page);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect({ url: new URL(url).pathname, errors }).toEqual({ url: '/manifest.webmanifest', errors: [] });
    expect(JSON.parse(data!)).toMatchObject({ short_name: 'Carey', theme_color: '#0b6e69' });
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    // What the worker stored: the shell, and nothing of the API or the runtime config.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/icons/carey-192.png']));
    expect(cached.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).length).toBeGreaterThan(10);
    expect(cached.filter((p) => p.startsWith('/api') || p === '/config.json')).toEqual([]);

    // The second visit: the page is the worker's, and its scripts come from the worker's cache.
    const scripts: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push({ path: new URL(r.url()).pathname, fromWorker: r.fromServiceWorker() }));
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Login', exact: true }));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.stack().siteUrl}/sw.js`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !s.fromWorker)).toEqual([]);

    // Without the network the shell still paints: Carey's name and what to do (/config.json is never cached).
    profiles[0].expected.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|config\.json/);
    await page.context().setOffline(true);
    await page.goto('/buscar-vagas');
    await visible(page.getByRole('heading', { level: 1, name: 'Carey' }));
    await visible(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o Carey. Recarregue a página em alguns instantes.' }));
    await page.context().setOffline(false);
  });

  it("'Ativar notificações neste aparelho' sends this device's subscription; a push shows a notification and its tap opens the opening", async () => {
    const page = await installablePage();
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: site.stack().siteUrl });
    const subscription = testSubscription();
    const vapidPublicKey = await serverPushKey();
    await context.addInitScript(answerSubscribeWith, subscription);
    const pushCalls = await recordPushCalls(page);
    await loginAsSample(page);
    const worker = await activeWorker(context, page);
    // A navigation of the installed worker's: from here on the worker controls the page (a tap may navigate it).
    await page.reload();
    const section = page.getByRole('region', { name: 'Notificações no celular' });
    const enable = section.getByRole('button', { name: 'Ativar notificações neste aparelho' });
    await visible(enable);
    expect(await axeViolations(page)).toEqual([]);

    expect(await exportedDevices()).toEqual([]);

    await enable.click();
    await visible(section.getByText('Notificações ativadas neste aparelho'));
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-subscribed'))).toBe(Buffer.from(vapidPublicKey, 'base64url').toString('base64'));
    expect(pushCalls).toEqual([{ method: 'POST', body: subscription, status: 201 }]);
    expect(await exportedDevices()).toEqual([subscription.endpoint]);

    // A notice from the team to her reaches the push service at once, encrypted to this device.
    const operator = (await signInOperator(site.stack(), SAMPLE_OPERATOR)).accessToken;
    const notice = (mensagem: string) => api(site.stack(), teamApiPaths.notices, { method: 'POST', token: operator, json: { mensagem, destinatarias: 'uma', cuidadora: SAMPLE_ACCOUNT.email } });
    expect(await pushesTo(subscription.endpoint)).toEqual([]);
    expect((await notice('Plantão extra no sábado: responda até sexta.')).status).toBe(201);
    expect(await pushesTo(subscription.endpoint)).toEqual([{ title: 'Novo aviso da equipe Carey', body: 'Plantão extra no sábado: responda até sexta.', url: '/avisos' }]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'notificacoes_ativadas');

    // A push delivered to the worker, as the push service would: a notification from its JSON.
    const payload = { title: 'Nova vaga perto de você', body: 'Cuidador(a) · a 2 km', url: '/buscar-vagas?vaga=vaga-001' };
    // Read from the page, through the registration itself: the worker that took the push may be a fresh instance of
    // /sw.js (the browser stops an idle worker and starts it again for a push), not the one `worker` holds.
    const shown = async () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })));
    // In two full CI runs (a loaded machine) a push delivered by DevTools showed nothing in 30 s; alone it always
    // showed (cause unknown, docs/decisions/083). As a push service does for a message the device did not take, it
    // is delivered again: up to 3 deliveries, 15 s apart.
    let notifications = await shown();
    for (let delivery = 0; delivery < 3 && notifications.length === 0; delivery++) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: site.stack().siteUrl, registrationId: await registrationId(cdp, `${site.stack().siteUrl}/`), data: JSON.stringify(payload) });
      for (let i = 0; i < 75 && notifications.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 200));
        notifications = await shown();
      }
      await cdp.detach();
    }
    // Each notification shown is this push's (a slow first delivery may show beside a second one).
    expect(notifications.length).toBeGreaterThan(0);
    for (const n of notifications) expect(n).toEqual({ title: payload.title, body: payload.body, data: { url: payload.url } });

    // Her tap: the worker's notificationclick with that notification opens the opening in this window (in the /sw.js
    // instance running now, the last the context reports).
    const running = context.serviceWorkers().filter((w) => new URL(w.url()).pathname === '/sw.js').at(-1) ?? worker;
    await running.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
    });
    await page.waitForURL((u) => u.pathname === '/buscar-vagas' && u.searchParams.get('vaga') === 'vaga-001');
    await visible(page.getByRole('dialog'));

    // Turned off: unsubscribed in the browser, and the server told which endpoint.
    await page.goto('/minha-conta');
    await section.getByRole('button', { name: 'Desativar notificações' }).click();
    await visible(section.getByRole('button', { name: 'Ativar notificações neste aparelho' }));
    expect(pushCalls.slice(1)).toEqual([{ method: 'DELETE', body: { endpoint: subscription.endpoint }, status: 204 }]);
    await atPath(page, '/minha-conta');
    expect(await exportedDevices()).toEqual([]);
    // and the next notice stays in her bell only
    expect((await notice('Segundo aviso.')).status).toBe(201);
    expect(await pushesTo(subscription.endpoint)).toHaveLength(1);

    // On again, then 'Sair' (a shared phone): the server forgets this device and the browser drops its subscription.
    await section.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await visible(section.getByText('Notificações ativadas neste aparelho'));
    expect(await exportedDevices()).toEqual([subscription.endpoint]);
    await page.getByRole('button', { name: 'Sair' }).click();
    await atPath(page, '/');
    expect(pushCalls.slice(2)).toEqual([
      { method: 'POST', body: subscription, status: 201 },
      { method: 'DELETE', body: { endpoint: subscription.endpoint }, status: 204 },
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-subscribed'))).toBeNull();
    // nor does the browser remember her as the one who turned it on
    expect(await page.evaluate(() => localStorage.getItem('carey.notificacoes.titular'))).toBeNull();
    expect(await exportedDevices()).toEqual([]);
    expect((await notice('Terceiro aviso.')).status).toBe(201);
    expect(await pushesTo(subscription.endpoint)).toHaveLength(1);
  });
});
