import { createHmac, timingSafeEqual } from 'node:crypto';
import { invalidInput } from '../errors';
import { messages } from '../messages';
import { hashPepper } from '../secrets/hash-pepper';

type Key = Record<string, string>;

/**
 * Every cursor the server issues, signed (docs/decisions/069-signed-cursors.md): `<payload>.<mac>`, the payload
 * base64url JSON, the mac an HMAC-SHA-256 of the payload and the cursor's scope under a key derived from the
 * server's hash pepper (lambdas/base/secrets). The scope names the list and the query the cursor continues (its
 * filters and dates), so a cursor of another list, of another query (whose key range it may fall outside of) or
 * made up or edited by the caller is a 400 with a Portuguese message, never a DynamoDB error (a 500).
 * A function that issues or reads cursors needs `hash-pepper`.
 */
const MAC = /^[A-Za-z0-9_-]{43}$/;
const PAYLOAD = /^[A-Za-z0-9_-]{1,2048}$/;

let derived: { pepper: string; key: Buffer } | undefined;
async function cursorKey(): Promise<Buffer> {
  const pepper = await hashPepper();
  if (derived?.pepper !== pepper) derived = { pepper, key: createHmac('sha256', pepper).update('carey cursor key v1').digest() };
  return derived.key;
}

const macOf = async (payload: string, scope: string) => createHmac('sha256', await cursorKey()).update(`${scope}\n${payload}`).digest();

/** The scope of a list's cursors: its name and the query's values that bound it (undefined ones left out, order kept stable). */
export function cursorScope(list: string, query: Readonly<Record<string, unknown>> = {}): string {
  const bound = Object.keys(query)
    .filter((k) => query[k] !== undefined && query[k] !== '')
    .sort()
    .map((k) => [k, query[k]]);
  return `${list}?${JSON.stringify(bound)}`;
}

/** Signs any JSON payload as a cursor of `scope`. */
export async function signCursor(payload: unknown, scope: string): Promise<string> {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${(await macOf(body, scope)).toString('base64url')}`;
}

/** The payload of a cursor this server signed for `scope`; anything else (foreign, edited, another scope) a 400. */
export async function openCursor(cursor: string, scope: string): Promise<unknown> {
  const bad = () => invalidInput(messages.invalidCursor, 'cursor');
  const [body, mac, ...rest] = cursor.split('.');
  if (rest.length || !body || !mac || !PAYLOAD.test(body) || !MAC.test(mac)) throw bad();
  const given = Buffer.from(mac, 'base64url');
  const expected = await macOf(body, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw bad();
  }
}

/** Turns DynamoDB's LastEvaluatedKey into a signed, opaque, URL-safe cursor of `scope`. */
export async function encodeCursor(lastKey: Record<string, unknown> | undefined, scope: string): Promise<string | null> {
  if (!lastKey) return null;
  return signCursor(lastKey, scope);
}

/**
 * Reads a cursor back: signed for `scope`, and holding only the exact key attributes the query uses (all strings),
 * so a bad cursor is a 400 with a clear message rather than a DynamoDB validation error.
 */
export async function decodeCursor(cursor: string | undefined, keyNames: readonly string[], scope: string): Promise<Key | undefined> {
  if (cursor === undefined || cursor === '') return undefined;
  const parsed = await openCursor(cursor, scope);
  const isValid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).length === keyNames.length &&
    keyNames.every((k) => typeof (parsed as Record<string, unknown>)[k] === 'string');
  if (!isValid) throw invalidInput(messages.invalidCursor, 'cursor');
  return parsed as Key;
}

/** A cursor of a Query over one partition: it must name a key of that partition (`partitionName`, PK by default). */
export async function decodePartitionCursor(
  cursor: string | undefined,
  keyNames: readonly string[],
  partition: string,
  scope: string,
  partitionName = 'PK',
): Promise<Key | undefined> {
  const key = await decodeCursor(cursor, keyNames, scope);
  if (key && key[partitionName] !== partition) throw invalidInput(messages.invalidCursor, 'cursor');
  return key;
}
