import { createHash, createHmac } from 'node:crypto';
import type { Caregiver } from '../caregivers/caregiver';
import type { SubscriptionAtDeletion } from '../subscriptions/subscription-at-deletion';

/**
 * The steps of an account deletion, in the order they run (docs/decisions/012-lgpd-account-deletion.md).
 * Each is idempotent, so a failed run starts again at the first step not done. Blocking sign-in comes first;
 * the caregiver record and its claims go last, so until then nobody can sign up with the same phone or e-mail.
 *
 * Adding a step: put its name here, before 'delete-caregiver', and its function in `deletionStepRunners`
 * (lambdas/account/delete-account.ts); the compiler refuses a name without a function.
 */
export const DELETION_STEPS = [
  'disable-sign-in',
  'cancel-subscription',
  'close-open-checkouts',
  'delete-notices',
  'delete-alerts',
  'delete-push-subscriptions',
  'delete-opening-reports',
  'anonymize-support-messages',
  'anonymize-team-audit-log',
  'delete-stripe-customer-link',
  'delete-cognito-user',
  'delete-caregiver',
] as const;

export type DeletionStep = (typeof DELETION_STEPS)[number];

/** A deletion under way: what the steps need after the caregiver record is gone. Deleted when done. */
export interface DeletionJob {
  uid: string;
  email: string;
  phone: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  /** ISO 8601 */
  requestedAt: string;
  /** Step → ISO 8601 time it finished. */
  done: Partial<Record<DeletionStep, string>>;
  attempts: number;
  lastError?: string;
  /** The operator who asked for it in the team's console ('Excluir conta (LGPD)'); absent when she asked herself. */
  requestedBy?: DeletionRequester;
  /** What 'cancel-subscription' did to her plan (refunded within the 7 days, or not): the receipt e-mail says it. */
  assinaturaNaExclusao?: SubscriptionAtDeletion;
}

/** Who in the team asked for a deletion: her Cognito sub and her e-mail as it was then (a snapshot). */
export interface DeletionRequester {
  operatorId: string;
  operatorEmail?: string;
}

/**
 * What is kept once a deletion is done: enough to answer "was my data deleted?" for someone who gives their
 * e-mail, and nothing that identifies them by itself (no uid, no e-mail, no phone).
 */
export interface DeletionReceipt {
  emailHash: string;
  requestedAt: string;
  completedAt: string;
  steps: { step: DeletionStep; doneAt: string }[];
  /** The operator who asked for it; absent when she asked herself. */
  requestedBy?: DeletionRequester;
}

export function newDeletionJob(caregiver: Caregiver, now: Date, requestedBy?: DeletionRequester): DeletionJob {
  return {
    ...(requestedBy ? { requestedBy } : {}),
    uid: caregiver.uid,
    email: caregiver.email.trim().toLowerCase(),
    phone: caregiver.phone,
    stripeCustomerId: caregiver.stripeCustomerId,
    stripeSubscriptionId: caregiver.stripeSubscriptionId,
    requestedAt: now.toISOString(),
    done: {},
    attempts: 0,
  };
}

export function pendingSteps(job: Pick<DeletionJob, 'done'>): DeletionStep[] {
  return DELETION_STEPS.filter((step) => !job.done[step]);
}

/**
 * The e-mail as the receipt keeps it: an HMAC-SHA-256 keyed with the stack's secret pepper (lambdas/base/
 * secrets/hash-pepper.ts), so the table alone cannot confirm a guessed address. A fixed prefix keeps these hashes apart
 * from any other hash of e-mails; an operator finds receipts with `npm run deletion-receipt` (docs/account-deletion.md), which also looks up receipts written before the pepper (`legacyDeletionEmailHash`).
 */
export function deletionEmailHash(email: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`carey-account-deletion:${email.trim().toLowerCase()}`).digest('hex');
}

/** How receipts were keyed before the pepper (plain SHA-256); only looked up, never written. */
export function legacyDeletionEmailHash(email: string): string {
  return createHash('sha256').update(`carey-account-deletion:${email.trim().toLowerCase()}`).digest('hex');
}

export function deletionReceipt(job: DeletionJob, completedAt: Date, pepper: string): DeletionReceipt {
  return {
    emailHash: deletionEmailHash(job.email, pepper),
    requestedAt: job.requestedAt,
    completedAt: completedAt.toISOString(),
    steps: DELETION_STEPS.filter((step) => job.done[step]).map((step) => ({ step, doneAt: job.done[step]! })),
    ...(job.requestedBy ? { requestedBy: job.requestedBy } : {}),
  };
}
