import { createHmac } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client';
import { hashPepper } from '../secrets/hash-pepper';

/**
 * Addresses SES told us not to write to again: a permanent bounce or a complaint (docs/decisions/045-email-delivery.md).
 * Kept as a peppered hash, never the address: the mark outlives the caregiver's account and a support sender's
 * message, and must not become a list of addresses. Every send of ours checks it first (lambdas/base/mail/ses.ts).
 */
export type UndeliverableReason = 'bounce' | 'complaint';

const key = (hash: string) => ({ PK: `UNDELIVERABLE#${hash}`, SK: 'EMAIL' });

export function undeliverableHash(email: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`carey-undeliverable:${email.trim().toLowerCase()}`).digest('base64url');
}

/** Marks the address; marking it again (SES delivers an event more than once) changes nothing but `lastAt`. */
export async function markUndeliverable(email: string, reason: UndeliverableReason, at: Date): Promise<void> {
  const hash = undeliverableHash(email, await hashPepper());
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(hash),
      UpdateExpression: 'SET entity = :entity, reason = if_not_exists(reason, :reason), firstAt = if_not_exists(firstAt, :at), lastAt = :at',
      ExpressionAttributeValues: { ':entity': 'undeliverable-email', ':reason': reason, ':at': at.toISOString() },
    }),
  );
}

/** Why the address is marked, or undefined when e-mail to it still flows. */
export async function undeliverableReason(email: string): Promise<UndeliverableReason | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(undeliverableHash(email, await hashPepper())) }));
  return Item?.reason as UndeliverableReason | undefined;
}

/** What a send to a marked address throws: nothing went to SES. */
export class EmailUndeliverable extends Error {
  override readonly name = 'EmailUndeliverable';
  constructor(readonly reason: UndeliverableReason) {
    super(`address marked undeliverable (${reason})`);
  }
}

export const isEmailUndeliverable = (error: unknown): error is EmailUndeliverable => error instanceof EmailUndeliverable;
