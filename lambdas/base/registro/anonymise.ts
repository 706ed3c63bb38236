import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../table/client';

/**
 * What the team keeps about one person (a Registro line, a notice sent to her only) is indexed (GSI1) under her id,
 * so her account deletion can find it without the team's console: a mechanism below every slice (docs/decisions/027).
 * The team writes these keys (lambdas/team/data/table.ts); the account deletion takes them out.
 */
export const targetPartition = (uid: string) => `AUDIT#TARGET#${uid}`;
export const targetIndexKeyOf = (uid: string, sortKey: string) => ({ GSI1PK: targetPartition(uid), GSI1SK: sortKey });

/**
 * Account deletion (LGPD): every entry about her keeps its action, time and operator and loses her id and her name
 * or e-mail as written then; a notice sent to her only loses her name. Doing it again finds nothing left to change.
 * The only update of Registro items, and only of these attributes (IAM, infra/cdk/audit-deny.ts).
 */
export async function anonymizeAuditEntriesAbout(uid: string): Promise<number> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': targetPartition(uid) } });
  for (const item of items) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET targetDeleted = :yes REMOVE targetId, targetLabel, destinataria, GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  }
  return items.length;
}
