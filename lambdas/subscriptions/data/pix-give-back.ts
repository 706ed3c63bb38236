import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../base/table/client';
import { PIX_AFTER_DELETION_REASON, PIX_GIVE_BACK_REASON, type PendingGiveBack } from '../pix-give-back';
import type { PixGiveBack } from '../subscription-types';

// Keys: the only place that spells them.
/** A one-off Pix Carey owes back (lambdas/subscriptions/pix-give-back.ts); deleted once refunded. */
export const pixGiveBackKey = (sessionId: string) => ({ PK: `PIX_GIVE_BACK#${sessionId}`, SK: 'PENDING' });
/** Stripe refunds a Pix up to 90 days after it was paid: after that there is nothing left to try. */
const TTL_SECONDS = 90 * 24 * 3600;
/** A deleted account's session is kept past its code's expiry for Stripe's retries of its webhook (3 days) and a night. */
export const AFTER_DELETION_KEPT_SECONDS = 4 * 24 * 3600;

/** The Put of a Pix paid while another plan is live, for the event's transaction (data/subscriptions.ts). */
export function pixGiveBackPut(input: PixGiveBack & { uid: string; customerId: string }, now: number) {
  return { TableName: tableName(), Item: { ...pixGiveBackKey(input.sessionId), entity: 'pix-give-back', reason: PIX_GIVE_BACK_REASON, ...input, createdAt: now, expiresAt: now + TTL_SECONDS } };
}

/**
 * A deleted account's Pix session that may still be paid (lambdas/subscriptions/checkouts-at-deletion.ts): no uid, nothing
 * of her but Stripe's ids, kept until `codeExpiresAt` (epoch seconds) and a few days more.
 */
export async function owePixAfterDeletion(input: { sessionId: string; customerId?: string; codeExpiresAt: number }, now: number): Promise<void> {
  const { sessionId, customerId, codeExpiresAt } = input;
  const Item = { ...pixGiveBackKey(sessionId), entity: 'pix-give-back', reason: PIX_AFTER_DELETION_REASON, sessionId, ...(customerId ? { customerId } : {}), createdAt: now, expiresAt: Math.max(now, codeExpiresAt) + AFTER_DELETION_KEPT_SECONDS };
  await db().send(new PutCommand({ TableName: tableName(), Item }));
}

export async function pendingGiveBack(sessionId: string): Promise<PendingGiveBack | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: pixGiveBackKey(sessionId), ConsistentRead: true }));
  if (!Item) return undefined;
  if (Item.reason === PIX_AFTER_DELETION_REASON) return { reason: PIX_AFTER_DELETION_REASON, sessionId, ...(Item.customerId ? { customerId: String(Item.customerId) } : {}) };
  return { reason: PIX_GIVE_BACK_REASON, sessionId, uid: String(Item.uid), customerId: String(Item.customerId), paymentIntent: String(Item.paymentIntent), amountCents: Number(Item.amountCents) };
}

export async function giveBackDone(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: pixGiveBackKey(sessionId) }));
}
