import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { caregiverKey, isUnconfirmedSignupItem } from '../../caregivers/store';
import { db, tableName } from '../../base/table/client';

/** Whether her sign-up still waits for the e-mail's confirmation (her record is in the unconfirmed queue). */
export async function isEmailUnconfirmed(uid: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid), ProjectionExpression: 'GSI2PK' }));
  return Item ? isUnconfirmedSignupItem(Item) : false;
}
