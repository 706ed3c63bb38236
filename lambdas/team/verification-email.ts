import type { AuditEntry, VerificationEmailResent } from '../../contract/team';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict, notFound } from '../base/errors';
import { userLimitReached } from '../caregivers/cognito-refusals';
import { auditLine, type Operator } from './audit';
import { caregiverTarget } from './caregivers';
import { verificationTexts } from './verification-texts';
import { teamTexts } from './texts';

/**
 * 'Reenviar e-mail de verificação': Cognito e-mails her a new code (the same e-mail as at sign-up, with its link).
 * A Cognito call cannot share a transaction with the Registro, so its line is written 'pendente' before the call
 * and completed after it (one row, docs/decisions/029): a call that failed or was refused (already confirmed, no
 * account, too many resends, Cognito's web ACL or quota: a Portuguese 409/429 with Retry-After) leaves the line
 * pending, which is what happened.
 */
export async function resendVerificationEmail(
  input: { operator: Operator; uid: string },
  io: {
    getCaregiver(uid: string): Promise<Caregiver | undefined>;
    resendCode(email: string): Promise<'sent' | 'already-confirmed' | 'no-user' | 'limited'>;
    startPending(entry: AuditEntry): Promise<boolean>;
    completeStep(lineId: string, step: number, details: Record<string, string | number>): Promise<void>;
  },
): Promise<VerificationEmailResent> {
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  const entry = auditLine(input.operator, { action: 'verificacao-reenviada', target: caregiverTarget(caregiver) });
  await io.startPending(entry);
  const outcome = await io.resendCode(caregiver.email);
  if (outcome === 'already-confirmed') throw conflict(verificationTexts.alreadyConfirmed);
  if (outcome === 'no-user') throw conflict(verificationTexts.noAccount);
  if (outcome === 'limited') throw userLimitReached(verificationTexts.tooManyResends);
  await io.completeStep(entry.id, 1, {});
  return { sent: true };
}
