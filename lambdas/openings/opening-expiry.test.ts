import type { StoredOpening } from './opening';
import { CLOSE_PER_RUN, closeAfterDays, closeOldOpenings } from './opening-expiry';

/** A stand-in index of open openings: closing takes one out, as the real close takes its GSI1 keys away. */
function fakeIndex(count: number, refuse: (id: string) => boolean = () => false) {
  const open = Array.from({ length: count }, (_, i) => ({ id: `v${i}`, clientId: 'f', createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), bairro: '' }) as StoredOpening);
  return {
    open,
    listOpenBefore: async (cutoff: Date, limit: number) => open.filter((o) => o.createdAt < cutoff.toISOString()).slice(0, limit),
    close: async (stored: StoredOpening) => {
      if (refuse(stored.id)) return false;
      open.splice(open.indexOf(stored), 1);
      return true;
    },
  };
}

describe('closing openings by age', () => {
  it(`closes at most ${CLOSE_PER_RUN} per run, oldest first; the next run goes on`, async () => {
    const index = fakeIndex(1200);
    const now = new Date('2026-06-01T00:00:00Z');
    expect(await closeOldOpenings({ now, days: 60 }, index)).toEqual({ closed: CLOSE_PER_RUN, skipped: 0 });
    expect(index.open[0].id).toBe(`v${CLOSE_PER_RUN}`);
    expect(await closeOldOpenings({ now, days: 60 }, index)).toEqual({ closed: 500, skipped: 0 });
    expect(await closeOldOpenings({ now, days: 60 }, index)).toEqual({ closed: 200, skipped: 0 });
    expect(await closeOldOpenings({ now, days: 60 }, index)).toEqual({ closed: 0, skipped: 0 });
  });

  it('leaves openings younger than the days alone, and stops on a page it could not close (no endless loop)', async () => {
    const young = fakeIndex(3);
    expect(await closeOldOpenings({ now: new Date('2026-01-15T00:00:00Z'), days: 60 }, young)).toEqual({ closed: 0, skipped: 0 });
    const stuck = fakeIndex(150, () => true);
    expect(await closeOldOpenings({ now: new Date('2026-06-01T00:00:00Z'), days: 60 }, stuck)).toEqual({ closed: 0, skipped: 100 });
  });

  it.each([
    [undefined, 60],
    ['30', 30],
    ['0', 60],
    ['2.5', 60],
    ['dez', 60],
  ])('the stage setting %p is %i days', (setting, days) => {
    expect(closeAfterDays(setting)).toBe(days);
  });
});
