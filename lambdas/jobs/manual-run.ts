/**
 * Fields a person may put in a scheduled job's event when invoking it by hand (tests, operators); the schedule
 * sends none, so each falls back to the job's own value.
 */

/** A wait in milliseconds (a grace or settle time): a number ≥ 0, else `fallback`. */
export function waitMsOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 0 ? value : fallback;
}

/** The time the job takes as "now": an ISO 8601 string, else the clock. */
export function nowOf(value: unknown): Date {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : new Date();
}
