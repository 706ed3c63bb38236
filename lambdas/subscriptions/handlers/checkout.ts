import * as z from 'zod';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCheckoutSession, createCustomer } from '../stripe';
import { linkStripeCustomer, recordChosenPlan } from '../data/subscriptions';
import { claimOpenCheckout, fillOpenCheckout, readOpenCheckout } from '../data/open-checkout';
import { messages } from '../../base/messages';
import { PAYMENT_METHODS, PLAN_NAMES } from '../../../contract';
import { startCheckout, type CheckoutPorts } from '../subscription-checkout';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');
const siteUrl = requireEnv('SITE_URL');

/** The plan's name and how she pays ('cartao' when absent): the user comes from the token, prices and terms from the server. */
const body = z.strictObject({
  plan: z.enum(PLAN_NAMES, { error: messages.planRequired }),
  formaDePagamento: z.enum(PAYMENT_METHODS, { error: messages.paymentMethodInvalid }).optional(),
});

const ports: CheckoutPorts = {
  createCustomer,
  linkCustomer: linkStripeCustomer,
  createCheckout: (input) => createCheckoutSession({ ...input, siteUrl }),
  recordChosenPlan,
  claimOpenCheckout,
  fillOpenCheckout,
  readOpenCheckout,
  now: () => Math.floor(Date.now() / 1000),
  newClaimId: randomUUID,
  sleep: (ms) => sleep(ms),
};

export const handler = signedInHandler({ body }, async ({ body, caregiver }) => ({ body: await startCheckout(caregiver, body.plan, body.formaDePagamento ?? 'cartao', ports) }));
