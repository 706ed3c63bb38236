import type { DigestOutcome } from './alert-digests';

/** What one run of the digest job needs; the job wires the pending index, the sender and its logger in. */
export interface DigestRunPorts {
  /** Caregivers with a match pending since before `settledBefore`, at most `limit`. */
  listPending(settledBefore: Date, limit: number): Promise<string[]>;
  sendDigestIfDue(uid: string, now: Date): Promise<DigestOutcome>;
  /** One caregiver's digest failed (threw, or SES refused it): reported, and the run goes on. */
  digestFailed(uid: string, error: unknown): void;
}

// Caregivers not yet due stay at the head of the pending index; a wide batch keeps them from starving the rest.
export const DIGEST_RUN_BATCH = 1000;

/**
 * E-mails each caregiver with pending matches her digest, when one is due (at most one a day). What is not due,
 * or fails, stays pending for a later run; one caregiver's failure never stops the others (her claim's lease then
 * holds her until it expires; a later run finishes or resolves her digest).
 */
export async function sendDueDigests(ports: DigestRunPorts, run: { now: Date; settleMs: number }): Promise<Record<DigestOutcome, number>> {
  const counts: Record<DigestOutcome, number> = { sent: 0, 'not-due': 0, 'nothing-to-send': 0, 'no-caregiver': 0, unconfirmed: 0, failed: 0 };
  for (const uid of await ports.listPending(new Date(run.now.getTime() - run.settleMs), DIGEST_RUN_BATCH)) {
    let outcome: DigestOutcome;
    let error: unknown;
    try {
      outcome = await ports.sendDigestIfDue(uid, run.now);
    } catch (thrown) {
      outcome = 'failed';
      error = thrown;
    }
    counts[outcome]++;
    // A digest that threw, or that SES refused (returned 'failed'), is reported and counted (AlertDigestsFailed).
    if (outcome === 'failed') ports.digestFailed(uid, error);
  }
  return counts;
}
