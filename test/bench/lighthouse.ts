import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startLocalStack } from '../../infra/local/stack';
import { seedSampleData } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startHttp2Edge } from './http2-edge';

/**
 * How the browser reaches the site: 'http2', through a TLS front speaking HTTP/2 as CloudFront does (the default), or
 * 'http1', straight to the local gateway (`BENCH_LIGHTHOUSE_PROTOCOL=http1`). See docs/decisions/061-lighthouse-over-http2.md.
 */
export type SiteProtocol = 'http2' | 'http1';
export const lighthouseProtocol = (): SiteProtocol => (process.env.BENCH_LIGHTHOUSE_PROTOCOL === 'http1' ? 'http1' : 'http2');

/** Pages audited signed in (the sample caregiver, signed in through the SPA's own form before their runs). */
const SIGNED_IN = new Set(['/buscar-vagas']);

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, as Lighthouse simulates them for a mid-range phone on a slow 4G connection. */
  metrics: { firstContentfulPaint: number; largestContentfulPaint: number; totalBlockingTime: number; speedIndex: number; cumulativeLayoutShift: number };
}

// lighthouse and chrome-launcher are ESM-only; tsx lets this CommonJS module import them dynamically.
const importEsm = (specifier: string) => import(specifier);

/** The middle value (runs are few and odd: 3 by default). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's mobile audit (its default form factor and throttling) of public pages and of /buscar-vagas signed in,
 * on the seeded local stack: each page `runs` times, each score and metric the median of the runs (one run on a
 * loaded machine varies by several points).
 */
export async function benchLighthouse(paths = ['/login', '/signup', '/caregiver-signup', '/termos-de-uso', '/buscar-vagas'], runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)): Promise<LighthouseScores[]> {
  const all = await benchLighthouseOnce(paths, runs);
  return paths.map((path) => {
    const mine = all.filter((s) => s.path === path);
    const pick = (f: (s: LighthouseScores) => number) => median(mine.map(f));
    return {
      path,
      performance: pick((s) => s.performance),
      accessibility: pick((s) => s.accessibility),
      bestPractices: pick((s) => s.bestPractices),
      metrics: {
        firstContentfulPaint: pick((s) => s.metrics.firstContentfulPaint),
        largestContentfulPaint: pick((s) => s.metrics.largestContentfulPaint),
        totalBlockingTime: pick((s) => s.metrics.totalBlockingTime),
        speedIndex: pick((s) => s.metrics.speedIndex),
        cumulativeLayoutShift: pick((s) => s.metrics.cumulativeLayoutShift),
      },
    };
  });
}

/** The audits, and the machine's 1-minute load average at their start and end: performance is a timing score. */
export async function benchLighthouseUnderLoad(): Promise<{ scores: LighthouseScores[]; loadAverage: string; protocol: SiteProtocol; runs: number }> {
  const before = os.loadavg()[0];
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const scores = await benchLighthouse(undefined, runs);
  return { scores, loadAverage: `${before.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`, protocol: lighthouseProtocol(), runs };
}

async function benchLighthouseOnce(paths: string[], runs: number): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await importEsm('lighthouse');
  const chromeLauncher = await importEsm('chrome-launcher');
  const stack = await startLocalStack({ ports: 'free' });
  await seedSampleData(stack);
  const edge = lighthouseProtocol() === 'http2' ? await startHttp2Edge(stack.siteUrl) : undefined;
  const siteUrl = edge?.url ?? stack.siteUrl;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, ...(edge?.chromiumArgs ?? [])] });
  // Public pages first (Lighthouse clears the origin's storage before each of them), then the signed-in ones.
  const ordered = Array.from({ length: runs }, () => paths).flat().sort((a, b) => Number(SIGNED_IN.has(a)) - Number(SIGNED_IN.has(b)));
  const browser = ordered.some((p) => SIGNED_IN.has(p)) ? await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`) : undefined;
  let signedIn = false;
  try {
    const scores: LighthouseScores[] = [];
    for (const p of ordered) {
      const keepSession = SIGNED_IN.has(p);
      if (keepSession && !signedIn) signedIn = await signIn(browser!, siteUrl);
      // Her session stays in localStorage; the HTTP cache is emptied, so the page loads cold as in a new visit.
      if (keepSession) await clearHttpCache(browser!);
      const result = await lighthouse(`${siteUrl}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: keepSession,
      });
      // `BENCH_LIGHTHOUSE_REPORTS=dir` keeps each run's whole report (its trace-based audits: long tasks, main-thread work).
      if (process.env.BENCH_LIGHTHOUSE_REPORTS) saveReport(process.env.BENCH_LIGHTHOUSE_REPORTS, p, result.report as string);
      if (keepSession && new URL(result.lhr.finalDisplayedUrl).pathname !== p) throw new Error(`${p} was not audited signed in: it ended on ${result.lhr.finalDisplayedUrl}`);
      const document = (result.lhr.audits['network-requests'].details.items as { url: string; protocol: string }[]).find((r) => r.url === result.lhr.finalDisplayedUrl);
      const expected = edge ? 'h2' : 'http/1.1';
      if (document?.protocol !== expected) throw new Error(`${p} was served over ${document?.protocol ?? 'nothing'}, not ${expected}`);
      const categories = result.lhr.categories;
      scores.push({
        path: p,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        metrics: {
          firstContentfulPaint: Math.round(result.lhr.audits['first-contentful-paint'].numericValue),
          largestContentfulPaint: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
          totalBlockingTime: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
          speedIndex: Math.round(result.lhr.audits['speed-index'].numericValue),
          cumulativeLayoutShift: Math.round(result.lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        },
      });
    }
    return scores;
  } finally {
    await browser?.close().catch(() => undefined);
    await chrome.kill();
    await edge?.stop();
    await stack.stop();
  }
}

/** Signs the sample caregiver in through the real SPA, in the browser Lighthouse drives (its default context). */
async function signIn(browser: import('playwright-core').Browser, siteUrl: string): Promise<true> {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${siteUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
  await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/', { timeout: 30_000 });
  await page.close();
  return true;
}

function saveReport(dir: string, page: string, report: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), report);
}

async function clearHttpCache(browser: import('playwright-core').Browser): Promise<void> {
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}
