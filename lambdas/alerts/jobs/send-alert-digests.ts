import { Logger } from '@aws-lambda-powertools/logger';
import { listUidsWithPendingMatches } from '../data/alert-matches';
import { sendDigestIfDue, type DigestOutcome } from '../alert-digests';
import { sendDueDigests } from '../alert-digest-run';
import { requireEnv } from '../../base/env';
import { jobWaits, nowOf, waitMsOf } from '../../base/jobs/manual-run';
import { SERVICE_NAME } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/** See `jobWaits` (manual-run.ts). */
export const SETTLE_MS = jobWaits['send-alert-digests'].ms;
const logger = new Logger({ serviceName: SERVICE_NAME });
const ports = {
  listPending: listUidsWithPendingMatches,
  sendDigestIfDue: (uid: string, now: Date) => sendDigestIfDue(uid, now),
  digestFailed: (uid: string, error: unknown) => logger.warn('alert digest failed; the next caregivers go on', { uid, reason: error instanceof Error ? error.name : String(error) }),
};

/** Scheduled: every due digest (alert-digest-run.ts). */
export async function handler(event: { settleMs?: number; now?: string } = {}): Promise<Record<DigestOutcome, number>> {
  return sendDueDigests(ports, { now: nowOf(event?.now), settleMs: waitMsOf(event?.settleMs, SETTLE_MS) });
}
