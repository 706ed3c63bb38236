import { failedRows, formatReport, lighthouseRows, replaceCapacityBlock, type Row } from './bench-results';
import type { LighthouseScores } from '../test/bench/lighthouse';

describe("npm run bench's verdict", () => {
  const rows: Row[] = [
    ['openings: DynamoDB requests per page', 'max 3, mean 3', '≤ 3', true],
    ['openings: speed-up over baseline (p50)', '12×', '≥ 20×'],
    ['notices: a second run over the whole scan', 'found 10 of 10, wrote 1', 'all; 0', false],
    ['dev', 'failed (see the error above)', ''],
  ];

  it('fails on a checked target missed or a part that failed, never on a time target', () => {
    expect(failedRows(rows).map((r) => r[0])).toEqual(['notices: a second run over the whole scan', 'dev']);
    expect(failedRows(rows.slice(0, 2))).toEqual([]);
  });

  it('marks each checked target met or missed in the table, and leaves time targets unmarked', () => {
    const lines = formatReport(rows).split('\n');
    expect(lines[1]).toMatch(/≤ 3 ✓$/);
    expect(lines[2]).toMatch(/≥ 20×$/);
    expect(lines[3]).toMatch(/all; 0 MISSED$/);
  });

  it("prints Lighthouse's performance beside its budget without letting it decide, and checks accessibility and best practices", () => {
    const metrics = { firstContentfulPaint: 1300, largestContentfulPaint: 1800, totalBlockingTime: 100, speedIndex: 1300, cumulativeLayoutShift: 0 };
    const scores: LighthouseScores[] = [
      { path: '/login', performance: 80, accessibility: 100, bestPractices: 100, metrics },
      { path: '/buscar-vagas', performance: 99, accessibility: 96, bestPractices: 100, metrics },
    ];
    const rows = lighthouseRows(scores, '1.0 → 1.1 on 2 cores', 'http2');
    expect(rows.map((r) => r[0])).toEqual([
      'lighthouse: 1-minute load average, start → end',
      'lighthouse (mobile, HTTP/2, as CloudFront) /login: performance',
      'lighthouse (mobile, HTTP/2, as CloudFront) /login: accessibility, best practices',
      'lighthouse (mobile, HTTP/2, as CloudFront) /buscar-vagas (signed in): performance',
      'lighthouse (mobile, HTTP/2, as CloudFront) /buscar-vagas (signed in): accessibility, best practices',
    ]);
    expect(rows[1][1]).toBe('80 (FCP 1300 ms, LCP 1800 ms, TBT 100 ms, SI 1300 ms, CLS 0)');
    expect(rows[1][2]).toBe('≥ 95 (median of 3)');
    // BENCH_LIGHTHOUSE_RUNS=5: the target says the median it was judged by.
    expect(lighthouseRows(scores, '', 'http2', 5)[1][2]).toBe('≥ 95 (median of 5)');
    // A slow run on a loaded machine is printed, not failed; a page with an accessibility fault fails the bench.
    expect(failedRows(rows).map((r) => r[0])).toEqual(['lighthouse (mobile, HTTP/2, as CloudFront) /buscar-vagas (signed in): accessibility, best practices']);
    expect(lighthouseRows(scores, '', 'http1')[1][0]).toBe('lighthouse (mobile, HTTP/1.1, the local gateway) /login: performance');
  });
});

describe("the cost part's block in docs/capacity.md", () => {
  const begin = '<!-- written by `npm run bench -- --only=cost`: begin -->';
  const end = '<!-- written by `npm run bench -- --only=cost`: end -->';

  it('replaces only what is between the markers, keeping the prose on both sides', () => {
    const doc = `# Capacity\n\nprose before\n\n${begin}\n\n\`\`\`\nold figures\n\`\`\`\n\n${end}\n\nprose after\n`;
    const once = replaceCapacityBlock(doc, 'new figures\n');
    expect(once).toBe(`# Capacity\n\nprose before\n\n${begin}\n\n\`\`\`\nnew figures\n\`\`\`\n\n${end}\n\nprose after\n`);
    // Run again, the same page: nothing accumulates.
    expect(replaceCapacityBlock(once, 'new figures')).toBe(once);
  });

  it('refuses a page without its markers rather than writing the figures somewhere else', () => {
    expect(() => replaceCapacityBlock('# Capacity\n', 'figures')).toThrow(/no block/);
    expect(() => replaceCapacityBlock(`${end}\n${begin}\n`, 'figures')).toThrow(/no block/);
  });
});
