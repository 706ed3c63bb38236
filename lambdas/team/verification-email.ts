import type { AuditEntry, VerificationEmailResent } from '../../contract/team';
import type { Caregiver } from '../caregivers/caregiver';
import { conflict, DomainError, notFound } from '../base/errors';
import { newAuditEntry } from './audit';
import { verificationTexts } from './verification-texts';
import { teamTexts } from './texts';

/**
 * 'Reenviar e-mail de verificação': Cognito e-mails her a new code (the same e-mail as at sign-up, with its link),
 * then the Registro gets its line. An account already confirmed (or gone from Cognito) is refused with a
 * Portuguese 409 and records nothing. The e-mail goes first: it is not a write that a transaction could hold, and
 * a Registro line for an e-mail that never left would be false.
 */
export async function resendVerificationEmail(
  input: { operatorId: string; uid: string },
  io: {
    getCaregiver(uid: string): Promise<Caregiver | undefined>;
    resendCode(email: string): Promise<'sent' | 'already-confirmed' | 'no-user' | 'limited'>;
    appendAudit(entry: AuditEntry): Promise<void>;
  },
): Promise<VerificationEmailResent> {
  const caregiver = await io.getCaregiver(input.uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (caregiver.deletionRequestedAt) throw conflict(teamTexts.alreadyBeingDeleted);
  const outcome = await io.resendCode(caregiver.email);
  if (outcome === 'already-confirmed') throw conflict(verificationTexts.alreadyConfirmed);
  if (outcome === 'no-user') throw conflict(verificationTexts.noAccount);
  if (outcome === 'limited') throw new DomainError('rate-limited', verificationTexts.tooManyResends);
  await io.appendAudit(newAuditEntry({ actorId: input.operatorId, action: 'verificacao-reenviada', targetId: input.uid }));
  return { sent: true };
}
