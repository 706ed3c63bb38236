import { randomUUID } from 'node:crypto';
import type { SnsEvent } from '../../lambdas/base/mail/ses-events';

/**
 * SES's mailbox simulator, locally: a send to one of its addresses produces the notification SES would publish
 * through the configuration set's event destination to SNS, in the shape SES documents ("Examples of event data
 * that Amazon SES publishes to Amazon SNS"), wrapped as SNS delivers it to a Lambda function. `success@` delivers
 * (a Delivery event, which our subscription does not take: nothing is produced); `bounce@` bounces permanently;
 * `suppressionlist@` bounces as an address on the suppression list; `complaint@` is delivered and complained about.
 */
export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

const bare = (address: string) => (/<([^<>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();

export function simulatorEvent(recipients: readonly string[], source: string, messageId: string, now = new Date()): SnsEvent | undefined {
  const records = [...new Set(recipients.map(bare))].flatMap((address) => {
    const [local, domain] = address.split('@');
    if (domain !== SIMULATOR_DOMAIN) return [];
    const timestamp = now.toISOString();
    const mail = { timestamp, source, sourceArn: 'arn:aws:ses:local:000000000000:identity/carey.local', sendingAccountId: '000000000000', messageId, destination: [address], headersTruncated: false, tags: { 'ses:configuration-set': ['carey-local'] } };
    let body: Record<string, unknown> | undefined;
    if (local === 'bounce' || local === 'suppressionlist') {
      const suppressed = local === 'suppressionlist';
      body = {
        eventType: 'Bounce',
        bounce: {
          feedbackId: randomUUID(),
          bounceType: 'Permanent',
          bounceSubType: suppressed ? 'OnAccountSuppressionList' : 'General',
          bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1', diagnosticCode: suppressed ? 'Amazon SES did not send the message to this address because it is on the suppression list for your account.' : 'smtp; 550 5.1.1 user unknown' }],
          timestamp,
          reportingMTA: 'dns; email.amazonses.com',
        },
        mail,
      };
    } else if (local === 'complaint') {
      body = { eventType: 'Complaint', complaint: { feedbackId: randomUUID(), complainedRecipients: [{ emailAddress: address }], timestamp, userAgent: 'Amazon SES Mailbox Simulator', complaintFeedbackType: 'abuse', arrivalDate: timestamp }, mail };
    }
    if (!body) return [];
    return [{ EventSource: 'aws:sns', EventVersion: '1.0', EventSubscriptionArn: 'arn:aws:sns:local:000000000000:carey-local-ses-events:local', Sns: { Type: 'Notification', MessageId: randomUUID(), TopicArn: 'arn:aws:sns:local:000000000000:carey-local-ses-events', Subject: null, Message: JSON.stringify(body), Timestamp: timestamp } }];
  });
  return records.length ? ({ Records: records } as SnsEvent) : undefined;
}
