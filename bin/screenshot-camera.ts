import fs from 'node:fs';
import { screenshotsTexts } from './cli-texts';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LocalStack } from '../infra/local/stack';

/** The camera of `npm run screenshots` (bin/screenshots.ts): pages, shots, the console lines met, the contact sheet. */
export const OUT = path.resolve(__dirname, '..', 'screenshots');
export const VIEWPORTS = [
  { label: '360', width: 360, height: 780 },
  { label: '1280', width: 1280, height: 800 },
];

export type Viewport = (typeof VIEWPORTS)[number];
/** A signed-in session kept for later pages (playwright's storageState). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Shot {
  file: string;
  title: string;
}

export const shots: Shot[] = [];
export const consoleProblems: string[] = [];
// Steps that are refused on purpose (a wrong password, a bad link) log the browser's "400" line: not a problem.
let refusing = 0;
let expectedRefusals = 0;

/** How many console lines came from steps refused on purpose. */
export const refusalsSeen = () => expectedRefusals;

export async function expectingRefusal(step: () => Promise<void>) {
  refusing++;
  try {
    await step();
  } finally {
    refusing--;
  }
}

/** A whole long page, unless a dialog is open or `viewportOnly` (what the first screen shows, or a fixed bar). */
export async function shoot(page: Page, viewport: string, name: string, options: { viewportOnly?: boolean } = {}) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Let the kit's fonts and images settle, and any transition end.
  await page.waitForTimeout(150);
  const dialogOpen = await page.getByRole('dialog').isVisible().catch(() => false);
  const file = `${String(shots.length).padStart(2, '0')}-${name}-${viewport}.png`;
  await page.screenshot({ path: path.join(OUT, file), fullPage: !dialogOpen && !options.viewportOnly });
  shots.push({ file, title: `${name} · ${viewport} px` });
}

export async function newPage(browser: Browser, stack: LocalStack, viewport: Viewport, geolocation = true, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'pt-BR',
    baseURL: stack.siteUrl,
    ...(geolocation ? { geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (m) => {
    if (refusing > 0 && m.type() === 'error' && /status of 400\b/.test(m.text())) expectedRefusals++;
    else if (m.type() === 'warning' || m.type() === 'error') consoleProblems.push(`${viewport.label} ${new URL(page.url()).pathname}: [${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleProblems.push(`${viewport.label} ${page.url()}: [pageerror] ${e.message}`));
  return page;
}

/** One image of every screenshot: an HTML page of thumbnails, screenshotted by the same Chromium. */
export async function contactSheet(browser: Browser) {
  const figures = shots
    .map((s) => `<figure class="${s.file.endsWith('-360.png') ? 'phone' : 'desktop'}"><img src="${s.file}" alt=""><figcaption>${s.title}</figcaption></figure>`)
    .join('\n');
  const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${screenshotsTexts.pageTitle}</title>
<style>
  body { margin: 0; padding: 24px; font: 14px system-ui, sans-serif; background: #e9edf1; color: #1c2733; }
  h1 { margin: 0 0 16px; font-size: 22px; }
  .sheet { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
  figure { margin: 0; background: #fff; padding: 8px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  figure img { display: block; object-fit: cover; object-position: top; border: 1px solid #d5dce3; }
  .phone img { width: 180px; height: 390px; }
  .desktop img { width: 400px; height: 250px; }
  figcaption { margin-top: 6px; font-size: 12px; max-width: 400px; }
</style>
<h1>${screenshotsTexts.sheetTitle(shots.length)}</h1>
<div class="sheet">${figures}</div></html>`;
  const file = path.join(OUT, 'contact-sheet.html');
  fs.writeFileSync(file, html);
  const context = await browser.newContext({ viewport: { width: 1800, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`file://${file}`);
  await page.waitForLoadState('load');
  await page.screenshot({ path: path.join(OUT, 'contact-sheet.png'), fullPage: true });
  await context.close();
}
