import type { Locator, Page } from 'playwright-core';

/** Waits until a locator is visible (playwright-core has no test runner's auto-retrying expect). */
export async function visible(locator: Locator, timeout = 15_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function atPath(page: Page, pathname: string, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
