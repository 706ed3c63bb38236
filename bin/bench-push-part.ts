import { benchPushLatency } from '../test/bench/push-latency';
import { round } from '../test/bench/stats';
import type { PartOutput } from './bench-results';

/** `push`: from an import to each caregiver's push and digest e-mail (test/bench/push-latency.ts, docs/capacity.md). */
export async function pushPart(smallRun: boolean): Promise<PartOutput> {
  const r = await benchPushLatency({ caregivers: Number(process.env.BENCH_PUSH_CAREGIVERS ?? (smallRun ? 40 : 1_000)), openings: Number(process.env.BENCH_PUSH_OPENINGS ?? 3) });
  const s = (l: { p50: number; p95: number; max: number }) => `p50 ${l.p50} s, p95 ${l.p95} s, max ${l.max} s`;
  return {
    key: 'pushLatency',
    result: r,
    rows: [
      [`push: from the import's answer to each push at the local push service (${r.caregivers} caregivers × ${r.openings} openings)`, s(r.push.everyPushSeconds), '≤ 60 s at p95 in AWS (below)'],
      ['push: to each caregiver\'s first push', s(r.push.firstPushSeconds), ''],
      ['push: in AWS\'s terms, add the stream\'s hand-over (an estimate, not measured)', `up to 5 s batching window + ~0.5 s: p95 ≈ ${round(r.push.everyPushSeconds.p95 + 5.5, 1)} s`, '≤ 60 s'],
      ['push: every caregiver got each opening once, decrypting to it', `${r.push.caregiversWithEveryOpening} of ${r.caregivers}; ${r.push.received} of ${r.push.expected} pushes, ${r.push.wrongPayloads} wrong`, 'all; 0 wrong', r.push.caregiversWithEveryOpening === r.caregivers && r.push.received === r.push.expected && r.push.wrongPayloads === 0],
      ['push: e-mail digest run for them (after its settle time)', `${r.email.runSeconds} s; each e-mail within the run ${s(r.email.inRunSeconds)}`, ''],
      ['push: e-mail path in AWS\'s terms (settle + the wait for the 15-minute schedule + the run)', `p50 ${r.email.awsMinutes.p50} min, p95 ${r.email.awsMinutes.p95} min, at worst ${r.email.awsMinutes.worst} min`, ''],
      ['push: every caregiver got one digest e-mail', `${r.email.caregiversWithOneEmail} of ${r.caregivers}`, 'all', r.email.caregiversWithOneEmail === r.caregivers],
    ],
  };
}
