import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, oldestInQueue, tableName } from '../../base/table/client';
import { END_REMINDER_SECONDS } from '../pix-period';

// Keys: the only place that spells them.
/** A one-off Pix period's end, queued for the expiry job (one per caregiver: a renewal replaces it). */
export const pixEndKey = (uid: string) => ({ PK: `PIX_END#${uid}`, SK: 'END' });
/** The 'termina em 3 dias' e-mail of a one-off Pix period, queued for 3 days before its end (one per caregiver). */
export const pixEndingMailKey = (uid: string) => ({ PK: `PIX_ENDING_MAIL#${uid}`, SK: 'MAIL' });
const END_QUEUE = 'PIX_END#QUEUE';
const ENDING_MAIL_QUEUE = 'PIX_ENDING_MAIL#QUEUE';

/** A queued end (or e-mail) of her one-off Pix period. */
export interface QueuedPixPeriod {
  uid: string;
  customerId: string;
  endsAt: number;
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The Puts of both queue items, for the payment's transaction (data/subscriptions.ts): each replaces the last period's. */
export function pixPeriodPuts(p: QueuedPixPeriod) {
  const item = (key: { PK: string; SK: string }, queue: string, due: number, entity: string) => ({
    Put: { TableName: tableName(), Item: { ...key, entity, uid: p.uid, customerId: p.customerId, endsAt: p.endsAt, GSI2PK: queue, GSI2SK: `${iso(due)}#${p.uid}` } },
  });
  return [item(pixEndKey(p.uid), END_QUEUE, p.endsAt, 'pix-end'), item(pixEndingMailKey(p.uid), ENDING_MAIL_QUEUE, p.endsAt - END_REMINDER_SECONDS, 'pix-ending-mail')];
}

const queued = (item: Record<string, unknown>): QueuedPixPeriod => ({ uid: String(item.uid), customerId: String(item.customerId), endsAt: Number(item.endsAt) });

/** Periods whose end has come (`now`), oldest first. */
export async function duePixEnds(now: number, limit: number): Promise<QueuedPixPeriod[]> {
  return (await oldestInQueue(END_QUEUE, new Date((now + 1) * 1000), limit)).map(queued);
}

/** Periods whose 'termina em 3 dias' e-mail is due, oldest first. */
export async function duePixEndingMails(now: number, limit: number): Promise<QueuedPixPeriod[]> {
  return (await oldestInQueue(ENDING_MAIL_QUEUE, new Date((now + 1) * 1000), limit)).map(queued);
}

/** Deletes a queued item only if it is still this period's (a renewal since has queued the next one). True: deleted now. */
async function takeIfSame(key: { PK: string; SK: string }, endsAt: number): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'endsAt = :e', ExpressionAttributeValues: { ':e': endsAt } }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export const dropPixEnd = (p: QueuedPixPeriod) => takeIfSame(pixEndKey(p.uid), p.endsAt);
/** Takes the e-mail out of the queue before it is sent: of two runs only one gets it (at most once). */
export const claimPixEndingMail = (p: QueuedPixPeriod) => takeIfSame(pixEndingMailKey(p.uid), p.endsAt);

/** Puts back an e-mail SES refused (nothing was sent), unless a renewal has queued the next one. */
export async function releasePixEndingMail(p: QueuedPixPeriod): Promise<void> {
  const [put] = pixPeriodPuts(p).slice(1);
  try {
    await db().send(new PutCommand({ ...put.Put, ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
