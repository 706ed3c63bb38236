import type { PushPayload } from '../../contract';
import { deviceRef, findSubscription, listSubscriptions, removeSubscription } from './data/push-subscriptions';
import { claimDeadLetter, dueDeadLetters, putDeadLetter, removeDeadLetter, rescheduleDeadLetter } from './data/push-dead-letters';
import { newDeadLetter, type ResendPorts } from './dead-letters';
import { heldPages, holdOpeningPush, takeDailyPush, takeHeld } from './data/push-pacing';
import { deliverToCaregiver, type Delivered } from './deliver';
import { httpTransport } from './http-transport';
import type { AlertMatch } from '../alerts/alert-digest';
import { pushNewMatches, type HeldPushPorts, type OpeningPushPorts } from './opening-pushes';
import { sendPush, type PushDelivery } from './send-push';
import { localPushOrigin, vapidDetails } from './vapid';

/** The real adapters of the push use cases (table, VAPID key, HTTP), which the handlers and jobs wire in. */

/** Her devices, each sent `payload`; retries stop at `deadline` (ms since the epoch). */
export function deliverPush(deadline: number) {
  return async (uid: string, payload: PushPayload, delivery: PushDelivery): Promise<Delivered> => {
    const vapid = await vapidDetails();
    const localOrigin = localPushOrigin();
    return deliverToCaregiver(uid, payload, delivery, {
      listSubscriptions,
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

/** The stream consumer's pushes of an opening's new matches (lambdas/alerts/jobs/match-new-openings.ts). */
export const pushOpeningMatches = (matches: readonly AlertMatch[]) => pushNewMatches(matches, new Date(), openingPushPorts(Date.now() + OPENING_PUSH_BUDGET_MS));

export function openingPushPorts(deadline: number): OpeningPushPorts {
  return {
    hasDevices: async (uid) => (await listSubscriptions(uid)).length > 0,
    takeDailyPush,
    hold: holdOpeningPush,
    deliver: deliverPush(deadline),
  };
}

export function heldPushPorts(deadline: number): HeldPushPorts {
  return { heldPages, takeHeld, takeDailyPush, deliver: deliverPush(deadline) };
}
