import { invalidInput } from '../errors';
import { messages } from '../messages';

type Key = Record<string, string>;

/** Turns DynamoDB's LastEvaluatedKey into an opaque, URL-safe cursor. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | null {
  if (!lastKey) return null;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/**
 * Reads a cursor back, accepting only the exact key attributes the query uses (all strings), so a tampered
 * cursor is a 400 with a clear message rather than a DynamoDB validation error.
 */
export function decodeCursor(cursor: string | undefined, keyNames: readonly string[]): Key | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidInput(messages.invalidCursor, 'cursor');
  }
  const isValid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).length === keyNames.length &&
    keyNames.every((k) => typeof (parsed as Record<string, unknown>)[k] === 'string');
  if (!isValid) throw invalidInput(messages.invalidCursor, 'cursor');
  return parsed as Key;
}

/** A cursor of a Query over one partition: it must name a key of that partition, else it is refused like a malformed one. */
export function decodePartitionCursor(cursor: string | undefined, keyNames: readonly string[], partition: string): Key | undefined {
  const key = decodeCursor(cursor, keyNames);
  if (key && key.PK !== partition) throw invalidInput(messages.invalidCursor, 'cursor');
  return key;
}
