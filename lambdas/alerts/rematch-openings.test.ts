import { rematchOpenings, type RematchPorts } from './rematch-openings';
import type { Opening } from '../openings/opening';

const opening = (id: string) => ({ id, clientId: 'familia-01', createdAt: '2026-10-01T10:00:00Z' }) as Opening;

describe('rematchOpenings', () => {
  it('hands each opening of the window that is still open to the matcher, and adds up what it recorded', async () => {
    const asked: string[] = [];
    const matched: string[] = [];
    const ports: RematchPorts = {
      openingsWritten: async (from, to) => {
        asked.push(`${from.toISOString()} ${to.toISOString()}`);
        return [opening('a'), opening('fechada'), opening('b')];
      },
      isOpen: async (o) => o.id !== 'fechada',
      match: async (o) => {
        matched.push(o.id);
        return o.id === 'a' ? { candidates: 3, recorded: 2, alreadyKnown: 1, newMatches: [] } : { candidates: 1, recorded: 0, alreadyKnown: 1, newMatches: [] };
      },
    };
    const report = await rematchOpenings(new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T10:30:00Z'), ports);
    expect(report).toEqual({ openings: 2, recorded: 2, alreadyKnown: 2, closed: 1 });
    expect(asked).toEqual(['2026-11-24T10:00:00.000Z 2026-11-24T10:30:00.000Z']);
    expect(matched).toEqual(['a', 'b']);
  });
});
