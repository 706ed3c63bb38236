import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules the e2e tests hold every screen to: WCAG 2.1 A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Each violation of `AXE_TAGS` on the page as "rule: targets". axe runs in the page itself (`axe.run`, AxeBuilder's
 * legacy mode: the SPA has no frames) and builds results for violations only (`resultTypes`): the same rules on the
 * same page find the same violations (axe.test.ts compares both ways), without carrying every rule's passing nodes
 * through the protocol three times and finishing in a new blank page, as the default mode does for each call
 * (docs/testing.md, "The suite's time").
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A button that was busy fades back to its colours (a CSS transition): contrast is read once transitions have ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.constructor.name !== 'CSSTransition' || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
