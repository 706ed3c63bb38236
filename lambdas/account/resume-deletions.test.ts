import { DELETION_DEADLINE_MS, resumeDeletions } from './resume-deletions';
import type { DeletionJob } from './deletion';

const NOW = new Date('2026-11-24T12:00:00Z');
const job = (uid: string, hoursAgo: number) => ({ uid, requestedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString() }) as unknown as DeletionJob;

describe('resumeDeletions', () => {
  it('finishes what it can, lists from the given moment, and counts the still-pending ones past the deadline', async () => {
    const listed: Date[] = [];
    const jobs = [job('done', 30), job('stuck-old', 25), job('stuck-new', 2)];
    const result = await resumeDeletions(
      { listPending: async (before) => (listed.push(before), jobs), runDeletion: async (j) => (j.uid === 'done' ? 'concluida' : 'em-andamento') },
      { listBefore: new Date('2026-11-24T11:59:00Z'), now: NOW },
    );
    expect(result).toEqual({ completed: 1, pending: 2, overdue: 1 });
    expect(listed).toEqual([new Date('2026-11-24T11:59:00Z')]);
    expect(DELETION_DEADLINE_MS).toBe(24 * 3_600_000);
  });

  it('counts 0 overdue when nothing is pending (the alarm always has data)', async () => {
    expect(await resumeDeletions({ listPending: async () => [], runDeletion: async () => 'concluida' }, { listBefore: NOW, now: NOW })).toEqual({ completed: 0, pending: 0, overdue: 0 });
  });
});
