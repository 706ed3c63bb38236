import { billingSummary } from '../billing';
import { stripeBilling } from '../stripe-billing';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** What she pays, read from Stripe (lambdas/subscriptions/billing.ts). */
export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: await billingSummary(caregiver, stripeBilling) }));
