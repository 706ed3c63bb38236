import { undeliverableAddresses, type SnsEvent } from './ses-events';

const sns = (...messages: unknown[]): SnsEvent => ({
  Records: messages.map((m, i) => ({ EventSource: 'aws:sns', Sns: { MessageId: `m${i}`, Message: typeof m === 'string' ? m : JSON.stringify(m), Timestamp: '2026-11-24T10:00:00.000Z' } })),
});
const bounce = (bounceType: string, ...emails: string[]) => ({
  eventType: 'Bounce',
  bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: emails.map((emailAddress) => ({ emailAddress })), timestamp: '2026-11-24T09:59:00.000Z' },
  mail: { messageId: 'ses-1' },
});

describe('SES bounce and complaint events (as SNS delivers them)', () => {
  it('marks every recipient of a permanent bounce and of a complaint, with when and which message', () => {
    const complaint = { notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'c@exemplo.com.br' }] }, mail: { messageId: 'ses-2' } };
    expect(undeliverableAddresses(sns(bounce('Permanent', 'a@exemplo.com.br', 'b@exemplo.com.br'), complaint))).toEqual([
      { email: 'a@exemplo.com.br', reason: 'bounce', at: new Date('2026-11-24T09:59:00.000Z'), messageId: 'ses-1' },
      { email: 'b@exemplo.com.br', reason: 'bounce', at: new Date('2026-11-24T09:59:00.000Z'), messageId: 'ses-1' },
      { email: 'c@exemplo.com.br', reason: 'complaint', at: new Date('2026-11-24T10:00:00.000Z'), messageId: 'ses-2' },
    ]);
  });

  it('marks nobody for a transient bounce, a delivery, or a message that is not JSON', () => {
    expect(undeliverableAddresses(sns(bounce('Transient', 'a@exemplo.com.br'), { eventType: 'Delivery', mail: {} }, 'não é JSON'))).toEqual([]);
  });
});
