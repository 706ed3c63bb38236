import type { Page } from 'playwright-core';

/** An element whose box passes the viewport's right edge: its tag, classes, the start of its text, its right edge. */
export interface Outside {
  element: string;
  right: number;
}

/**
 * What runs past the viewport's right edge: how far the document scrolls sideways, and every element whose right edge
 * passes the viewport. The app's body hides its sideways overflow (styles.css), so a page may not scroll and still cut
 * a line of text at the edge: the boxes tell. An element inside a box that scrolls or clips sideways (a wide table in
 * its own scrolling box) is that box's business; only the box itself is measured.
 */
export async function overflowOf(page: Page): Promise<{ scroll: number; outside: Outside[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedInside = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 0.5 && getComputedStyle(el).visibility !== 'hidden' && !clippedInside(el);
      })
      .map((el) => ({
        element: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        right: Math.round(el.getBoundingClientRect().right * 10) / 10,
      }));
    return { scroll: document.documentElement.scrollWidth - width, outside };
  });
}

/** The console's frame at a laptop width: the left and right edges of the header's parts, the menu and the page. */
export interface ConsoleEdges {
  logo: { left: number };
  signOut: { right: number };
  menu: { left: number; linkTops: number[] };
  role: { left: number };
  content: { left: number; right: number };
  heading: { left: number };
  /** The left edges of the page's own blocks (main's children), each of which starts on the column. */
  blocks: number[];
  /** Any element inside main that starts left of the column or ends right of it. */
  astray: string[];
}

/** Measures the console's frame (Shell's header, TeamNav, the page's main) as Chromium lays it out. */
export async function consoleEdges(page: Page): Promise<ConsoleEdges> {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      return el.getBoundingClientRect();
    };
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const mainBox = main.getBoundingClientRect();
    const content = { left: mainBox.left + parseFloat(style.paddingLeft), right: mainBox.right - parseFloat(style.paddingRight) };
    const round = (n: number) => Math.round(n * 10) / 10;
    const links = Array.from(document.querySelectorAll('nav.team-nav a'));
    const astray = Array.from(main.querySelectorAll('*'))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        if (b.width <= 1 || b.height <= 1) return false;
        return b.left < content.left - 1 || b.right > content.right + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${round(el.getBoundingClientRect().left)}–${round(el.getBoundingClientRect().right)}`);
    return {
      logo: { left: round(box('header .logo-link img').left) },
      signOut: { right: round(box('header button').right) },
      menu: { left: round(links[0].getBoundingClientRect().left), linkTops: links.map((a) => round(a.getBoundingClientRect().top)) },
      role: { left: round(box('.team-role').left + parseFloat(getComputedStyle(document.querySelector('.team-role')!).paddingLeft)) },
      content: { left: round(content.left), right: round(content.right) },
      heading: { left: round(box('main h1').left) },
      blocks: Array.from(main.children)
        .filter((el) => el.getBoundingClientRect().width > 1)
        .map((el) => round(el.getBoundingClientRect().left)),
      astray,
    };
  });
}
