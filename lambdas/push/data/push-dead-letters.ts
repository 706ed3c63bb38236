import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queuePages, tableName } from '../../base/table/client';
import type { DeadLetter, DueDeadLetter, NewDeadLetter } from '../dead-letters';
import { caregiverKey } from '../../caregivers/store';

/**
 * Pushes still failing after their retries, kept to be sent again (docs/decisions/081-push-dead-letters.md): in her
 * partition, `PUSHDEAD#{first failure}#{id}` (a `PUSH…` item, so her account's deletion takes them), in the DEAD_QUEUE
 * (GSI2) from the time of the next attempt, `{ISO}#{uid}#{id}`. No endpoint and no keys: `device` names her
 * subscription by its hash. The table's TTL (`expiresAt`) ends one the job never reached.
 */
export const DEAD_QUEUE = 'PUSHDEAD#QUEUE';
/** Her partition, as the caregivers' slice keys it: her export and her deletion find what is here. */
const partition = (uid: string) => caregiverKey(uid).PK;
const queueKey = (at: string, uid: string, sk: string) => `${at}#${uid}#${sk.slice(sk.lastIndexOf('#') + 1)}`;

export async function putDeadLetter(letter: NewDeadLetter): Promise<void> {
  const { keepUntil, dueAt, ...fields } = letter;
  const sk = `PUSHDEAD#${letter.firstFailedAt}#${randomUUID().slice(0, 8)}`;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: partition(letter.uid), SK: sk, entity: 'push-dead-letter', ...fields, resends: 0, GSI2PK: DEAD_QUEUE, GSI2SK: queueKey(dueAt, letter.uid, sk), expiresAt: Math.floor(Date.parse(keepUntil) / 1000) },
    }),
  );
}

/** The dead letters due by `now`, a page at a time (keys only). */
export async function* dueDeadLetters(now: Date): AsyncGenerator<DueDeadLetter[]> {
  for await (const page of queuePages(DEAD_QUEUE, now, { fields: 'uid, SK, GSI2SK' })) yield page.map((i) => ({ uid: String(i.uid), sk: String(i.SK), due: String(i.GSI2SK) }));
}

/**
 * Takes one for this run: moves its queue time to `leaseUntil` (a run that dies leaves it to a later run) and counts the
 * attempt, only while its queue time is still the one read. Undefined when another run took it first, or it is gone.
 */
export async function claimDeadLetter(due: DueDeadLetter, leaseUntil: Date): Promise<DeadLetter | undefined> {
  const claimed = queueKey(leaseUntil.toISOString(), due.uid, `claim-${randomUUID().slice(0, 8)}`);
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: partition(due.uid), SK: due.sk },
        UpdateExpression: 'SET GSI2SK = :claimed ADD attempts :one, resends :one',
        ConditionExpression: 'GSI2SK = :seen',
        ExpressionAttributeValues: { ':claimed': claimed, ':seen': due.due, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const i = out.Attributes!;
    return {
      uid: due.uid, sk: due.sk, due: claimed, device: String(i.device), kind: i.kind as DeadLetter['kind'], payload: i.payload as DeadLetter['payload'], urgency: i.urgency as DeadLetter['urgency'],
      ...(i.topic ? { topic: String(i.topic) } : {}), pushExpiresAt: String(i.pushExpiresAt), firstFailedAt: String(i.firstFailedAt), attempts: Number(i.attempts), resends: Number(i.resends),
      ...(i.lastStatus !== undefined ? { lastStatus: Number(i.lastStatus) } : {}),
    };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Back in the queue at `at`, by the run that claimed it (nothing when the claim is no longer its own). */
export async function rescheduleDeadLetter(letter: DeadLetter, at: Date, status: number | undefined): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: partition(letter.uid), SK: letter.sk },
        UpdateExpression: status === undefined ? 'SET GSI2SK = :next REMOVE lastStatus' : 'SET GSI2SK = :next, lastStatus = :status',
        ConditionExpression: 'GSI2SK = :claimed',
        ExpressionAttributeValues: { ':next': queueKey(at.toISOString(), letter.uid, letter.sk), ':claimed': letter.due, ...(status === undefined ? {} : { ':status': status }) },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function removeDeadLetter(letter: Pick<DeadLetter, 'uid' | 'sk'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: partition(letter.uid), SK: letter.sk } }));
}
