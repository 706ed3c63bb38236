import type { Opening } from '../openings/opening';
import type { MatchOutcome } from './alert-matching';

export interface RematchPorts {
  /** The open openings first written in the window (their `writtenAt`), in any order. */
  openingsWritten(from: Date, to: Date): Promise<Opening[]>;
  /** Still open right now: the same check the stream consumer makes before matching. */
  isOpen(opening: Opening): Promise<boolean>;
  /** The stream consumer's own matcher (idempotent: a match already recorded is not recorded again). */
  match(opening: Opening): Promise<MatchOutcome>;
}

export interface RematchReport {
  /** Openings written in the window and still open, each handed to the matcher. */
  openings: number;
  /** Caregivers with a match recorded by this run (those the failed window had left out). */
  recorded: number;
  /** Caregivers who already had the match (the stream recorded it, or an earlier run did). */
  alreadyKnown: number;
  /** Openings closed since they were listed: not matched, as the stream would not match them. */
  closed: number;
}

/**
 * The table stream's redrive (docs/runbooks/alert-matching-failed.md): the stream's on-failure queue holds only a
 * failed batch's window, and its records expire after 24 h, so the openings written in that window are matched
 * again against the saved alerts, one at a time, through the matcher the stream consumer uses. Running it twice,
 * or over a window the stream did match, records nothing twice.
 */
export async function rematchOpenings(from: Date, to: Date, ports: RematchPorts): Promise<RematchReport> {
  const report: RematchReport = { openings: 0, recorded: 0, alreadyKnown: 0, closed: 0 };
  for (const opening of await ports.openingsWritten(from, to)) {
    if (!(await ports.isOpen(opening))) {
      report.closed++;
      continue;
    }
    const outcome = await ports.match(opening);
    report.openings++;
    report.recorded += outcome.recorded;
    report.alreadyKnown += outcome.alreadyKnown;
  }
  return report;
}
