import { scanPages, tableName, transactIfConditionsHold } from '../../base/table/client';
import { regionCountsOf, UNPLACED } from './geo-index';
import { openingKey, storedFromItem } from './openings';

/**
 * Counts, once, the open openings written before the first characters' region counts (`GEOREGIONS#{c}`, decision
 * 099) in them: each in one transaction that adds its counts and marks it (`geoParts`), on condition that it is
 * still open, unmarked and where it was read (`geoCell`). An opening rewritten or closed meanwhile is skipped (its
 * rewrite counted it, or its close needs no count); running it again counts nothing twice. Counts may then be
 * above the truth (a rewrite that read the opening before this marked it counts it again), never below: they only
 * bound what a read may find, so a higher count costs a read, a lower one would hide an opening.
 * Run by `npx tsx scripts/count-geo-regions.ts` (its runbook is at its top).
 */
export async function countGeoRegions(): Promise<{ scanned: number; counted: number; skipped: number }> {
  let scanned = 0;
  let counted = 0;
  let skipped = 0;
  const pages = scanPages({
    FilterExpression: 'entity = :e AND attribute_exists(geoCell) AND geoCell <> :unplaced AND attribute_not_exists(geoParts) AND attribute_not_exists(encerradaEm)',
    ExpressionAttributeValues: { ':e': 'opening', ':unplaced': UNPLACED },
  });
  for await (const page of pages) {
    for (const stored of page.map(storedFromItem)) {
      scanned++;
      const written = await transactIfConditionsHold([
        {
          Update: {
            TableName: tableName(),
            Key: openingKey(stored),
            UpdateExpression: 'SET geoParts = :t',
            ConditionExpression: 'attribute_not_exists(geoParts) AND attribute_not_exists(encerradaEm) AND geoCell = :cell',
            ExpressionAttributeValues: { ':t': true, ':cell': stored.geoCell },
          },
        },
        ...regionCountsOf(stored),
      ]);
      if (written) counted++;
      else skipped++;
    }
  }
  return { scanned, counted, skipped };
}
