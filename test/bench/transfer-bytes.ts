import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startLocalStack } from '../../infra/local/stack';
import { seedSampleData } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { round } from './stats';

const DIST = path.resolve(__dirname, '../../web/dist');

/** Bytes a visit moved between the phone and the network, both ways, by what they were for. */
export interface VisitBytes {
  /** /api/*: the answers she came for (and their requests). */
  apiKb: number;
  /** Cognito's sign-in calls. */
  authKb: number;
  /** The site itself: the page, scripts, styles, icons, /config.json, the service worker and what it caches. */
  siteKb: number;
  totalKb: number;
  requests: number;
}

export interface TransferBytesResult {
  /** A phone that never saw Carey: /login, her sign-in, then /buscar-vagas to its first card (the worker's cache filled). */
  firstVisit: VisitBytes & { loginKb: number };
  /** The same phone another day: /buscar-vagas to its first card, the worker installed, the session kept. */
  returnVisit: VisitBytes & { site: { path: string; kb: number }[] };
}

type Kind = 'api' | 'auth' | 'site';

/**
 * A forward proxy between Chromium and every local server, counting what crosses it as a phone's data plan would:
 * each request's line, headers and body, and each answer's status line, headers and body as sent (compressed when the
 * server compressed it). Chromium sends even loopback through it (`--proxy-bypass-list=<-loopback>`).
 */
async function countingProxy(kindOf: (url: URL) => Kind | undefined) {
  const bytes: Record<Kind, number> = { api: 0, auth: 0, site: 0 };
  let requests = 0;
  /** Each request's path and bytes, in order (the bench prints what a return visit fetched). */
  const log: { path: string; kind: Kind; bytes: number }[] = [];
  const headerBytes = (first: string, raw: string[]) => Buffer.byteLength(first) + raw.reduce((sum, v) => sum + Buffer.byteLength(v) + 2, 0) + 2; // 'name: ' and 'value\r\n' each, then the blank line
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/');
    const kind = kindOf(url);
    // Not Carey's (Chromium's own background calls): neither counted nor sent anywhere.
    if (!kind) {
      res.writeHead(502);
      res.end();
      return;
    }
    requests++;
    const entry = { path: url.pathname, kind, bytes: 0 };
    log.push(entry);
    const add = (n: number) => {
      bytes[kind] += n;
      entry.bytes += n;
    };
    add(headerBytes(`${req.method} ${url.pathname}${url.search} HTTP/1.1\r\n`, req.rawHeaders));
    req.on('data', (chunk: Buffer) => add(chunk.length));
    const upstream = http.request({ host: url.hostname, port: url.port, method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers }, (answer) => {
      add(headerBytes(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage ?? ''}\r\n`, answer.rawHeaders));
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.on('data', (chunk: Buffer) => add(chunk.length));
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    snapshot: () => ({ ...bytes, requests }),
    since: (from: { requests: number }) => log.slice(from.requests),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const kb = (n: number) => round(n / 1024);
function visit(from: ReturnType<Awaited<ReturnType<typeof countingProxy>>['snapshot']>, to: typeof from): VisitBytes {
  const api = to.api - from.api;
  const auth = to.auth - from.auth;
  const site = to.site - from.site;
  return { apiKb: kb(api), authKb: kb(auth), siteKb: kb(site), totalKb: kb(api + auth + site), requests: to.requests - from.requests };
}

async function firstCard(page: Page) {
  await page.getByRole('button', { name: 'Detalhes da Vaga' }).first().waitFor({ timeout: 30_000 });
}

/** What a caregiver's phone transfers on a first visit and on a return visit with the service worker installed. */
export async function benchTransferBytes(): Promise<TransferBytesResult> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist is missing: run npm run build first');
  const stack = await startLocalStack({ ports: 'free' });
  await seedSampleData(stack);
  const site = new URL(stack.siteUrl);
  // Cognito is reached through the site locally (/cognito, as the SPA's config names it), directly in AWS.
  const cognito = new URL(stack.cognitoEndpoint);
  const proxy = await countingProxy((url) => {
    if (url.hostname !== site.hostname && url.hostname !== cognito.hostname) return undefined;
    if (url.port === cognito.port || url.pathname.startsWith('/cognito')) return 'auth';
    if (url.port !== site.port) return undefined;
    return url.pathname.startsWith('/api/') ? 'api' : 'site';
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--proxy-server=http://127.0.0.1:${proxy.port}`, '--proxy-bypass-list=<-loopback>'] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: stack.siteUrl, locale: 'pt-BR' });
    const page = await context.newPage();
    const start = proxy.snapshot();
    await page.goto('/login', { waitUntil: 'networkidle' });
    const loginLoaded = proxy.snapshot();
    await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/', { timeout: 30_000 });
    if (new URL(page.url()).pathname !== '/buscar-vagas') await page.goto('/buscar-vagas');
    await firstCard(page);
    // The worker installed and its cache filled: what the first visit costs in all.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    await page.waitForLoadState('networkidle');
    const firstDone = proxy.snapshot();
    await page.close();

    // Another day: the phone opens Carey again (same browser, her session and the worker's cache kept).
    const again = await context.newPage();
    const returnStart = proxy.snapshot();
    await again.goto('/buscar-vagas');
    await firstCard(again);
    await again.waitForLoadState('networkidle');
    const returnDone = proxy.snapshot();
    if (!(await again.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the return visit was not served by the service worker');
    const returnSite = proxy.since(returnStart).filter((r) => r.kind === 'site').map((r) => ({ path: r.path, kb: kb(r.bytes) }));
    return { firstVisit: { ...visit(start, firstDone), loginKb: kb(loginLoaded.site - start.site) }, returnVisit: { ...visit(returnStart, returnDone), site: returnSite } };
  } finally {
    await browser.close();
    await proxy.stop();
    await stack.stop();
  }
}
