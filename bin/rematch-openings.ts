/**
 * `npm run job -- rematch-openings --from <ISO> --to <ISO> [--local]`: the table stream's redrive. Matches the open
 * openings written in the window against the saved alerts with the stream consumer's own matcher (idempotent), for
 * a window whose stream batch failed (its on-failure queue's message gives the window; docs/runbooks/alert-matching-failed.md).
 */
import { jobTexts as t } from './job-texts';

type Out = Pick<Console, 'log' | 'error'>;

function option(argv: string[], name: string): string | undefined {
  const inline = argv.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

const isoDate = (text: string | undefined) => (text && /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)) ? new Date(text) : undefined);

/** Runs the redrive; `useLocal` points the process at `npm run dev` (false when it is not running). */
export async function rematchCommand(argv: string[], out: Out, useLocal: () => boolean): Promise<number> {
  const from = isoDate(option(argv, '--from'));
  const to = isoDate(option(argv, '--to'));
  const values = new Set([option(argv, '--from'), option(argv, '--to')]);
  const unknown = argv.find((a) => a !== 'rematch-openings' && !values.has(a) && !/^--(from|to)(=|$)/.test(a) && a !== '--local');
  if (unknown) {
    out.error(t.unknownOption(unknown));
    out.error(t.rematch.usage);
    return 1;
  }
  if (!from || !to || from > to) {
    out.error(t.rematch.badWindow);
    out.error(t.rematch.usage);
    return 1;
  }
  const local = argv.includes('--local');
  if (local && !useLocal()) return 1;
  out.log(t.rematch.running(from.toISOString(), to.toISOString(), local ? t.whereLocal : t.whereAws));
  // Loaded only now, after the environment points where it should (the table's client reads it once).
  const { listOpenOpeningsWrittenBetween, isOpeningOpen } = await import('../lambdas/openings/store');
  const { matchNewOpening } = await import('../lambdas/alerts/alert-matching');
  const { rematchOpenings } = await import('../lambdas/alerts/rematch-openings');
  const report = await rematchOpenings(from, to, { openingsWritten: listOpenOpeningsWrittenBetween, isOpen: isOpeningOpen, match: (o) => matchNewOpening(o) });
  out.log(t.rematch.result(report));
  return 0;
}
