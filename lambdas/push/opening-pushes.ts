import type { PushPayload } from '../../contract';
import type { AlertMatch } from '../alerts/alert-digest';
import { metricNames } from '../base/observability/metric-names';
import { countMetric, errorSummary, hashedCaregiver, log } from '../base/observability/observability';
import { PUSH_DELIVERY, type Delivered } from './deliver';
import { inQuietHours, OPENING_PUSHES_PER_DAY, quietHoursEnd, saoPauloDay } from './pacing';
import { openingPayload, summaryPayload } from './payloads';
import type { PushDelivery } from './send-push';

export interface OpeningPushPorts {
  hasDevices(uid: string): Promise<boolean>;
  /** Counts one against her day's cap: false when the day's pushes are all sent. */
  takeDailyPush(uid: string, day: string, cap: number, now: Date): Promise<boolean>;
  hold(uid: string, releaseAt: Date): Promise<void>;
  deliver(uid: string, payload: PushPayload, delivery: PushDelivery): Promise<Delivered>;
}

export interface OpeningPushOutcome {
  pushed: number;
  held: number;
  /** Past her day's cap: the e-mail digest tells her, as it tells everyone. */
  overCap: number;
  noDevice: number;
  failed: number;
}

/** Caregivers pushed to at the same time for one opening, when it has a pool of its own. */
const CONCURRENCY = 8;

/** Runs tasks at most `concurrency` at a time, in the order they were given, whoever gives them. */
export function taskPool(concurrency: number): { run<T>(task: () => Promise<T>): Promise<T> } {
  const queue: (() => void)[] = [];
  let running = 0;
  const next = () => {
    while (running < concurrency && queue.length) {
      running++;
      queue.shift()!();
    }
  };
  return {
    run: (task) =>
      new Promise((resolve, reject) => {
        queue.push(() =>
          task()
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            }),
        );
        next();
      }),
  };
}

/**
 * The new matches of an opening (each a caregiver told for the first time), as pushes: none to a caregiver without a
 * device; in the quiet hours held for the 07:00 summary; past the day's cap left to the e-mail digest. A failure
 * here never fails the match: it is recorded already and the digest carries it. `pool` is shared by the openings of
 * one stream batch (push-io.ts, `openingPushes`): their pushes queue in the order the openings were matched.
 */
export async function pushNewMatches(matches: readonly AlertMatch[], now: Date, ports: OpeningPushPorts, pool = taskPool(CONCURRENCY)): Promise<OpeningPushOutcome> {
  const outcome: OpeningPushOutcome = { pushed: 0, held: 0, overCap: 0, noDevice: 0, failed: 0 };
  const one = async (match: AlertMatch) => {
    if (!(await ports.hasDevices(match.uid))) return void outcome.noDevice++;
    if (inQuietHours(now)) {
      await ports.hold(match.uid, quietHoursEnd(now));
      return void outcome.held++;
    }
    if (!(await ports.takeDailyPush(match.uid, saoPauloDay(now), OPENING_PUSHES_PER_DAY, now))) return void outcome.overCap++;
    const delivered = await ports.deliver(match.uid, openingPayload(match), PUSH_DELIVERY.opening);
    if (delivered.sent > 0) outcome.pushed++;
  };
  await Promise.all(
    matches.map((match) =>
      pool.run(async () => {
        try {
          await one(match);
        } catch (error) {
          outcome.failed++;
          countMetric(metricNames.pushFailed);
          log().error('opening push failed', { caregiver: hashedCaregiver(match.uid), opening: `${match.clientId}/${match.openingId}`, error: errorSummary(error) });
        }
      }),
    ),
  );
  return outcome;
}

export interface HeldPushPorts extends Pick<OpeningPushPorts, 'takeDailyPush' | 'deliver'> {
  /** Caregivers whose held openings may be told by `now`, a page at a time. */
  heldPages(now: Date): AsyncIterable<string[]>;
  /** Takes her held openings: how many (0 when another run took them). */
  takeHeld(uid: string): Promise<number>;
}

/** 07:00 São Paulo time: one summary push to each caregiver with openings held overnight (counted in the day's cap). */
export async function sendHeldSummaries(now: Date, ports: HeldPushPorts, deadline: number): Promise<{ summaries: number; failed: number }> {
  const result = { summaries: 0, failed: 0 };
  for await (const page of ports.heldPages(now)) {
    for (const uid of page) {
      if (Date.now() >= deadline) return result;
      try {
        const held = await ports.takeHeld(uid);
        if (held === 0) continue;
        await ports.takeDailyPush(uid, saoPauloDay(now), OPENING_PUSHES_PER_DAY, now);
        if ((await ports.deliver(uid, summaryPayload(held), PUSH_DELIVERY.summary)).sent > 0) result.summaries++;
      } catch (error) {
        result.failed++;
        countMetric(metricNames.pushFailed);
        log().error('held push summary failed', { caregiver: hashedCaregiver(uid), error: errorSummary(error) });
      }
    }
  }
  return result;
}
