import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { distancePage } from '../../lambdas/openings/data/openings-by-distance';
import { moveGeoIndexToPartitions } from '../../lambdas/openings/data/geo-index-partitions';
import { encodeGeohash } from '../../lambdas/base/places/geo';
import { useLocalStack } from './helpers/local-stack';

useLocalStack({ seed: true });

const CAMPINAS = { latitude: -22.9056, longitude: -47.0608 };

async function placedIndexItems(): Promise<Record<string, unknown>[]> {
  const out = await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e AND PK <> :u', ExpressionAttributeValues: { ':e': 'opening-geo', ':u': 'GEO#-' } }));
  return out.Items ?? [];
}

const listed = async () => (await distancePage({ centre: CAMPINAS, radiusKm: 200, limit: 50, includeUnplaced: false })).refs.map((r) => `${r.clientId}#${r.id}`).sort();

describe('moving the geo index to its partitions (decision 092)', () => {
  it('moves index items written under a region key to their partition, once, and pages find them again', async () => {
    const before = await listed();
    expect(before.length).toBeGreaterThan(10);
    // The seeded openings as they were written before decision 092: under GEO#{region of 3 characters}.
    const items = await placedIndexItems();
    for (const item of items) {
      expect(String(item.PK)).toBe(`GEO#${encodeGeohash({ latitude: Number(item.latitude), longitude: Number(item.longitude) }, 2)}`);
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, PK: `GEO#${encodeGeohash({ latitude: Number(item.latitude), longitude: Number(item.longitude) }, 3)}` } }));
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    }
    expect(await listed()).toEqual([]);

    await expect(moveGeoIndexToPartitions()).resolves.toMatchObject({ moved: items.length, skipped: 0 });
    expect(await listed()).toEqual(before);
    const after = await placedIndexItems();
    expect(after.map((i) => `${String(i.PK)} ${String(i.SK)}`).sort()).toEqual(items.map((i) => `${String(i.PK)} ${String(i.SK)}`).sort());
    // Same sort key and attributes: only the partition changed.
    const bySk = (list: Record<string, unknown>[]) => new Map(list.map(({ PK: _pk, ...rest }) => [String(rest.SK), rest]));
    expect(bySk(after)).toEqual(bySk(items));

    await expect(moveGeoIndexToPartitions()).resolves.toMatchObject({ moved: 0, skipped: 0 });
  });
});
