import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A/AA and axe's best practices; each violation as "rule: targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  // A button that was busy fades back to its colours (a CSS transition): contrast is read once transitions have ended.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.constructor.name !== 'CSSTransition' || animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
