import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { filterValue, type Family } from '../opening';
import { db, queryAll, tableName } from '../../base/table/client';

export const familyKey = (id: string) => ({ PK: `CLIENT#${id}`, SK: 'PROFILE' });
/** GSI1 holds every family under one partition, sorted by name as filters compare it: the console's 'Famílias'. */
const ALL_FAMILIES = 'FAMILY';
const familyIndexKey = (family: Family) => ({ GSI1PK: ALL_FAMILIES, GSI1SK: `${filterValue(family.name ?? '')}#${family.id}` });

export async function putFamily(family: Family): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...familyKey(family.id), ...familyIndexKey(family), entity: 'family', ...family } }));
}

/** A new family, only if her id is still free; false when it is taken (nothing written). */
export async function createFamily(family: Family): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...familyKey(family.id), ...familyIndexKey(family), entity: 'family', ...family }, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Every family, by name (a few thousand at most: one partition of the index, read in pages). */
export async function listAllFamilies(): Promise<Family[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': ALL_FAMILIES } });
  return items.map((item) => ({ id: String(item.id), ...(item.name ? { name: String(item.name) } : {}), ...(item.avatar ? { avatar: String(item.avatar) } : {}) }));
}

/** Reads many families in one BatchGet (retrying only what DynamoDB leaves unprocessed). At most 100 ids. */
export async function getFamilies(ids: string[]): Promise<Map<string, Family>> {
  const found = new Map<string, Family>();
  let keys: Record<string, unknown>[] = [...new Set(ids)].map(familyKey);
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
    const out = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: 'id, #n, avatar', ExpressionAttributeNames: { '#n': 'name' } } },
      }),
    );
    for (const item of out.Responses?.[tableName()] ?? []) found.set(String(item.id), item as Family);
    keys = (out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return found;
}
