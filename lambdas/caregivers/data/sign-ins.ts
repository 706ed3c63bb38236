import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { SignInRecord } from '../sign-in-record';
import { db, queryAll, tableName } from '../../base/table/client';
import { caregiverKey } from './caregivers';

// Keys: her own partition apart from CAREGIVER#, so nothing that deletes her account's items by prefix meets them,
// and the TTL alone removes them (docs/decisions/040-sealed-access-records.md).
const signInPartition = (uid: string) => `SIGNIN#${uid}`;
const signInKey = (uid: string, em: string) => ({ PK: signInPartition(uid), SK: `AT#${em}` });
const ENTITY = 'sign-in-record';

/** One record per sign-in: written only if this sign-in (same uid and time) has none yet. */
export async function putSignInRecord(record: SignInRecord): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...signInKey(record.uid, record.em), entity: ENTITY, ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Notes on her caregiver record the sign-in recorded last, so her next requests of that sign-in skip the write. Only
 * on a record that exists (an update would otherwise create one after her deletion removed it); losing the race to
 * a deletion changes nothing.
 */
export async function markSignInRecorded(uid: string, em: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: caregiverKey(uid), UpdateExpression: 'SET entradaRegistrada = :em', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':em': em } }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Her sign-in records, oldest first (the export lists their times; the sealed value stays sealed). */
export async function listSignInRecords(uid: string): Promise<SignInRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': signInPartition(uid) } });
  return items.map(({ PK: _pk, SK: _sk, entity: _entity, ...rest }) => rest as unknown as SignInRecord);
}
