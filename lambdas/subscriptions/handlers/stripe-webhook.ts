import { isSignatureError, planForPriceId, verifyWebhook } from '../stripe';
import { findUidByStripeCustomer, processSubscriptionEvent } from '../data/subscriptions';
import { receiveStripeEvent, type StripeWebhookPorts } from '../subscription-webhook';
import { apiHandler, rawBody } from '../../base/http/api-handler';
import { requireEnv } from '../../base/env';
import { deliverBillingMail } from '../billing-mail';
import { stopRenewalOfMandate } from '../stripe-billing';
import { giveBackPix } from '../pix-give-back';
import { pixGiveBackPorts } from '../pix-give-back-ports';
import { billingMailPorts } from '../billing-mail-ports';
import { countMetric, logWarning } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

const ports: StripeWebhookPorts = {
  verify: verifyWebhook,
  isSignatureError,
  planForPriceId,
  findUidByCustomer: findUidByStripeCustomer,
  apply: processSubscriptionEvent,
  stopRenewalOfMandate,
  giveBackPix: (sessionId, paid) => giveBackPix(sessionId, pixGiveBackPorts, paid),
  sendMail: (eventId) => deliverBillingMail(eventId, billingMailPorts(requireEnv('SITE_URL'))),
  log: logWarning,
  countFailure: () => countMetric(metricNames.stripeWebhookFailed),
};

/** Stripe's webhook; no body schema: the signature is over the raw body (lambdas/subscriptions/subscription-webhook.ts). */
export const handler = apiHandler({}, async ({ event }) => ({ body: await receiveStripeEvent(rawBody(event), event.headers?.['stripe-signature'], ports) }));
