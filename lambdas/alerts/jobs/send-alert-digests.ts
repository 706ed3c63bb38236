import { listUidsWithPendingMatches } from '../data/alert-matches';
import { sendDigestIfDue, type DigestOutcome } from '../alert-digests';
import { sendDueDigests } from '../alert-digest-run';
import { requireEnv } from '../../base/env';
import { jobWaits, nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { jobHandler } from '../../base/jobs/job-handler';
import { countMetric, errorSummary, hashedCaregiver, log } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const SETTLE_MS = jobWaits['send-alert-digests'].ms;
const ports = {
  listPending: listUidsWithPendingMatches,
  sendDigestIfDue: (uid: string, now: Date) => sendDigestIfDue(uid, now),
  digestFailed: (uid: string, error: unknown) => {
    log().warn('alert digest failed; the next caregivers go on', { caregiver: hashedCaregiver(uid), ...(error === undefined ? {} : { error: errorSummary(error) }) });
    countMetric(metricNames.digestsFailed);
  },
};

/** Scheduled: every due digest (alert-digest-run.ts). */
export const handler = jobHandler('alerts/jobs/send-alert-digests', async (event: { settleMs?: number; now?: string } = {}): Promise<Record<DigestOutcome, number>> =>
  sendDueDigests(ports, { now: nowOf(event?.now), settleMs: waitMsOf(event?.settleMs, SETTLE_MS) }),
);
