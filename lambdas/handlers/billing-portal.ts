import { createBillingPortal } from '../clients/stripe';
import { openBillingPortal } from '../domain/subscription-checkout';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Stripe's customer portal (lambdas/domain/subscription-checkout.ts). */
export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: await openBillingPortal(caregiver, (customerId) => createBillingPortal(customerId, siteUrl)) }));
