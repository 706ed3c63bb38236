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

/**
 * As `nowOf`, but never later than the clock: for a job whose "now" ends what people paid for (anyone who may invoke
 * it in AWS could otherwise end every period at once by naming a future date). A past time is taken as given.
 */
export function notLaterThanNowOf(value: unknown): Date {
  return new Date(Math.min(nowOf(value).getTime(), Date.now()));
}

/**
 * How long each scheduled job leaves recent work alone, and the event field that sets that wait for one run
 * (`npm run job -- <name> --now` sends 0). The jobs read their defaults from here, so the list and the jobs agree.
 */
export const jobWaits = {
  // Support messages younger than this may still be in the hands of the request that stored them.
  'retry-support-emails': { field: 'graceMs', ms: 60_000 },
  // Deletions younger than this may still be running in the request that started them.
  'resume-account-deletions': { field: 'graceMs', ms: 60_000 },
  // Matches younger than this may belong to an import still running: one digest then covers all of it.
  'send-alert-digests': { field: 'settleMs', ms: 10 * 60_000 },
  // No settling wait: its 48 h are the rule itself (SIGNUP_CONFIRMATION_HOURS), which --now does not skip.
  'expire-unconfirmed-signups': { field: 'graceMs', ms: 0 },
  // Nothing recent to leave alone: it closes only openings older than the stage's days (--now changes nothing).
  'close-old-openings': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: a send's fan-out is safe to run beside the request that started it (idempotent writes).
  'fan-out-notices': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: it reads everything once and adds only the differences it found.
  'recount-counters': { field: 'graceMs', ms: 0 },
  // Billing e-mails younger than this may still be in the hands of the webhook that queued them.
  'send-billing-emails': { field: 'graceMs', ms: 60_000 },
  // Nothing to leave alone: its 7 days are the rule itself, and each period's reminder is recorded once.
  'remind-renewals': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: it applies Stripe's current status, the freshest news there is.
  'reconcile-stripe': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: it tells only what was held overnight, once (the held item is taken as it is told).
  'send-held-pushes': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: each dead letter waits for its own time (its backoff), which --now does not skip.
  'resend-dead-pushes': { field: 'graceMs', ms: 0 },
  // Nothing to leave alone: a period's end is the rule itself (--now changes nothing), and each end applies once.
  'end-pix-periods': { field: 'graceMs', ms: 0 },
} as const satisfies Record<string, { field: string; ms: number }>;

export type OnDemandJob = keyof typeof jobWaits;

/** The event of a run by hand: `now` skips the job's wait (and nothing else: e.g. the digest's once a day stays). */
export function manualRunEvent(job: OnDemandJob, options: { now: boolean }): Record<string, number> {
  return options.now ? { [jobWaits[job].field]: 0 } : {};
}
