import * as z from 'zod';
import { createCustomer, createSubscriptionCheckout } from '../stripe';
import { linkStripeCustomer, recordChosenPlan } from '../data/subscriptions';
import { messages } from '../../base/messages';
import { PLAN_NAMES } from '../plans';
import { startCheckout, type CheckoutPorts } from '../subscription-checkout';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** Only the plan's name: the user comes from the token and the price from the server (extra fields are refused). */
const body = z.strictObject({ plan: z.enum(PLAN_NAMES, { error: messages.planRequired }) });

const ports: CheckoutPorts = {
  createCustomer,
  linkCustomer: linkStripeCustomer,
  createCheckout: (input) => createSubscriptionCheckout({ ...input, siteUrl }),
  recordChosenPlan,
};

export const handler = signedInHandler({ body }, async ({ body, caregiver }) => ({ body: await startCheckout(caregiver, body.plan, ports) }));
