/**
 * `npx tsx bin/app-icons.ts`: draws the installed app's icons (web/public/icons/*.png, named in
 * web/public/manifest.webmanifest) from the Carey mark of web/public/favicon.svg, rendered by Chromium itself so that
 * the PNGs are exactly the SVG. Rerun it when the mark changes, and commit the PNGs under new names (they are served
 * with a year's cache, docs/decisions/075-installable-app.md).
 *
 * - `carey-192.png`, `carey-512.png` (purpose "any"): the favicon's rounded teal square with the white heart.
 * - `carey-maskable-512.png` (purpose "maskable"): teal to every edge, the heart inside the central circle of 80 %
 *   that every launcher's mask keeps (the W3C manifest's safe zone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/bench/chromium';

const OUT = path.resolve(__dirname, '../web/public/icons');
const favicon = fs.readFileSync(path.resolve(__dirname, '../web/public/favicon.svg'), 'utf8');
const teal = /fill="(#[0-9a-f]{6})"/.exec(favicon)![1];
const heart = /<path d="([^"]+)"/.exec(favicon)![1];

/** The mark on a 64-unit canvas: the heart's farthest point is 18.4 units from the centre, inside the safe zone's 25.6. */
const svgOf = (maskable: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  (maskable ? `<rect width="64" height="64" fill="${teal}"/>` : `<rect width="64" height="64" rx="14" fill="${teal}"/>`) +
  `<path d="${heart}" fill="#fff"/></svg>`;

const icons = [
  { file: 'carey-192.png', size: 192, maskable: false },
  { file: 'carey-512.png', size: 512, maskable: false },
  { file: 'carey-maskable-512.png', size: 512, maskable: true },
];

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svgOf(icon.maskable)).toString('base64')}`;
      await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${dataUrl}" width="${icon.size}" height="${icon.size}" style="display:block">`);
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      fs.writeFileSync(path.join(OUT, icon.file), await page.screenshot({ omitBackground: true }));
      await page.close();
      console.log(`${icon.file}: ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
