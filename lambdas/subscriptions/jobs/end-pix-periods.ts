import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { nowOf } from '../../base/jobs/manual-run';
import { sendAccountEmail, sesRefused } from '../../base/mail/ses';
import { getCaregiver } from '../../caregivers/store';
import { deliverBillingMail } from '../billing-mail';
import { billingMailPorts } from '../billing-mail-ports';
import { processSubscriptionEvent } from '../data/subscriptions';
import { claimPixEndingMail, dropPixEnd, duePixEndingMails, duePixEnds, releasePixEndingMail } from '../data/pix-periods';
import { runPixExpiry } from '../pix-expiry';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');
const BATCH = 25;

/** Scheduled: one-off Pix periods ended at their end, and the e-mail 3 days before (lambdas/subscriptions/pix-expiry.ts). */
export const handler = jobHandler('subscriptions/jobs/end-pix-periods', async (event: { now?: string } = {}): Promise<{ ended: number; reminded: number; failed: number }> =>
  runPixExpiry(Math.floor(nowOf(event?.now).getTime() / 1000), {
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
  }),
);
