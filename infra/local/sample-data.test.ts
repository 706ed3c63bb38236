import { DEFAULT_CLOSE_AFTER_DAYS } from '../../lambdas/openings/opening-expiry';
import { sampleData, sampleImportFile } from './sample-data';

const DAY_MS = 24 * 3600 * 1000;

test('sample openings are dated relative to now, so the close-old-openings job leaves them open on any date', () => {
  for (const now of [new Date('2026-11-01T12:00:00Z'), new Date('2027-06-15T03:00:00Z'), new Date('2031-01-01T00:00:00Z')]) {
    const ages = sampleData(now).openings.map((o) => now.getTime() - Date.parse(o.createdAt));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(DEFAULT_CLOSE_AFTER_DAYS * DAY_MS);
  }
});

test('the dev seed file is dated from the moment it is made', () => {
  const made = new Date('2030-03-03T10:00:00Z');
  const openings = (sampleImportFile(made).openings ?? []) as { createdAt: string }[];
  expect(openings.length).toBeGreaterThan(0);
  const newest = Math.max(...openings.map((o) => Date.parse(o.createdAt)));
  expect(newest).toBeLessThanOrEqual(made.getTime());
  expect(made.getTime() - newest).toBeLessThan(DAY_MS);
});
