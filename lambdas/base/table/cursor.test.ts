import { decodeCursor, encodeCursor } from './cursor';

describe('cursor', () => {
  const keys = ['PK', 'SK'] as const;
  it('round-trips a LastEvaluatedKey through an opaque URL-safe string', () => {
    const cursor = encodeCursor({ PK: 'CLIENT#1', SK: 'OPENING#2026#a' })!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, keys)).toEqual({ PK: 'CLIENT#1', SK: 'OPENING#2026#a' });
  });
  it('has no cursor after the last page', () => {
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, keys)).toBeUndefined();
  });
  it.each([['%%%'], [encodeCursor({ PK: 'a' })!], [encodeCursor({ PK: 'a', SK: 1 })!], [encodeCursor({ PK: 'a', SK: 'b', X: 'c' })!]])(
    'refuses %s',
    (cursor) => {
      expect(() => decodeCursor(cursor, keys)).toThrow('O cursor de paginação é inválido.');
    },
  );
});
