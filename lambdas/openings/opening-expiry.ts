import type { StoredOpening } from './opening';

/** Days an opening stays open unless the stage sets OPENINGS_CLOSE_AFTER_DAYS. */
export const DEFAULT_CLOSE_AFTER_DAYS = 60;

/** The stage's setting (a whole number of days ≥ 1), else the default. */
export function closeAfterDays(setting: string | undefined): number {
  const days = Number(setting);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_CLOSE_AFTER_DAYS;
}

/** The most openings one run closes; the next run (half an hour later) goes on where it stopped. */
export const CLOSE_PER_RUN = 500;
const PAGE = 100;

/**
 * Closes every open opening created more than `days` before `now`, oldest first (the same close as 'Encerrar
 * vaga', without a Registro line: no operator acted). One that someone closed meanwhile is skipped; running it
 * again closes nothing twice.
 */
export async function closeOldOpenings(
  input: { now: Date; days: number },
  io: { listOpenBefore(cutoff: Date, limit: number): Promise<StoredOpening[]>; close(stored: StoredOpening, closedAt: string): Promise<boolean> },
): Promise<{ closed: number; skipped: number }> {
  const cutoff = new Date(input.now.getTime() - input.days * 86_400_000);
  const counts = { closed: 0, skipped: 0 };
  while (counts.closed + counts.skipped < CLOSE_PER_RUN) {
    const limit = Math.min(PAGE, CLOSE_PER_RUN - counts.closed - counts.skipped);
    const page = await io.listOpenBefore(cutoff, limit);
    const closedBefore = counts.closed;
    for (const stored of page) counts[(await io.close(stored, input.now.toISOString())) ? 'closed' : 'skipped']++;
    // The last page, or one that closed nothing (a page the index still shows after a close elsewhere): stop here.
    if (page.length < limit || counts.closed === closedBefore) break;
  }
  return counts;
}
