import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { LocalStack } from '../../../infra/local/stack';
import { startSeededStack } from '../../../infra/local/seeded-stack';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../../bench/chromium';

/** A context's cookies and localStorage (Amplify keeps a session's tokens there): playwright's storageState. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** What a page is opened with: its viewport, geolocation granted or not, and a kept session. */
export interface PageOptions {
  viewport?: { width: number; height: number };
  geolocation?: boolean;
  storageState?: StorageState;
  /** The browser's time zone (the machine's when absent): a page that reads the machine's zone shows another day. */
  timezoneId?: string;
}

export const PHONE = { width: 360, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOTS = path.resolve(__dirname, '../../../screenshots');

/**
 * The e2e console rule, for every test of the file that calls it (`useSite` does): each test ends with no console
 * warning or error and no uncaught error on any page it watched, whatever else it asserts (a finished product
 * shows none; a failed request shows as a console error too).
 */
export function useCleanConsole() {
  const problems: string[] = [];
  let before = 0;
  let expected: RegExp[] = [];
  beforeEach(() => {
    before = problems.length;
    expected = [];
  });
  afterEach(() => {
    const test = expect.getState().currentTestName;
    const unexpected = problems.slice(before).filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expect({ test, console: unexpected }).toEqual({ test, console: [] });
  });
  return {
    /** Records the page's console warnings and errors and its uncaught errors. */
    watch(page: Page) {
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') problems.push(`${new URL(page.url()).pathname}: [${message.type()}] ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: [uncaught] ${error.message}`));
    },
    /** What the watched pages' consoles showed as a warning or an error so far. */
    problems: () => [...problems],
    /** A console line this test provokes on purpose (matched on `path: [type] text`); every other line still fails it. */
    expect(pattern: RegExp) {
      expected.push(pattern);
    },
  };
}

/**
 * One local stack (free ports, seeded) and one headless Debian Chromium (`E2E_CHROMIUM_PATH`) per test file, with the console rule
 * (`useCleanConsole`) on every page it opens. Pages come from
 * `browser.newContext()` (axe needs that), with geolocation granted unless a test says otherwise.
 */
export function useSite() {
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const consoleRule = useCleanConsole();
  beforeAll(async () => {
    stack = await startSeededStack();
    browser = await chromium.launch({
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  }, 120_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });
  return {
    stack: () => stack!,
    /** What the browser console showed as a warning or an error so far (a finished product shows none). */
    consoleProblems: consoleRule.problems,
    expectConsoleProblem: consoleRule.expect,
    async newPage(options: PageOptions = {}): Promise<Page> {
      const context = await browser!.newContext({
        viewport: options.viewport ?? PHONE,
        locale: 'pt-BR',
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
        baseURL: stack!.siteUrl,
        ...(options.storageState ? { storageState: options.storageState } : {}),
        ...(options.geolocation === false ? {} : { geolocation: { latitude: -23.5614, longitude: -46.6559 }, permissions: ['geolocation'] }),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      consoleRule.watch(page);
      return page;
    },
  };
}

/**
 * Saves a screenshot for people to review (screenshots/ is git-ignored) when `E2E_SCREENSHOTS=1`: a screenshot
 * asserts nothing, costs Chromium a whole-page render and PNG each, and `npm run screenshots` takes every screen
 * and dialog at 360 and 1280 px anyway. `firstScreen` takes only what the viewport shows (a whole long page
 * otherwise, but what the person sees while a dialog is open).
 */
export async function screenshot(page: Page, name: string, { firstScreen = false } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  const dialogOpen = firstScreen || (await page.getByRole('dialog').isVisible().catch(() => false));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${size?.width}x${size?.height}.png`), fullPage: !dialogOpen });
}

export interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  replyTo?: string[];
}

/** Waits for a message to `to` in the local mailbox whose subject matches. */
export async function waitForMail(stack: LocalStack, to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.mailboxUrl}/store`);
    const { emails } = (await res.json()) as { emails: Mail[] };
    const found = emails.filter((m) => m.destination.to.some((t) => t.includes(to)) && subject.test(m.subject)).pop();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}
