import type { PushPayload } from '../../contract';
import { metricNames } from '../base/observability/metric-names';
import { countMetric, errorSummary, hashedCaregiver, log } from '../base/observability/observability';
import type { StoredPushSubscription } from './data/push-subscriptions';
import type { PushDelivery, PushOutcome } from './send-push';

/** What a kind of push asks of the push service (RFC 8030 TTL, Urgency and Topic), chosen per kind on purpose. */
export const PUSH_DELIVERY = {
  // an opening is taken within hours: no use on a phone that comes back online a day later
  opening: { kind: 'opening', ttlSeconds: 6 * 3600, urgency: 'normal' },
  // the morning summary: one a day, replaced by the next if still undelivered
  summary: { kind: 'summary', ttlSeconds: 12 * 3600, urgency: 'low', topic: 'resumo-vagas' },
  // a notice from the team stays in the bell anyway; the push may wait two days for a phone that is off
  notice: { kind: 'notice', ttlSeconds: 2 * 24 * 3600, urgency: 'normal' },
} as const satisfies Record<string, PushDelivery>;

export interface DeliverPorts {
  listSubscriptions(uid: string): Promise<StoredPushSubscription[]>;
  removeSubscription(uid: string, endpoint: string): Promise<unknown>;
  send(subscription: StoredPushSubscription, payload: PushPayload, delivery: PushDelivery): Promise<PushOutcome>;
  /** Keeps a push that still failed after its retries, to be sent again later (docs/decisions/081-push-dead-letters.md). */
  deadLetter(subscription: StoredPushSubscription, payload: PushPayload, delivery: PushDelivery, failure: { status?: number; attempts?: number }): Promise<unknown>;
}

export interface Delivered {
  sent: number;
  gone: number;
  failed: number;
  /** Of the failed, those kept to be sent again (counted PushDeadLettered). */
  deadLettered: number;
}

/**
 * One push to each of her devices. A device the push service says is gone (404/410) is forgotten before this answers
 * (a removal that fails fails the delivery: its caller counts PushFailed and logs it); a push that still
 * failed after its retries counts PushFailed (an alarm watches it) and is logged without the endpoint's secret path;
 * when it failed for a passing reason (429, 5xx, network) it is dead-lettered, counted PushDeadLettered.
 */
export async function deliverToCaregiver(uid: string, payload: PushPayload, delivery: PushDelivery, ports: DeliverPorts): Promise<Delivered> {
  const result: Delivered = { sent: 0, gone: 0, failed: 0, deadLettered: 0 };
  for (const subscription of await ports.listSubscriptions(uid)) {
    let outcome: PushOutcome;
    try {
      outcome = await ports.send(subscription, payload, delivery);
    } catch (error) {
      outcome = { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.outcome === 'failed') {
      result.failed++;
      const caregiver = hashedCaregiver(uid);
      log().error('push failed', { caregiver, pushService: new URL(subscription.endpoint).host, status: outcome.status, reason: outcome.reason });
      if (outcome.retryable) {
        try {
          await ports.deadLetter(subscription, payload, delivery, outcome);
          result.deadLettered++;
        } catch (error) {
          log().error('push dead letter not kept', { caregiver, error: errorSummary(error) });
        }
      }
    } else if (outcome.outcome === 'sent') result.sent++;
    else {
      result.gone++;
      await ports.removeSubscription(uid, subscription.endpoint);
    }
  }
  countMetric(metricNames.pushSent, result.sent);
  countMetric(metricNames.pushFailed, result.failed);
  countMetric(metricNames.pushDeadLettered, result.deadLettered);
  return result;
}
