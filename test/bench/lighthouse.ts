import { startLocalStack } from '../../infra/local/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, as Lighthouse simulates them for a mid-range phone on a slow 4G connection. */
  metrics: { firstContentfulPaint: number; largestContentfulPaint: number; totalBlockingTime: number; speedIndex: number; cumulativeLayoutShift: number };
}

// lighthouse and chrome-launcher are ESM-only; tsx lets this CommonJS module import them dynamically.
const importEsm = (specifier: string) => import(specifier);

/** The middle value (runs are few and odd: 3 by default). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's mobile audit (its default form factor and throttling) of public pages, on the local stack: each page
 * `runs` times, each score and metric the median of the runs (one run on a loaded machine varies by several points).
 */
export async function benchLighthouse(paths = ['/login', '/signup', '/caregiver-signup', '/termos-de-uso'], runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)): Promise<LighthouseScores[]> {
  const all = await benchLighthouseOnce(paths, runs);
  return paths.map((path) => {
    const mine = all.filter((s) => s.path === path);
    const pick = (f: (s: LighthouseScores) => number) => median(mine.map(f));
    return {
      path,
      performance: pick((s) => s.performance),
      accessibility: pick((s) => s.accessibility),
      bestPractices: pick((s) => s.bestPractices),
      metrics: {
        firstContentfulPaint: pick((s) => s.metrics.firstContentfulPaint),
        largestContentfulPaint: pick((s) => s.metrics.largestContentfulPaint),
        totalBlockingTime: pick((s) => s.metrics.totalBlockingTime),
        speedIndex: pick((s) => s.metrics.speedIndex),
        cumulativeLayoutShift: pick((s) => s.metrics.cumulativeLayoutShift),
      },
    };
  });
}

async function benchLighthouseOnce(paths: string[], runs: number): Promise<LighthouseScores[]> {
  const { default: lighthouse } = await importEsm('lighthouse');
  const chromeLauncher = await importEsm('chrome-launcher');
  const stack = await startLocalStack({ ports: 'free' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const scores: LighthouseScores[] = [];
    for (const p of Array.from({ length: runs }, () => paths).flat()) {
      const result = await lighthouse(`${stack.siteUrl}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const categories = result.lhr.categories;
      scores.push({
        path: p,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        metrics: {
          firstContentfulPaint: Math.round(result.lhr.audits['first-contentful-paint'].numericValue),
          largestContentfulPaint: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
          totalBlockingTime: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
          speedIndex: Math.round(result.lhr.audits['speed-index'].numericValue),
          cumulativeLayoutShift: Math.round(result.lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        },
      });
    }
    return scores;
  } finally {
    await chrome.kill();
    await stack.stop();
  }
}
