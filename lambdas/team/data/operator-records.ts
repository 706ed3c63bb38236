import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../base/table/client';

/** An operator's own record (`OPERATOR#<sub>`, any sort key): the console's list of operators keeps one per operator. */
const operatorPartition = (sub: string) => `OPERATOR#${sub}`;

/** Whether the table holds an operator record for this `sub` (one key-only read of at most one item). */
export async function hasOperatorRecord(sub: string): Promise<boolean> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': operatorPartition(sub) },
      ProjectionExpression: 'PK',
      Limit: 1,
    }),
  );
  return (out.Items ?? []).length > 0;
}
