import type { Locator, Page } from 'playwright-core';

/** Waits until a locator is visible (playwright-core has no test runner's auto-retrying expect). */
export async function visible(locator: Locator, timeout = 15_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function atPath(page: Page, pathname: string, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/**
 * The km a card's distance says ('a 3,2 km', 'a 12 km (distância até o centro de Campinas)'), and 0 for 'a menos de
 * 100 m' (under 0.1 km, which the app writes in words); NaN for anything else.
 */
export function kmOf(text: string): number {
  if (/^a menos de 100 m\b/.test(text.trim())) return 0;
  const m = /^a ([\d.]*\d(?:,\d+)?) km\b/.exec(text.trim());
  return m ? Number(m[1].replace(/\./g, '').replace(',', '.')) : NaN;
}
