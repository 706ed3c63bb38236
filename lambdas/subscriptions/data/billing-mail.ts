import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, oldestInQueue, tableName } from '../../base/table/client';
import type { BillingMail } from '../subscription-state';

// Keys: the only place that spells them.
/** An e-mail a Stripe event calls for, waiting to be sent; written with the event's marker, deleted when claimed. */
export const billingMailKey = (eventId: string) => ({ PK: `BILLING_MAIL#${eventId}`, SK: 'MAIL' });
const PENDING = 'BILLING_MAIL#PENDING';
/** Kept no longer than Stripe's event markers: an e-mail not sent in 30 days is not worth sending. */
const TTL_SECONDS = 30 * 24 * 3600;

export interface PendingBillingMail {
  eventId: string;
  uid: string;
  mail: BillingMail;
}

/** The Put of a pending e-mail, for the event's transaction (data/subscriptions.ts). No address: read when sent. */
export function billingMailPut(input: PendingBillingMail, now: number) {
  return {
    TableName: tableName(),
    Item: {
      ...billingMailKey(input.eventId),
      entity: 'billing-mail',
      uid: input.uid,
      mail: input.mail,
      GSI2PK: PENDING,
      GSI2SK: `${new Date(now * 1000).toISOString()}#${input.eventId}`,
      expiresAt: now + TTL_SECONDS,
    },
  };
}

/**
 * Takes the e-mail out of the queue before it is sent (a conditional delete): of two senders (the webhook and the
 * retry job) only one gets it, so it goes at most once. `undefined`: nothing to send (none, or taken).
 */
export async function claimBillingMail(eventId: string): Promise<PendingBillingMail | undefined> {
  try {
    const out = await db().send(new DeleteCommand({ TableName: tableName(), Key: billingMailKey(eventId), ConditionExpression: 'attribute_exists(PK)', ReturnValues: 'ALL_OLD' }));
    const item = out.Attributes;
    return item ? { eventId, uid: String(item.uid), mail: item.mail as BillingMail } : undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Puts back an e-mail SES refused (nothing was sent), for the retry job. */
export async function releaseBillingMail(pending: PendingBillingMail): Promise<void> {
  await db().send(new PutCommand(billingMailPut(pending, Math.floor(Date.now() / 1000))));
}

/** The event ids of e-mails waiting since before `before`, oldest first. */
export async function listPendingBillingMail(before: Date, limit: number): Promise<string[]> {
  return (await oldestInQueue(PENDING, before, limit)).map((item) => String(item.PK).slice('BILLING_MAIL#'.length));
}
