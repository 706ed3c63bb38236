import { createHmac } from 'node:crypto';
import { cursorScope, decodeCursor, decodePartitionCursor, encodeCursor, openCursor, signCursor } from './cursor';

/**
 * Proves: every cursor the server issues is signed for its list and query; a cursor made up, edited, signed with
 * another key or issued for another list or query is refused with the Portuguese 400 message, never read.
 */
describe('signed cursors', () => {
  const keys = ['PK', 'SK'] as const;
  const scope = cursorScope('registro', { from: '2026-11-01', to: '2026-11-30' });
  const refused = 'O cursor de paginação é inválido.';
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('round-trips a LastEvaluatedKey through an opaque URL-safe string', async () => {
    const cursor = (await encodeCursor({ PK: 'CLIENT#1', SK: 'OPENING#2026#a' }, scope))!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    await expect(decodeCursor(cursor, keys, scope)).resolves.toEqual({ PK: 'CLIENT#1', SK: 'OPENING#2026#a' });
  });

  it('has no cursor after the last page', async () => {
    await expect(encodeCursor(undefined, scope)).resolves.toBeNull();
    await expect(decodeCursor(undefined, keys, scope)).resolves.toBeUndefined();
    await expect(decodeCursor('', keys, scope)).resolves.toBeUndefined();
  });

  it('refuses an unsigned cursor (the old form: base64url JSON alone), even of a real key', async () => {
    await expect(decodeCursor(b64({ PK: 'AUDIT', SK: '2026-11-01T00:00:00.000Z#x' }), keys, scope)).rejects.toThrow(refused);
  });

  it('refuses a cursor whose payload was edited after signing', async () => {
    const [, mac] = (await encodeCursor({ PK: 'AUDIT', SK: '2026-11-20T00:00:00.000Z#a' }, scope))!.split('.');
    await expect(decodeCursor(`${b64({ PK: 'AUDIT', SK: '9999-12-31T00:00:00.000Z#a' })}.${mac}`, keys, scope)).rejects.toThrow(refused);
  });

  it('refuses a cursor signed with another key (the same shape, a pepper the server does not hold)', async () => {
    const body = b64({ PK: 'AUDIT', SK: 'x' });
    const key = createHmac('sha256', 'another pepper').update('carey cursor key v1').digest();
    const mac = createHmac('sha256', key).update(`${scope}\n${body}`).digest('base64url');
    await expect(decodeCursor(`${body}.${mac}`, keys, scope)).rejects.toThrow(refused);
  });

  it('refuses a cursor of another list or another query of the same list', async () => {
    const cursor = (await encodeCursor({ PK: 'AUDIT', SK: 'x' }, scope))!;
    await expect(decodeCursor(cursor, keys, cursorScope('atendimento'))).rejects.toThrow(refused);
    await expect(decodeCursor(cursor, keys, cursorScope('registro', { from: '2026-11-01', to: '2026-11-29' }))).rejects.toThrow(refused);
    await expect(decodeCursor(cursor, keys, cursorScope('registro', { from: '2026-11-01' }))).rejects.toThrow(refused);
  });

  it('scopes by values, not by the order they were given in, and leaves out unset ones', () => {
    expect(cursorScope('x', { b: 1, a: 2, c: undefined, d: '' })).toBe(cursorScope('x', { a: 2, b: 1 }));
    expect(cursorScope('x', { a: 1 })).not.toBe(cursorScope('x', { a: 2 }));
  });

  it.each([['%%%'], ['a.b.c'], ['.'], ['eyJ9.']])('refuses the malformed %s', async (cursor) => {
    await expect(openCursor(cursor, scope)).rejects.toThrow(refused);
  });

  it('refuses a signed payload that is not the key the query uses', async () => {
    for (const payload of [{ PK: 'a' }, { PK: 'a', SK: 1 }, { PK: 'a', SK: 'b', X: 'c' }, ['PK', 'SK']]) {
      await expect(decodeCursor(await signCursor(payload, scope), keys, scope)).rejects.toThrow(refused);
    }
  });

  it('refuses a signed key of another partition', async () => {
    const cursor = (await encodeCursor({ PK: 'CAREGIVER#x', SK: 'PROFILE' }, scope))!;
    await expect(decodePartitionCursor(cursor, keys, 'AUDIT', scope)).rejects.toThrow(refused);
    await expect(decodePartitionCursor(cursor, keys, 'CAREGIVER#x', scope)).resolves.toEqual({ PK: 'CAREGIVER#x', SK: 'PROFILE' });
  });
});
