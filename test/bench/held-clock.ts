import { saoPauloParts } from '../../contract/sao-paulo-time';

/**
 * The process's `Date` made to read `start` plus the real time elapsed since the call, plus whatever `advance` adds:
 * every `new Date()` and `Date.now()` of this process (handlers, stand-ins, the bench) sees the same shifted clock,
 * so differences between two readings stay real durations. Timers are untouched (they do not read `Date`). For a
 * bench in a process of its own (bin/bench.ts runs each part in one): it is never undone.
 */
export function holdClock(start: Date): { advance(ms: number): void } {
  const RealDate = Date;
  let shift = start.getTime() - RealDate.now();
  class HeldDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + shift;
    }
    // A Date made before the clock was held (or by Node itself, e.g. fs.stat's) is still a Date.
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = HeldDate as unknown as DateConstructor;
  return { advance: (ms) => void (shift += ms) };
}

/** Today's (São Paulo's calendar) `hour`:00 in São Paulo, as an instant. */
export function todayInSaoPauloAt(hour: number, now = new Date()): Date {
  const p = saoPauloParts(now);
  if (!p) throw new Error('invalid date');
  // São Paulo's offset at `now`, in minutes (its wall clock read as if it were UTC, minus the instant).
  const offsetMinutes = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, hour, 0) - offsetMinutes * 60_000);
}
