import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Family } from '../opening';
import { db, tableName } from '../../base/table/client';

export const familyKey = (id: string) => ({ PK: `CLIENT#${id}`, SK: 'PROFILE' });

export async function putFamily(family: Family): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...familyKey(family.id), entity: 'family', ...family } }));
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
