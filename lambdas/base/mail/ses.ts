import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { buildRawEmail, type RawEmail } from './raw-email';
import { env, requireEnv } from '../env';
import { EmailUndeliverable, undeliverableReason } from './undeliverable';

// Created on first use so tests can set AWS_ENDPOINT_URL_SES first. One attempt: the retry job retries.
let client: SESClient | undefined;

export function ses(): SESClient {
  client ??= new SESClient({ maxAttempts: 1 });
  return client;
}

/**
 * The configuration set every send names (SES_CONFIGURATION_SET): its reputation metrics, the account's suppression
 * list and the bounce and complaint events that reach lambdas/base/handlers/ses-events.ts.
 */
const configurationSet = () => {
  const name = env('SES_CONFIGURATION_SET');
  return name ? { ConfigurationSetName: name } : {};
};

/** The check before a send failed (e.g. DynamoDB throttled): nothing reached SES, as when SES refuses. */
class NotSentBeforeSes extends Error {
  constructor(readonly failure: unknown) {
    super('the check before the send failed; nothing was sent');
    this.name = (failure as Error | undefined)?.name ?? 'Error';
  }
}

/** Refuses, before SES is called, an address that bounced or complained (lambdas/base/mail/undeliverable.ts). */
async function assertDeliverable(to: string): Promise<void> {
  const reason = await undeliverableReason(to).catch((error: unknown) => {
    throw new NotSentBeforeSes(error);
  });
  if (reason) throw new EmailUndeliverable(reason);
}

/** A message for the support inbox, answered by replying to its sender. */
export interface SupportEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** Sends a support message to the support inbox (SES v1 SendEmail), with Reply-To set to the sender. */
export async function sendSupportEmail(email: SupportEmail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      ...configurationSet(),
      Source: requireEnv('MAIL_FROM'),
      Destination: { ToAddresses: [requireEnv('SUPPORT_INBOX')] },
      ReplyToAddresses: [email.replyTo],
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
      },
    }),
  );
}

/**
 * Whether a failed call got SES's own answer (an HTTP error status: SES refused it, nothing was sent), as opposed
 * to no answer at all (timeout, connection lost), after which SES may or may not have accepted the e-mail.
 */
export function sesRefused(error: unknown): boolean {
  if (error instanceof NotSentBeforeSes) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return typeof status === 'number' && status >= 400;
}

/** Sends a caregiver e-mail built as a raw MIME message, so it can carry List-Unsubscribe headers; SES's message id. */
export async function sendRawEmail(email: Omit<RawEmail, 'from'>, options: { markChecked?: boolean } = {}): Promise<string> {
  // `markChecked`: the caller checked the address's mark itself, before work that must sit right next to the send.
  if (!options.markChecked) await assertDeliverable(email.to);
  const raw = buildRawEmail({ ...email, from: requireEnv('MAIL_FROM') });
  const out = await ses().send(new SendRawEmailCommand({ RawMessage: { Data: Buffer.from(raw, 'utf8') }, ...configurationSet() }));
  return out.MessageId ?? '';
}

/** Sends an account e-mail (HTML, UTF-8) to one caregiver. */
export async function sendAccountEmail(to: string, email: { subject: string; html: string }): Promise<void> {
  await assertDeliverable(to);
  await ses().send(
    new SendEmailCommand({
      ...configurationSet(),
      Source: requireEnv('MAIL_FROM'),
      Destination: { ToAddresses: [to] },
      Message: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Html: { Data: email.html, Charset: 'UTF-8' } } },
    }),
  );
}

/** The team's reply to a support message (Atendimento): to the sender, from the product, Reply-To the support inbox. */
export async function sendSupportReply(email: { to: string; subject: string; text: string; html: string }): Promise<void> {
  await assertDeliverable(email.to);
  await ses().send(
    new SendEmailCommand({
      ...configurationSet(),
      Source: requireEnv('MAIL_FROM'),
      Destination: { ToAddresses: [email.to] },
      ReplyToAddresses: [requireEnv('SUPPORT_INBOX')],
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
