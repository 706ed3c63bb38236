import type { SupportAnswer, SupportForm } from '../../contract';
import { DomainError } from '../base/errors';
import { messages } from '../base/messages';
import { validateSupport, type SupportRequest } from './support';

/** Seconds before a sender whose message is kept pending should try again (the answer's Retry-After). */
export const SUPPORT_RETRY_AFTER_SECONDS = 300;

/** The reads and writes of a support message (rate limits, lambdas/support/data/support-messages.ts, SES). */
export interface SupportPorts {
  /** Counts the attempt against the sender's address and e-mail; throws 429 over the limit. */
  limitAttempt(email: string): Promise<void>;
  /** Stores the message (pending) with its inbox entry; answers what `deliver` needs. */
  store(request: SupportRequest): Promise<{ deliver(): Promise<boolean> }>;
}

/**
 * The support form: validated in the spec's order; a filled honeypot (`website`, hidden from people) is answered
 * as a success and nothing is stored or sent; otherwise the message is stored before it is e-mailed, so a failed
 * e-mail leaves it pending for the retry job and the sender is told to try later (503 with Retry-After).
 */
export async function sendSupport(form: SupportForm, ports: SupportPorts): Promise<SupportAnswer> {
  const request = validateSupport(form);
  if (form.website) return { success: true };
  await ports.limitAttempt(request.email);
  const stored = await ports.store(request);
  if (await stored.deliver()) return { success: true };
  throw new DomainError('unavailable', messages.supportUnavailable, undefined, SUPPORT_RETRY_AFTER_SECONDS);
}
