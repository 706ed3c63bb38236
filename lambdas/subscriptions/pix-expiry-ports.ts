import { sendAccountEmail, sesRefused } from '../base/mail/ses';
import { getCaregiver } from '../caregivers/store';
import { deliverBillingMail } from './billing-mail';
import { billingMailPorts } from './billing-mail-ports';
import { processSubscriptionEvent } from './data/subscriptions';
import { claimPixEndingMail, dropPixEnd, duePixEndingMails, duePixEnds, releasePixEndingMail } from './data/pix-periods';
import type { PixExpiryPorts } from './pix-expiry';

const BATCH = 25;

/** The table, the webhook's transitions and SES for the one-off Pix job (lambdas/subscriptions/jobs/end-pix-periods.ts). */
export function pixExpiryPorts(siteUrl: string): PixExpiryPorts {
  return {
    dueEnds: (now) => duePixEnds(now, BATCH),
    dueEndingMails: (now) => duePixEndingMails(now, BATCH),
    apply: processSubscriptionEvent,
    sendQueuedMail: (eventId) => deliverBillingMail(eventId, billingMailPorts(siteUrl)),
    dropEnd: dropPixEnd,
    claimEndingMail: claimPixEndingMail,
    releaseEndingMail: releasePixEndingMail,
    caregiver: getCaregiver,
    send: sendAccountEmail,
    refused: sesRefused,
    siteUrl,
  };
}
