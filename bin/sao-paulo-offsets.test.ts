/**
 * Proves: contract/sao-paulo-offsets.ts is what the tz database says today. A change of Brazil's clock law reaches
 * Node's ICU; this goes red until `npx tsx bin/sao-paulo-offsets.ts` is rerun and its file committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SAO_PAULO_OFFSET_CHANGES } from '../contract/sao-paulo-offsets';
import { measureOffsetChanges, tableSource } from './sao-paulo-offsets';

describe("São Paulo's offset table", () => {
  it('is the file the generator writes from the tz database now', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../contract/sao-paulo-offsets.ts'), 'utf8');
    expect(committed).toBe(tableSource(measureOffsetChanges()));
  });

  it('holds the last summer-time edges and −3 h ever since 17/02/2019', () => {
    expect(SAO_PAULO_OFFSET_CHANGES.slice(-3)).toEqual([
      [Date.parse('2018-02-18T02:00:00Z'), -180],
      [Date.parse('2018-11-04T03:00:00Z'), -120],
      [Date.parse('2019-02-17T02:00:00Z'), -180],
    ]);
  });
});
