import { callDynamo, DynamoWireError } from './dynamo-wire';

type AttributeMap = Record<string, Record<string, unknown>>;

/**
 * DynamoDB's Time to Live for the local table: DynamoDB deletes an item some time after its TTL attribute (epoch
 * seconds) has passed, "within a few days", at a moment of its choosing; locally it happens only when a test or a
 * developer asks (`sweepTtl`), so a test can put that moment anywhere, before or after a job. Each deletion is
 * conditioned on the TTL value read, so an item rewritten meanwhile stays, and runs under the item's write lock.
 * Returns the keys deleted, for the stream (REMOVE by the service identity).
 */
export async function sweepExpired(
  engineUrl: URL,
  input: { table: string; ttlAttribute: string; keyNames: string[]; now: Date },
  withItemLock: <T>(key: AttributeMap, work: () => Promise<T>) => Promise<T>,
): Promise<AttributeMap[]> {
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const names = { '#ttl': input.ttlAttribute };
  const expired: AttributeMap[] = [];
  let ExclusiveStartKey: AttributeMap | undefined;
  do {
    const out = (await callDynamo(engineUrl, 'Scan', {
      TableName: input.table,
      FilterExpression: '#ttl <= :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
      ExclusiveStartKey,
    })) as { Items?: AttributeMap[]; LastEvaluatedKey?: AttributeMap };
    // Only numbers are TTL values; DynamoDB ignores an item whose attribute is of another type.
    expired.push(...(out.Items ?? []).filter((item) => item[input.ttlAttribute]?.N !== undefined));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);

  const deleted: AttributeMap[] = [];
  for (const item of expired) {
    const Key = Object.fromEntries(input.keyNames.map((k) => [k, item[k]]));
    await withItemLock(Key, async () => {
      try {
        await callDynamo(engineUrl, 'DeleteItem', {
          TableName: input.table,
          Key,
          ConditionExpression: '#ttl = :seen',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':seen': item[input.ttlAttribute] },
        });
        deleted.push(Key);
      } catch (error) {
        if (!(error instanceof DynamoWireError) || error.type !== 'ConditionalCheckFailedException') throw error;
      }
    });
  }
  return deleted;
}
