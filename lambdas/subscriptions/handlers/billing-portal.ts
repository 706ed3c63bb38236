import { createBillingPortal } from '../stripe';
import { openBillingPortal } from '../subscription-checkout';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Stripe's customer portal (lambdas/subscriptions/subscription-checkout.ts). */
export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: await openBillingPortal(caregiver, (customerId) => createBillingPortal(customerId, siteUrl)) }));
