import { deleteUser, disableUser, verifyPassword } from '../caregivers/cognito';
import { settleSubscriptionAtDeletion } from '../subscriptions/subscription-at-deletion';
import { subscriptionAtDeletionPorts } from '../subscriptions/subscription-at-deletion-ports';
import { closeCheckoutsAtDeletion } from '../subscriptions/checkouts-at-deletion';
import { checkoutsAtDeletionPorts } from '../subscriptions/checkouts-at-deletion-ports';
import { deleteAllAlertsOf } from '../alerts/store';
import {
  completeDeletion,
  getDeletionJob,
  markDeletionStepDone,
  recordDeletionFailure,
  recordSubscriptionAtDeletion,
  startDeletion,
} from './data/account-deletions';
import { deleteCaregiverWithClaims, getCaregiver } from '../caregivers/store';
import { deleteAllNotices } from '../notices/store';
import { deleteAllPushItemsOf } from '../push/store';
import { anonymiseReportsOf } from '../openings/store';
import { consumeRateLimit } from '../base/rate-limits/counters';
import { awsErrorCode } from '../base/aws-error-code';
import { hashPepper } from '../base/secrets/hash-pepper';
import { deleteStripeCustomerLink } from '../subscriptions/store';
import { anonymizeSupportMessage, listSupportMessagesFrom } from '../support/store';
import { anonymizeAuditEntriesAbout, anonymizeAuditLinesAboutRecord } from '../base/registro/anonymise';
import { sendDeletionEmail } from './deletion-email';
import { deletionReceipt, newDeletionJob, pendingSteps, type DeletionJob, type DeletionRequester, type DeletionStep } from './deletion';
import { accountStateOf, requireAccountState } from '../caregivers/account-state';
import { NO_PLAN, type Caregiver } from '../caregivers/caregiver';
import { DomainError, notFound } from '../base/errors';
import { messages } from '../base/messages';
import type { AccountDeletionStatus } from '../../contract';
import { logWarning } from '../base/observability/observability';
import { identifiersOf } from '../base/identifiers';
import { openingReference } from '../openings/opening';

/**
 * What each step does. Every function is idempotent: run after a crash, or twice at once, it ends in the same
 * state. A new step (e.g. issue 12's 'delete-alerts') is one entry here plus its name in DELETION_STEPS.
 */
