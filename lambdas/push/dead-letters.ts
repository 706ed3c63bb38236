import type { PushPayload } from '../../contract';
import { metricNames } from '../base/observability/metric-names';
import { countMetric, errorSummary, hashedCaregiver, log } from '../base/observability/observability';
import type { StoredPushSubscription } from './data/push-subscriptions';
import type { PushDelivery, PushKind, PushOutcome } from './send-push';

/**
 * Dead letters of pushes (docs/decisions/081-push-dead-letters.md): a push still failing after the retries its
 * invocation allowed (429, 5xx, network errors) is kept and sent again by the job `push/jobs/resend-dead-pushes`,
 * with a growing wait, until it is sent, her device is gone, its TTL has passed or it is a day old.
 */
export interface NewDeadLetter {
  uid: string;
  /** Her subscription by the hash of its endpoint (never the endpoint or its keys). */
  device: string;
  kind: PushKind;
  payload: PushPayload;
  urgency: PushDelivery['urgency'];
  topic?: string;
  /** ISO: when its TTL runs out, counted from its first failure (the push service would drop it then). */
  pushExpiresAt: string;
  firstFailedAt: string;
  /** Requests made so far. */
  attempts: number;
  lastStatus?: number;
  /** ISO: the first resend. */
  dueAt: string;
  /** ISO: the table's TTL deletes it then, if the job never did. */
  keepUntil: string;
}

export interface DeadLetter extends Omit<NewDeadLetter, 'dueAt' | 'keepUntil'> {
  sk: string;
  /** Resends claimed so far (the wait grows with them). */
  resends: number;
  /** Its queue time as this run claimed it. */
  due: string;
}

export type DueDeadLetter = Pick<DeadLetter, 'uid' | 'sk' | 'due'>;

/** Past this age a dead letter is dropped whatever its TTL (a notice's is 2 days: the bell has it by then). */
export const DEAD_LETTER_MAX_AGE_MS = 24 * 3600_000;
/** The table keeps a dead letter at most this long past the time it is dropped (the job normally deletes it then). */
const KEPT_PAST_DROP_MS = 24 * 3600_000;
/** A run's hold on a dead letter it took: longer than a run, so no other run sends it meanwhile. */
export const CLAIM_MS = 5 * 60_000;

/** The wait before the next resend, after `resends` of them failed: 5 min, doubling, at most 3 h. */
export function resendDelayMs(resends: number): number {
  return Math.min(5 * 60_000 * 2 ** resends, 3 * 3600_000);
}

const dropTime = (l: Pick<NewDeadLetter, 'pushExpiresAt' | 'firstFailedAt'>) => Math.min(Date.parse(l.pushExpiresAt), Date.parse(l.firstFailedAt) + DEAD_LETTER_MAX_AGE_MS);

/** The dead letter of a push that failed at `now` after `failure.attempts` requests. */
export function newDeadLetter(uid: string, device: string, payload: PushPayload, delivery: PushDelivery, failure: { status?: number; attempts?: number }, now: Date): NewDeadLetter {
  const letter = {
    uid, device, kind: delivery.kind, payload, urgency: delivery.urgency, ...(delivery.topic ? { topic: delivery.topic } : {}),
    pushExpiresAt: new Date(now.getTime() + delivery.ttlSeconds * 1000).toISOString(), firstFailedAt: now.toISOString(), attempts: failure.attempts ?? 1,
    ...(failure.status !== undefined ? { lastStatus: failure.status } : {}), dueAt: new Date(now.getTime() + resendDelayMs(0)).toISOString(),
  };
  return { ...letter, keepUntil: new Date(dropTime(letter) + KEPT_PAST_DROP_MS).toISOString() };
}

export interface ResendPorts {
  duePages(now: Date): AsyncIterable<DueDeadLetter[]>;
  /** Takes it for this run (a conditional write): undefined when another run took it first. */
  claim(due: DueDeadLetter, leaseUntil: Date): Promise<DeadLetter | undefined>;
  subscription(uid: string, device: string): Promise<StoredPushSubscription | undefined>;
  send(subscription: StoredPushSubscription, payload: PushPayload, delivery: PushDelivery): Promise<PushOutcome>;
  removeSubscription(uid: string, endpoint: string): Promise<unknown>;
  reschedule(letter: DeadLetter, at: Date, status: number | undefined): Promise<void>;
  remove(letter: DeadLetter): Promise<void>;
}

export interface Resent {
  sent: number;
  /** Her device is gone (404/410, or she turned it off): nothing to send to. */
  gone: number;
  retried: number;
  /** Its TTL passed, it is a day old, or the push service refused it: counted PushDeadLettersDropped. */
  dropped: number;
  failed: number;
}

type Outcome = Exclude<keyof Resent, 'failed'>;

async function resendOne(letter: DeadLetter, now: Date, ports: ResendPorts): Promise<Outcome> {
  const caregiver = hashedCaregiver(letter.uid);
  const drop = async (reason: string) => {
    await ports.remove(letter);
    log().warn('push dead letter dropped', { caregiver, kind: letter.kind, reason, attempts: letter.attempts, firstFailedAt: letter.firstFailedAt, status: letter.lastStatus });
    return 'dropped' as const;
  };
  const expiresAt = Date.parse(letter.pushExpiresAt);
  if (now.getTime() >= expiresAt) return drop('ttl');
  if (now.getTime() >= dropTime(letter)) return drop('max-age');
  const subscription = await ports.subscription(letter.uid, letter.device);
  if (!subscription) {
    await ports.remove(letter);
    return 'gone';
  }
  // what is left of its TTL: the push service keeps it no longer than it was first meant to
  const delivery: PushDelivery = { kind: letter.kind, ttlSeconds: Math.ceil((expiresAt - now.getTime()) / 1000), urgency: letter.urgency, ...(letter.topic ? { topic: letter.topic } : {}) };
  const outcome = await ports.send(subscription, letter.payload, delivery);
  if (outcome.outcome !== 'failed') {
    if (outcome.outcome === 'gone') await ports.removeSubscription(letter.uid, subscription.endpoint);
    await ports.remove(letter);
    return outcome.outcome;
  }
  if (!outcome.retryable) return drop(`refused: ${outcome.reason}`);
  log().warn('push resend failed', { caregiver, kind: letter.kind, pushService: new URL(subscription.endpoint).host, status: outcome.status, reason: outcome.reason, resends: letter.resends });
  await ports.reschedule(letter, new Date(now.getTime() + resendDelayMs(letter.resends)), outcome.status);
  return 'retried';
}

/** One run of the job: every dead letter due by `now`, each taken by one run only, until `deadline` (ms since the epoch). */
export async function resendDeadLetters(now: Date, ports: ResendPorts, deadline: number): Promise<Resent> {
  const result: Resent = { sent: 0, gone: 0, retried: 0, dropped: 0, failed: 0 };
  pages: for await (const page of ports.duePages(now)) {
    for (const due of page) {
      if (Date.now() >= deadline) break pages;
      try {
        const letter = await ports.claim(due, new Date(now.getTime() + CLAIM_MS));
        if (letter) result[await resendOne(letter, now, ports)]++;
      } catch (error) {
        result.failed++;
        log().error('push dead letter resend failed', { caregiver: hashedCaregiver(due.uid), error: errorSummary(error) });
      }
    }
  }
  countMetric(metricNames.pushSent, result.sent);
  countMetric(metricNames.pushDeadLettersDropped, result.dropped);
  return result;
}
