import { findUidByStripeCustomer, processSubscriptionEvent } from '../data/subscriptions';
import { isSignatureError, planForPriceId, verifyWebhook } from '../clients/stripe';
import { invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { routeStripeEvent } from '../domain/stripe-events';
import { apiHandler } from '../http/api-handler';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/**
 * Stripe's webhook. No body schema: the signature is computed over the raw body, so it is verified on
 * `event.body` exactly as received, before anything is parsed or written. 4xx only for a bad signature; 5xx only
 * for our own failures (Stripe then retries); events we do not act on get 200.
 */
export const handler = apiHandler({}, async ({ event }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  let stripeEvent;
  try {
    stripeEvent = await verifyWebhook(raw, event.headers?.['stripe-signature']);
  } catch (error) {
    if (isSignatureError(error)) throw invalidInput(messages.webhookSignatureInvalid);
    throw error;
  }

  const routed = routeStripeEvent(stripeEvent, planForPriceId);
  if (!routed) return { body: { received: true, outcome: 'ignored' } };
  const uid = routed.uid ?? (await findUidByStripeCustomer(routed.event.customerId));
  const outcome = uid ? await processSubscriptionEvent({ eventId: stripeEvent.id, eventType: stripeEvent.type, uid, event: routed.event }) : 'unknown-caregiver';
  if (outcome === 'unknown-caregiver' || outcome === 'customer-mismatch') {
    // Not ours (another product on the same Stripe account, a deleted caregiver, or a customer not linked to the
    // caregiver the metadata names): retrying would not help, so 200 and nothing written.
    const message = outcome === 'unknown-caregiver' ? 'stripe event for no known caregiver' : 'stripe event customer is not the caregiver\'s';
    console.warn(JSON.stringify({ level: 'warn', message, eventId: stripeEvent.id, type: stripeEvent.type }));
  }
  return { body: { received: true, outcome } };
});
