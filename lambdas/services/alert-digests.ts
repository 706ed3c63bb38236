import { randomUUID } from 'node:crypto';
import { alertsTokenSecret } from '../clients/alerts-secret';
import { sendRawEmail } from '../clients/ses';
import { awsErrorCode } from '../clients/aws-error-code';
import { claimDigest, completeDigest, deleteAllAlertsOf, dropMatches, listAlerts, listPendingMatches, releaseDigest } from '../data/alerts';
import { getCaregiver } from '../data/caregivers';
import { composeDigest, DIGEST_INTERVAL_MS, DIGEST_MAX_MATCHES, newestFirst } from '../domain/alert-digest';
import { NO_PLAN } from '../domain/caregiver';
import { signUnsubscribeToken } from '../domain/unsubscribe-token';
import { requireEnv } from '../env';

export type DigestOutcome = 'sent' | 'not-due' | 'nothing-to-send' | 'no-caregiver' | 'failed';

/** How long a claimed digest is reserved for the run that claimed it (longer than any run can take). */
const CLAIM_LEASE_MS = 15 * 60_000;

export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Sends one caregiver her digest if one is due: at most one a day, of every pending match whose alert still
 * exists, newest first. SES failing leaves everything pending for the next run; success marks the e-mail's
 * matches sent in the same transaction that records the digest, so no opening is ever e-mailed twice.
 */
export async function sendDigestIfDue(uid: string, now: Date = new Date(), log = warn): Promise<DigestOutcome> {
  // The claim first: a caregiver who is not due costs one conditional write and nothing else.
  const claimId = randomUUID();
  if (!(await claimDigest(uid, claimId, now, new Date(now.getTime() - DIGEST_INTERVAL_MS), CLAIM_LEASE_MS))) return 'not-due';
  const caregiver = await getCaregiver(uid);
  if (!caregiver) {
    // The account is gone: whatever alerts left behind goes too (the claim with it), and nobody is e-mailed.
    await deleteAllAlertsOf(uid);
    return 'no-caregiver';
  }

  const alertIds = new Set((await listAlerts(uid)).map((a) => a.id));
  const pending = await listPendingMatches(uid);
  const orphaned = pending.filter((m) => !m.alertIds.some((id) => alertIds.has(id)));
  if (orphaned.length) await dropMatches(orphaned);
  const due = pending.filter((m) => m.alertIds.some((id) => alertIds.has(id))).sort(newestFirst).slice(0, DIGEST_MAX_MATCHES);
  if (!due.length) {
    await releaseDigest(uid, claimId);
    return 'nothing-to-send';
  }

  const siteUrl = requireEnv('SITE_URL');
  const token = signUnsubscribeToken(uid, await alertsTokenSecret(), now);
  const link = unsubscribeUrl(siteUrl, token);
  const email = composeDigest({ name: caregiver.name, hasPlan: !!caregiver.tipodeconta && caregiver.tipodeconta !== NO_PLAN, matches: due, siteUrl, unsubscribeUrl: link });
  try {
    await sendRawEmail({
      to: caregiver.email,
      ...email,
      // RFC 8058: mail clients offer "unsubscribe" and POST `List-Unsubscribe=One-Click` to the link.
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    log('alert digest not sent; left pending for the next run', { uid, code: awsErrorCode(error) });
    await releaseDigest(uid, claimId);
    return 'failed';
  }
  await completeDigest(uid, claimId, due, now);
  return 'sent';
}

function warn(message: string, detail: Record<string, unknown>) {
  console.warn(JSON.stringify({ level: 'warn', message, ...detail }));
}
