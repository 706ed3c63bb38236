import type { UndeliverableReason } from './undeliverable';

/**
 * SES's bounce and complaint events as SNS delivers them to a Lambda function: each record's `Sns.Message` is the
 * JSON SES publishes, `eventType` from a configuration set's event destination, `notificationType` from an
 * identity's feedback notifications (same bodies). docs/decisions/045-email-delivery.md.
 */
export interface SnsEvent {
  Records: { EventSource?: string; Sns: { MessageId: string; Message: string; Timestamp?: string } }[];
}

interface SesNotification {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType: string; bounceSubType?: string; bouncedRecipients: { emailAddress: string }[]; timestamp?: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp?: string; complaintFeedbackType?: string };
  mail?: { messageId?: string };
}

export interface UndeliverableAddress {
  email: string;
  reason: UndeliverableReason;
  at: Date;
  /** SES's id of the message that bounced: joins the log line to the send, without the address */
  messageId?: string;
}

/**
 * The addresses to stop writing to: every recipient of a permanent bounce (the address does not exist, or is on
 * SES's suppression list) and of a complaint. A transient bounce (mailbox full, a server down) marks nobody: SES
 * has already retried it, and the next e-mail may well arrive. Anything else (deliveries, sends) is ignored.
 */
export function undeliverableAddresses(event: SnsEvent): UndeliverableAddress[] {
  return (event.Records ?? []).flatMap((record): UndeliverableAddress[] => {
    let body: SesNotification;
    try {
      body = JSON.parse(record.Sns.Message) as SesNotification;
    } catch {
      return [];
    }
    const type = body.eventType ?? body.notificationType;
    const messageId = body.mail?.messageId;
    const fallback = record.Sns.Timestamp ?? new Date().toISOString();
    if (type === 'Bounce' && body.bounce?.bounceType === 'Permanent') {
      const at = new Date(body.bounce.timestamp ?? fallback);
      return body.bounce.bouncedRecipients.map((r) => ({ email: r.emailAddress, reason: 'bounce' as const, at, messageId }));
    }
    if (type === 'Complaint' && body.complaint) {
      const at = new Date(body.complaint.timestamp ?? fallback);
      return body.complaint.complainedRecipients.map((r) => ({ email: r.emailAddress, reason: 'complaint' as const, at, messageId }));
    }
    return [];
  });
}
