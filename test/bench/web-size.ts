import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startLocalStack } from '../../infra/local/stack';
import { seedSampleData } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { round } from './stats';

const DIST = path.resolve(__dirname, '../../web/dist');

export interface WebSizeResult {
  loginKb: number;
  buscarVagasKb: number;
  totalKb: number;
  loginFiles: string[];
  buscarVagasFiles: string[];
}

/** Gzipped JavaScript each page makes the browser load (measured in Chromium), and the whole build's total. */
export async function benchWebSize(): Promise<WebSizeResult> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist is missing: run npm run build first');
  const stack = await startLocalStack({ ports: 'free' });
  await seedSampleData(stack);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: stack.siteUrl });
    const page = await context.newPage();
    const login = await scriptsLoaded(page, async () => {
      await page.goto('/login', { waitUntil: 'networkidle' });
    });
    await page.getByLabel('Email').fill(SAMPLE_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(SAMPLE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/', { timeout: 20_000 });
    // A fresh document load of /buscar-vagas with the session already stored: what that page itself needs.
    const vagasPage = await context.newPage();
    const vagas = await scriptsLoaded(vagasPage, async () => {
      await vagasPage.goto('/buscar-vagas', { waitUntil: 'networkidle' });
      await vagasPage.getByRole('button', { name: 'Detalhes da Vaga' }).first().waitFor();
    });
    const total = fs
      .readdirSync(path.join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(DIST, 'assets', f))).length, 0);
    return {
      loginKb: round(login.bytes / 1024),
      buscarVagasKb: round(vagas.bytes / 1024),
      totalKb: round(total / 1024),
      loginFiles: login.files,
      buscarVagasFiles: vagas.files,
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

async function scriptsLoaded(page: Page, action: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((b) => void bodies.set(new URL(res.url()).pathname, b), () => undefined));
  });
  await action();
  await Promise.all(pending);
  let bytes = 0;
  for (const body of bodies.values()) bytes += gzipSync(body).length;
  return { bytes, files: [...bodies.keys()].sort() };
}
