import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, queuePages, tableName } from '../../base/table/client';
import { caregiverKey } from '../../caregivers/store';

/**
 * The pacing of opening pushes, in her partition: `PUSHDAY#{São Paulo day}` counts the day's pushes (kept 3 days),
 * and `PUSHHELD` counts what matched in the quiet hours, in the HELD_QUEUE (GSI2) from the time it may be told.
 */
/** Her partition, as the caregivers' slice keys it: her export and her deletion find what is here. */
const partition = (uid: string) => caregiverKey(uid).PK;
export const HELD_QUEUE = 'PUSHHELD#QUEUE';
const DAY_COUNTER_KEEP_SECONDS = 3 * 24 * 3600;

/** Counts one push against her day's cap: false (nothing counted) when `cap` were already sent that day. */
export async function takeDailyPush(uid: string, day: string, cap: number, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: partition(uid), SK: `PUSHDAY#${day}` },
        UpdateExpression: 'ADD sent :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': Math.floor(now.getTime() / 1000) + DAY_COUNTER_KEEP_SECONDS },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** One more opening held for the summary at `releaseAt` (the first held one sets the time). */
export async function holdOpeningPush(uid: string, releaseAt: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: partition(uid), SK: 'PUSHHELD' },
      UpdateExpression: 'ADD held :one SET uid = :uid, GSI2PK = :queue, GSI2SK = if_not_exists(GSI2SK, :at)',
      ExpressionAttributeValues: { ':one': 1, ':uid': uid, ':queue': HELD_QUEUE, ':at': `${releaseAt.toISOString()}#${uid}` },
    }),
  );
}

/** Caregivers whose held openings may be told by `now`, a page at a time. */
export async function* heldPages(now: Date): AsyncGenerator<string[]> {
  for await (const page of queuePages(HELD_QUEUE, now, { fields: 'uid' })) yield page.map((i) => String(i.uid));
}

/** Takes her held openings (the item goes): how many; 0 when another run took them first. */
export async function takeHeld(uid: string): Promise<number> {
  const out = await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: partition(uid), SK: 'PUSHHELD' }, ReturnValues: 'ALL_OLD' }));
  return Number(out.Attributes?.held ?? 0);
}
