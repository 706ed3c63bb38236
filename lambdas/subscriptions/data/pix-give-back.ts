import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../base/table/client';
import type { PendingGiveBack } from '../pix-give-back';

// Keys: the only place that spells them.
/** A one-off Pix Carey owes back (lambdas/subscriptions/pix-give-back.ts); written with the event's marker, deleted once refunded. */
export const pixGiveBackKey = (sessionId: string) => ({ PK: `PIX_GIVE_BACK#${sessionId}`, SK: 'PENDING' });
/** Stripe refunds a Pix up to 90 days after it was paid: after that there is nothing left to try. */
const TTL_SECONDS = 90 * 24 * 3600;

/** The Put of a give-back, for the event's transaction (data/subscriptions.ts). */
export function pixGiveBackPut(input: PendingGiveBack, now: number) {
  return { TableName: tableName(), Item: { ...pixGiveBackKey(input.sessionId), entity: 'pix-give-back', ...input, createdAt: now, expiresAt: now + TTL_SECONDS } };
}

export async function pendingGiveBack(sessionId: string): Promise<PendingGiveBack | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: pixGiveBackKey(sessionId), ConsistentRead: true }));
  if (!Item) return undefined;
  return { sessionId, uid: String(Item.uid), customerId: String(Item.customerId), paymentIntent: String(Item.paymentIntent), amountCents: Number(Item.amountCents) };
}

export async function giveBackDone(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pixGiveBackKey(sessionId) }));
}
