import type { PushPayload } from '../../contract';
import { deviceRef, findSubscription, listSubscriptions, removeSubscription, type StoredPushSubscription } from './data/push-subscriptions';
import { claimDeadLetter, dueDeadLetters, putDeadLetter, removeDeadLetter, rescheduleDeadLetter } from './data/push-dead-letters';
import { newDeadLetter, type ResendPorts } from './dead-letters';
import { heldPages, holdOpeningPush, takeDailyPush, takeHeld } from './data/push-pacing';
import { deliverToCaregiver, type Delivered } from './deliver';
import { httpTransport } from './http-transport';
import type { AlertMatch } from '../alerts/alert-digest';
import { pushNewMatches, taskPool, type HeldPushPorts, type OpeningPushPorts } from './opening-pushes';
import { sendPush, type PushDelivery } from './send-push';
import { localPushOrigin, vapidDetails } from './vapid';

/** The real adapters of the push use cases (table, VAPID key, HTTP), which the handlers and jobs wire in. */

/** Her devices (read by `devices`), each sent `payload`; retries stop at `deadline` (ms since the epoch). */
export function deliverPush(deadline: number, devices: (uid: string) => Promise<StoredPushSubscription[]> = listSubscriptions) {
  return async (uid: string, payload: PushPayload, delivery: PushDelivery): Promise<Delivered> => {
    const vapid = await vapidDetails();
    const localOrigin = localPushOrigin();
    return deliverToCaregiver(uid, payload, delivery, {
      listSubscriptions: devices,
      removeSubscription,
      send: (subscription, p, d) => sendPush(subscription, p, d, { vapid, transport: httpTransport, deadline, localOrigin }),
      deadLetter: (subscription, p, d, failure) => putDeadLetter(newDeadLetter(uid, deviceRef(subscription.endpoint), p, d, failure, new Date())),
    });
  };
}

/** The dead letters' resends: one request each (no wait inside the run: the job's backoff is between runs). */
export async function resendPorts(): Promise<ResendPorts> {
  const vapid = await vapidDetails();
  const localOrigin = localPushOrigin();
  return {
    duePages: dueDeadLetters,
    claim: claimDeadLetter,
    subscription: findSubscription,
    send: (subscription, p, d) => sendPush(subscription, p, d, { vapid, transport: httpTransport, deadline: 0, localOrigin }),
    removeSubscription,
    reschedule: rescheduleDeadLetter,
    remove: removeDeadLetter,
  };
}

/** A new opening's pushes retry within this much of the stream consumer's minute (infra/cdk/slice-stack.ts). */
const OPENING_PUSH_BUDGET_MS = 20_000;
/**
 * Pushes in flight at once in one stream batch, all its openings together (docs/decisions/094): each waits on the
 * network (the push service, DynamoDB), hardly on the CPU.
 */
export const OPENING_PUSH_CONCURRENCY = 32;

/**
 * The stream consumer's pushes of a batch's openings (lambdas/alerts/jobs/match-new-openings.ts): `add` queues an
 * opening's new matches and returns at once, so the next opening is matched while they go; `done` waits for all.
 */
export function openingPushes(): { add(matches: readonly AlertMatch[]): void; done(): Promise<unknown> } {
  const pool = taskPool(OPENING_PUSH_CONCURRENCY);
  const sending: Promise<unknown>[] = [];
  return {
    add: (matches) => void sending.push(pushNewMatches(matches, new Date(), openingPushPorts(Date.now() + OPENING_PUSH_BUDGET_MS), pool)),
    done: () => Promise.all(sending),
  };
}

export function openingPushPorts(deadline: number): OpeningPushPorts {
  // Her devices are read once a push: what `hasDevices` read is what `deliver` sends to (one opening's ports, so one
  // push to each caregiver; read again should nothing have been kept).
  const read = new Map<string, Promise<StoredPushSubscription[]>>();
  const devicesRead = (uid: string) => {
    const devices = read.get(uid);
    read.delete(uid);
    return devices ?? listSubscriptions(uid);
  };
  return {
    hasDevices: async (uid) => {
      const devices = listSubscriptions(uid);
      read.set(uid, devices);
      return (await devices).length > 0;
    },
    takeDailyPush,
    hold: holdOpeningPush,
    deliver: deliverPush(deadline, devicesRead),
  };
}

export function heldPushPorts(deadline: number): HeldPushPorts {
  return { heldPages, takeHeld, takeDailyPush, deliver: deliverPush(deadline) };
}
