import { reachStateOfItem } from '../caregivers/store';
import { alertCounts, caregiverCounts, NEW_CAREGIVER_DAYS, openingChangeCounts, openReportCounts, signupDay, supportWaitingCounts, type CounterDelta, type CounterName } from '../base/counters/counters';

/** One counter the recount found wrong: what it said, what the scan counted. */
export interface CounterChange {
  counter: CounterName | `signups ${string}`;
  was: number;
  counted: number;
}

export interface RecountReport {
  scanned: number;
  changed: CounterChange[];
}

/** What the recount needs: every item of the table (the fields the rules read), the counters, and a way to add to them. */
export interface RecountPorts {
  scanItems(): AsyncIterable<Record<string, unknown>[]>;
  readCounterSums(now: Date): Promise<{ totals: Record<CounterName, number>; days: Record<string, number> }>;
  addToCounters(delta: CounterDelta, now: Date): Promise<void>;
}

/**
 * The recount (docs/decisions/031-ttl-and-recount.md): counts every record of the table with the very rules the
 * writes use (counters.ts), compares each counter, and each of the last 7 days' sign-ups, with that count, and adds
 * the difference where they differ. Run with the stage quiet: a write between the scan and the mend is counted by
 * its own transaction and so would be counted twice (the next recount takes it back out).
 */
export async function recountCounters(ports: RecountPorts, now: Date = new Date()): Promise<RecountReport> {
  const counted: Partial<Record<CounterName, number>> = {};
  const firstDay = signupDay(new Date(now.getTime() - (NEW_CAREGIVER_DAYS - 1) * 86_400_000));
  const days: Record<string, number> = {};
  const add = (delta: CounterDelta) => {
    for (const [name, n] of Object.entries(delta.counts ?? {}) as [CounterName, number][]) counted[name] = (counted[name] ?? 0) + n;
    const day = delta.signups && signupDay(delta.signups.at);
    if (day && day >= firstDay) days[day] = (days[day] ?? 0) + delta.signups!.delta;
  };
  let scanned = 0;
  for await (const page of ports.scanItems()) {
    for (const item of page) {
      scanned++;
      if (item.entity === 'caregiver') add(caregiverCounts(reachStateOfItem(item), 1));
      else if (item.entity === 'opening') add(openingChangeCounts(undefined, item));
      else if (item.entity === 'alert') add(alertCounts(1));
      else if (item.entity === 'support-message' && item.teamState === undefined) add(supportWaitingCounts(1));
      else if (item.entity === 'opening-report' && item.decididaEm === undefined) add(openReportCounts(1));
    }
  }

  const sums = await ports.readCounterSums(now);
  const changed: CounterChange[] = [];
  const counts: Partial<Record<CounterName, number>> = {};
  for (const [name, was] of Object.entries(sums.totals) as [CounterName, number][]) {
    const is = counted[name] ?? 0;
    if (is !== was) {
      changed.push({ counter: name, was, counted: is });
      counts[name] = is - was;
    }
  }
  if (Object.keys(counts).length) await ports.addToCounters({ counts }, now);
  for (const [day, was] of Object.entries(sums.days)) {
    const is = days[day] ?? 0;
    if (is === was) continue;
    changed.push({ counter: `signups ${day}`, was, counted: is });
    await ports.addToCounters({ signups: { at: `${day}T12:00:00.000Z`, delta: is - was } }, now);
  }
  return { scanned, changed };
}
