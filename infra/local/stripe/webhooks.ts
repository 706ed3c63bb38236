import Stripe from 'stripe';
import { newId, now, type Json } from './wire';

export interface DeliveredEvent {
  id: string;
  type: string;
  status: number;
  /** Not sent at all (POST /_standin/webhooks/suppress): as if our endpoint never heard of it. */
  suppressed?: boolean;
}

/**
 * Sends events to our real webhook, signed with the SDK's own test-header helper so the handler verifies them
 * exactly like Stripe's. Remembers every delivery (GET /_standin/events lists them, with how many are still under way).
 */
export function webhookSender(options: { webhookSecret: string; webhookUrl: () => string }) {
  const delivered: DeliveredEvent[] = [];
  let inFlight = 0;
  /** Event types whose next occurrence is not sent, one entry per occurrence (a test's lost webhook). */
  const suppressed: string[] = [];

  async function deliver(type: string, object: Json, previousAttributes?: Json): Promise<number> {
    inFlight++;
    try {
      return await send(type, object, previousAttributes);
    } finally {
      inFlight--;
    }
  }

  async function send(type: string, object: Json, previousAttributes?: Json): Promise<number> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    };
    const skip = suppressed.indexOf(type);
    if (skip >= 0) {
      suppressed.splice(skip, 1);
      delivered.push({ id: event.id, type, status: 0, suppressed: true });
      return 0;
    }
    const payload = JSON.stringify(event);
    let status = 0;
    // Stripe retries failed deliveries for days; three quick tries are enough locally.
    for (let attempt = 1; attempt <= 3 && !accepted(status); attempt++) {
      try {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
        const res = await fetch(options.webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      if (!accepted(status)) await new Promise((r) => setTimeout(r, 200 * attempt));
    }
    if (!accepted(status)) console.error(`[stripe stand-in] webhook ${type} (${event.id}) was not accepted: HTTP ${status}`);
    delivered.push({ id: event.id, type, status });
    return status;
  }

  return { deliver, delivered: () => [...delivered], inFlight: () => inFlight, suppress: (types: string[]) => void suppressed.push(...types) };
}

export type Deliver = ReturnType<typeof webhookSender>['deliver'];

const accepted = (status: number) => status >= 200 && status < 300;
