import { scanPages, tableName, transactIfConditionsHold } from '../../base/table/client';
import { countedAsRead, regionCountsOf, UNPLACED } from './geo-index';
import type { StoredOpening } from '../opening';
import { openingKey, storedFromItem } from './openings';

/**
 * Counts, once, the open openings written before the first characters' region counts (`GEOREGIONS#{c}`, decision
 * 099) in them: each in one transaction that adds its counts and marks it (`geoParts`), on condition that it is
 * still open, unmarked and as it was read (`countOpening`; the Scan reads consistently). An opening rewritten or closed meanwhile is skipped (its
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
    ConsistentRead: true,
  });
  for await (const page of pages) {
    for (const stored of page.map(storedFromItem)) {
      scanned++;
      const written = await countOpening(stored);
      if (written) counted++;
      else skipped++;
    }
  }
  return { scanned, counted, skipped };
}

/**
 * One opening's counts added and its mark set, in one transaction, if it is still as `stored` read it: open,
 * unmarked, same place cell, type and city (`countedAsRead`). False when it changed meanwhile (a write counts it).
 */
export async function countOpening(stored: StoredOpening): Promise<boolean> {
  const asRead = countedAsRead(stored);
  return transactIfConditionsHold([
    {
      Update: {
        TableName: tableName(),
        Key: openingKey(stored),
        UpdateExpression: 'SET #gp = :t',
        ConditionExpression: `attribute_not_exists(encerradaEm) AND ${asRead.ConditionExpression}`,
        ExpressionAttributeNames: asRead.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...asRead.ExpressionAttributeValues, ':t': true },
      },
    },
    ...regionCountsOf(stored),
  ]);
}