export const deletionStepRunners: Record<DeletionStep, (job: DeletionJob) => Promise<void>> = {
  'disable-sign-in': (job) => disableUser(job.uid),
  // within the 7 days her payments go back in full, as 'Cancelar e pedir reembolso' does; then the plan ends (issue 50)
  'cancel-subscription': async (job) => {
    const record = await getCaregiver(job.uid);
    const subscriber = {
      uid: job.uid,
      tipodeconta: record?.tipodeconta ?? NO_PLAN,
      stripeCustomerId: job.stripeCustomerId,
      stripeSubscriptionId: job.stripeSubscriptionId,
      formaDePagamento: record?.formaDePagamento,
      pixAccessUntil: record?.pixAccessUntil,
      pixPayments: record?.pixPayments,
      requestedAt: Math.floor(Date.parse(job.requestedAt) / 1000),
    };
    await settleSubscriptionAtDeletion(subscriber, subscriptionAtDeletionPorts(async (outcome) => {
      await recordSubscriptionAtDeletion(job.uid, outcome);
      job.assinaturaNaExclusao = outcome;
    }));
  },
  // her checkouts still open are expired, and a Pix she confirmed but her bank has not paid is owed back (decision 086)
  'close-open-checkouts': async (job) => {
    await closeCheckoutsAtDeletion({ uid: job.uid, customerId: job.stripeCustomerId }, checkoutsAtDeletionPorts);
  },
  'delete-notices': (job) => deleteAllNotices(job.uid),
  'delete-alerts': async (job) => {
    await deleteAllAlertsOf(job.uid);
  },
  // her devices' push subscriptions, the pacing of her pushes and their dead letters (docs/decisions/074, 081)
  'delete-push-subscriptions': async (job) => {
    await deleteAllPushItemsOf(job.uid);
  },
  // her reports of openings ('Denunciar vaga') are the team's evidence: kept without her (no id; her name, e-mail and
  // phone taken out of their text), in the opening's partition (decision 077; the step keeps its name for jobs under
  // way); the set of openings hidden from her goes with her record
  // (a discard's reason too, on the report and on its Registro line, filed under the opening)
  'delete-opening-reports': async (job) => {
    const identifiers = identifiersOf({ ...job, name: (await getCaregiver(job.uid))?.name });
    await anonymiseReportsOf(job.uid, identifiers, (r) => anonymizeAuditLinesAboutRecord(openingReference(r.clientId, r.vagaId), 'denuncia-descartada', identifiers));
  },
  'anonymize-support-messages': async (job) => {
    // and the Registro's lines about her messages lose the sender's e-mail they keep (their target's snapshot)
    for (const message of await listSupportMessagesFrom(job.email)) {
      // the line first: a retry finds the message by her e-mail only until the message itself is anonymised
      await anonymizeAuditEntriesAbout(message.id);
      await anonymizeSupportMessage(message.id);
    }
  },
  // the team console's Registro keeps the operators' actions on her, without her id
  'anonymize-team-audit-log': async (job) => {
    // and the details that name her (a search's text, the reason written): her record is still there to read her name
    await anonymizeAuditEntriesAbout(job.uid, identifiersOf({ ...job, name: (await getCaregiver(job.uid))?.name }));
  },
  'delete-stripe-customer-link': async (job) => {
    if (job.stripeCustomerId) await deleteStripeCustomerLink(job.stripeCustomerId, job.uid);
  },
  'delete-cognito-user': (job) => deleteUser(job.uid),
  'delete-caregiver': (job) => deleteCaregiverWithClaims(job.uid, job.phone, job.email),
};

type Log = (message: string, detail: Record<string, unknown>) => void;

/** Steps start within this much of the request's start; a step may then take a few seconds (Stripe: 2 × 3 s). */
const REQUEST_BUDGET_MS = 3000;

/**
 * Runs the steps not done yet, in order, recording each as it finishes. The first failure stops the run (later
 * steps may depend on it, and the same service is likely still failing); the job retries from there. When every
 * step is done the job becomes the receipt.
 */
export async function runDeletion(job: DeletionJob, options: { deadline?: number; log?: Log } = {}): Promise<AccountDeletionStatus> {
  const log = options.log ?? warn;
  for (const step of pendingSteps(job)) {
    // Inside a request the function has 10 s; past the budget the job finishes the rest (sign-in is blocked by then).
    if (options.deadline !== undefined && Date.now() > options.deadline && job.done['disable-sign-in']) return 'em-andamento';
    try {
      await deletionStepRunners[step](job);
      const at = new Date().toISOString();
      await markDeletionStepDone(job.uid, step, at);
      job.done[step] = at;
    } catch (error) {
      // Only the error's code: a message can quote an address or a name (personal data stays out of logs and the job).
      const reason = awsErrorCode(error);
      log('account deletion step failed; the resume-account-deletions job retries it', { uid: job.uid, step, reason });
      await recordDeletionFailure(job.uid, step, reason).catch(() => undefined);
      return 'em-andamento';
    }
  }
  const completedAt = new Date();
  try {
    if (!(await completeDeletion(job.uid, deletionReceipt(job, completedAt, await hashPepper())))) return 'concluida';
  } catch (error) {
    log('account deletion done but its receipt was not written; retried by the job', { uid: job.uid, reason: awsErrorCode(error) });
    return 'em-andamento';
  }
  // The 'account deleted' e-mail, from the one run that completed it (at most once).
  await sendDeletionEmail(job.email, completedAt, job.assinaturaNaExclusao).catch((error: unknown) => log('account deletion e-mail not sent', { uid: job.uid, reason: awsErrorCode(error) }));
  return 'concluida';
}

