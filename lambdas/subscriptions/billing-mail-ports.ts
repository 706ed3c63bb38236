import { sendAccountEmail, sesRefused } from '../base/mail/ses';
import { getCaregiver } from '../caregivers/store';
import type { BillingMailPorts } from './billing-mail';
import { claimBillingMail, releaseBillingMail } from './data/billing-mail';

/** The table and SES for billing e-mails (the webhook and the retry job share them). */
export function billingMailPorts(siteUrl: string): BillingMailPorts {
  return {
    claim: claimBillingMail,
    release: releaseBillingMail,
    async recipient(uid) {
      const caregiver = await getCaregiver(uid);
      return caregiver ? { email: caregiver.email, name: caregiver.name } : undefined;
    },
    send: sendAccountEmail,
    refused: sesRefused,
    siteUrl,
  };
}
