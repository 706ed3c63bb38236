import { INDEX_PRECISION, MAP_PRECISION } from '../distance-paging';
import { scanPages, tableName, transactIfConditionsHold } from '../../base/table/client';
import { UNPLACED } from './geo-index';

/**
 * Moves the geo index items written before index partitions became one character shorter than a region
 * (`GEO#{region}`, MAP_PRECISION characters) to their partition (`GEO#{partition}`, INDEX_PRECISION), same sort key
 * and attributes (decision 092). Until it has run, a distance page does not see the openings still under a region
 * key, and rewriting or closing one fails its transaction (its index item is not where the write path looks).
 * Each move is one transaction (the new item must not exist, the old one still must): an item rewritten or closed
 * meanwhile is left as it is and counted in `skipped`; running it again moves nothing twice.
 * Run by `npx tsx scripts/move-geo-index-partitions.ts` (its runbook is at its top).
 */
export async function moveGeoIndexToPartitions(): Promise<{ scanned: number; moved: number; skipped: number }> {
  let scanned = 0;
  let moved = 0;
  let skipped = 0;
  for await (const page of scanPages({ FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'opening-geo' } })) {
    for (const item of page) {
      scanned++;
      const region = String(item.PK).slice('GEO#'.length);
      if (region === UNPLACED || region.length !== MAP_PRECISION) continue;
      const written = await transactIfConditionsHold([
        { Put: { TableName: tableName(), Item: { ...item, PK: `GEO#${region.slice(0, INDEX_PRECISION)}` }, ConditionExpression: 'attribute_not_exists(PK)' } },
        { Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK }, ConditionExpression: 'attribute_exists(PK)' } },
      ]);
      if (written) moved++;
      else skipped++;
    }
  }
  return { scanned, moved, skipped };
}