/**
 * 'Deletar Conta': the password is checked again with Cognito (a session alone never deletes an account), the
 * deletion is recorded, and its steps run at once. A deletion already recorded is resumed, not started again.
 * `caregiver` is her record as the account check read it (active, or marked for deletion).
 */
export async function requestAccountDeletion(input: { caregiver: Caregiver; password: string; clientAddress: string }): Promise<AccountDeletionStatus> {
  const deadline = Date.now() + REQUEST_BUDGET_MS;
  const { caregiver } = input;
  const { uid } = caregiver;
  if (accountStateOf(caregiver) === 'being-deleted') {
    // The mark and the job are written together; the job goes only after the record, so one is still there.
    const existing = await getDeletionJob(uid);
    return existing ? runDeletion(existing, { deadline }) : 'concluida';
  }

  await confirmPassword(input);
  return startAndRun(caregiver, deadline);
}

/** Her password, checked with Cognito under the deletion's rate limit; a wrong one is a 403 on the field. */
async function confirmPassword(input: { caregiver: Caregiver; password: string; clientAddress: string }): Promise<void> {
  await consumeRateLimit('account-deletion', { address: input.clientAddress, email: input.caregiver.email });
  const signedInAs = await verifyPassword(input.caregiver.email, input.password, input.clientAddress);
  if (signedInAs !== input.caregiver.uid) throw new DomainError('forbidden', messages.deletionWrongPassword, 'password');
}

/**
 * /excluir-conta's first step: her password checked before the final confirmation is shown, so a wrong one is said
 * there and then, never after she confirmed (issue 51). Nothing is written; the deletion checks it again. An account
 * already being deleted has nothing to check: confirming resumes its deletion.
 */
export async function checkDeletionPassword(input: { caregiver: Caregiver; password: string; clientAddress: string }): Promise<void> {
  if (accountStateOf(input.caregiver) === 'being-deleted') return;
  await confirmPassword(input);
}

/**
 * The team console's 'Excluir conta (LGPD)': the same steps and receipt as hers, started by an operator (no
 * password; the route is the team's). `alsoWrite` joins the transaction that records the deletion (the audit
 * line). A deletion already recorded is resumed and `alsoWrite` is not written again. The job and its receipt
 * name the operator (`requestedBy`).
 */
export async function startAccountDeletionFor(uid: string, alsoWrite: readonly Record<string, unknown>[], requestedBy?: DeletionRequester): Promise<AccountDeletionStatus> {
  const deadline = Date.now() + REQUEST_BUDGET_MS;
  const existing = await getDeletionJob(uid);
  if (existing) return runDeletion(existing, { deadline });
  const caregiver = await getCaregiver(uid);
  if (!caregiver) throw notFound(messages.caregiverNotFound);
  return startAndRun(caregiver, deadline, alsoWrite, requestedBy);
}

/** Records the deletion (with `alsoWrite`) and runs its steps; a deletion already recorded is resumed instead. */
async function startAndRun(caregiver: Caregiver, deadline: number, alsoWrite: readonly Record<string, unknown>[] = [], requestedBy?: DeletionRequester): Promise<AccountDeletionStatus> {
  const { uid } = caregiver;
  // The job copies her Stripe ids: if a checkout or a webhook changes them between the read and the mark, read again.
  let current = caregiver;
  for (let attempt = 1; ; attempt++) {
    const job = newDeletionJob(current, new Date(), requestedBy);
    const outcome = await startDeletion(job, current.subscriptionVersion, alsoWrite);
    if (outcome === 'started') return runDeletion(job, { deadline });
    if (outcome === 'already') {
      const concurrent = await getDeletionJob(uid);
      return concurrent ? runDeletion(concurrent, { deadline }) : 'concluida';
    }
    if (attempt >= 5) throw new DomainError('unavailable', messages.serviceUnavailable);
    current = requireAccountState(await getCaregiver(uid), 'active-or-being-deleted');
  }
}

const warn = logWarning;
