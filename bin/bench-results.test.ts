import { failedRows, formatReport, type Row } from './bench-results';

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
});
