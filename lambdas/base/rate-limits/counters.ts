import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createHmac } from 'node:crypto';
import { hashPepper } from '../secrets/hash-pepper';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { operatorLimits, rateLimits, windowOf, type OperatorLimitedAction, type RateLimitedAction } from './limits';
import { db, tableName } from '../table/client';

// Addresses and e-mails are hashed with the stack's secret pepper: the counters need no personal data, and their
// keys cannot be matched to a guessed e-mail without the pepper.
const hash = (value: string, pepper: string) => createHmac('sha256', pepper).update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
export const rateCounterKey = (action: RateLimitedAction, kind: 'addr' | 'email', value: string, windowStart: number, pepper: string) => ({
  PK: `RATE#${action}#${kind}#${hash(value, pepper)}`,
  SK: `WINDOW#${windowStart}`,
});
/** An operator's counter: her Cognito sub is an id, not personal data to hide. */
export const operatorCounterKey = (action: OperatorLimitedAction, operatorId: string, windowStart: number) => ({ PK: `RATE#${action}#operator#${operatorId}`, SK: `WINDOW#${windowStart}` });

/**
 * Counts one attempt against the client address and (when given) the e-mail; refuses with 429 past the limit.
 * Each counter is one conditional update, so concurrent attempts cannot slip past the limit.
 */
export async function consumeRateLimit(action: RateLimitedAction, who: { address: string; email?: string }, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  const limit = rateLimits[action];
  const { start, expiresAt } = windowOf(nowSeconds, limit.windowSeconds);
  const counters: ['addr' | 'email', string, number][] = [['addr', who.address, limit.perAddress]];
  if (who.email) counters.push(['email', who.email, limit.perEmail]);
  const pepper = await hashPepper();
  for (const [kind, value, max] of counters) {
    const counted = await countAttempt(rateCounterKey(action, kind, value, start, pepper), max, expiresAt);
    const secondsLeft = start + limit.windowSeconds - nowSeconds;
    if (!counted) throw new DomainError('rate-limited', messages.tooManyAttempts(Math.ceil(secondsLeft / 60)), undefined, secondsLeft);
  }
}

/** Counts one action of an operator (operatorLimits); past the limit, 429 with `refusal` (the slice's Portuguese text). */
export async function consumeOperatorLimit(action: OperatorLimitedAction, operatorId: string, refusal: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  const limit = operatorLimits[action];
  const { start, expiresAt } = windowOf(nowSeconds, limit.windowSeconds);
  if (!(await countAttempt(operatorCounterKey(action, operatorId, start), limit.perOperator, expiresAt))) throw new DomainError('rate-limited', refusal, undefined, start + limit.windowSeconds - nowSeconds);
}

/** One conditional update: false (nothing counted) when the counter is already at `max`. */
async function countAttempt(key: Record<string, string>, max: number, expiresAt: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :one SET expiresAt = :exp',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt, ':max': max },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
