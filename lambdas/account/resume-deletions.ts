import type { AccountDeletionStatus } from '../../contract';
import type { DeletionJob } from './deletion';

/** A deletion still pending this long after it was asked for is overdue: a person must look (`AccountDeletionsOverdue`). */
export const DELETION_DEADLINE_MS = 24 * 3_600_000;
const BATCH = 25;

export interface ResumeDeletionsPorts {
  /** Deletions asked for before `before`, oldest first, at most `limit`. */
  listPending(before: Date, limit: number): Promise<DeletionJob[]>;
  /** Runs the steps not done yet; 'concluida' once every step is done. */
  runDeletion(job: DeletionJob): Promise<AccountDeletionStatus>;
}

/**
 * Finishes account deletions a failed step left half-done, oldest first, each from its first step not done. What
 * still fails stays pending for the next run, so every deletion ends; counts those still pending past
 * DELETION_DEADLINE_MS (the job reports them, 0 included, so the alarm always has data).
 */
export async function resumeDeletions(ports: ResumeDeletionsPorts, run: { listBefore: Date; now: Date }): Promise<{ completed: number; pending: number; overdue: number }> {
  const jobs = await ports.listPending(run.listBefore, BATCH);
  let completed = 0;
  let overdue = 0;
  for (const job of jobs) {
    if ((await ports.runDeletion(job)) === 'concluida') completed++;
    else if (run.now.getTime() - Date.parse(job.requestedAt) > DELETION_DEADLINE_MS) overdue++;
  }
  return { completed, pending: jobs.length - completed, overdue };
}
