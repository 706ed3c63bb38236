import { hasPlan } from '../../contract';
import { sendAccountEmail, sesRefused } from '../base/mail/ses';
import { accountStateOf } from '../caregivers/account-state';
import { getCaregiver } from '../caregivers/store';
import { findUidByStripeCustomer } from './data/subscriptions';
import { claimRenewalReminder, releaseRenewalReminder } from './data/renewal-reminders';
import type { ReminderPorts } from './renewal-reminders';
import { liveSubscriptions } from './stripe-billing';

/** Stripe, the table and SES for the renewal reminders (lambdas/subscriptions/jobs/remind-renewals.ts). */
export function reminderPorts(siteUrl: string): ReminderPorts {
  return {
    liveSubscriptions,
    async recipient(s) {
      const uid = s.uid ?? (await findUidByStripeCustomer(s.customerId));
      const caregiver = uid ? await getCaregiver(uid) : undefined;
      // Only her current subscription, while she has a plan and an active account.
      if (!caregiver || accountStateOf(caregiver) !== 'active' || caregiver.stripeSubscriptionId !== s.id || !hasPlan(caregiver.tipodeconta)) return undefined;
      return { email: caregiver.email, name: caregiver.name };
    },
    claim: claimRenewalReminder,
    release: releaseRenewalReminder,
    send: sendAccountEmail,
    refused: sesRefused,
    siteUrl,
  };
}
