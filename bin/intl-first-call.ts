/**
 * `npx tsx bin/intl-first-call.ts`: what a page's first Intl call costs in this machine's Chromium, as is and slowed
 * down 4× as Lighthouse's mobile audit slows it, against a second call (docs/decisions/083). Each of 5 runs is a fresh
 * page; the median is printed. A figure for the decision, not a test: it is a timing.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/bench/chromium';

const MEASURE = `(() => {
  const time = (f) => { const start = performance.now(); f(); return performance.now() - start; };
  const first = time(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(3.2));
  const second = time(() => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hour: 'numeric' }).format(new Date()));
  return [first, second];
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const rate of [1, 4]) {
      const runs: number[][] = [];
      for (let i = 0; i < 5; i += 1) {
        const page = await browser.newPage();
        await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto('data:text/html,<p>Carey</p>');
        runs.push((await page.evaluate(MEASURE)) as number[]);
        await page.close();
      }
      const first = median(runs.map((r) => r[0]));
      const second = median(runs.map((r) => r[1]));
      console.log(`CPU ${rate}×: first Intl call ${first.toFixed(0)} ms, a second one ${second.toFixed(0)} ms (median of 5)`);
    }
  } finally {
    await browser.close();
  }
}

void main();
