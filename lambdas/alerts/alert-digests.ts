import { randomUUID } from 'node:crypto';
import { sendRawEmail, sesRefused } from '../base/mail/ses';
import { undeliverableReason } from '../base/mail/undeliverable';
import { claimDigest, completeDigest, recordDigestIntent, releaseDigest } from './data/alert-digests';
import { dropMatches, listPendingMatches } from './data/alert-matches';
import { deleteAllAlertsOf, listAlerts } from './data/alerts';
import { awsErrorCode } from '../base/aws-error-code';
import { getCaregiver } from '../caregivers/store';
import { composeDigest, DIGEST_INTERVAL_MS, DIGEST_MAX_MATCHES, newestFirst, type AlertMatch } from './alert-digest';
import { accountStateOf } from '../caregivers/account-state';
import { hasReported } from '../caregivers/caregiver';
import { hasPlan } from '../../contract';
import { newUnsubscribeId, UNSUBSCRIBE_TOKEN_DAYS, unsubscribeIdHash } from './unsubscribe-token';
import { env, requireEnv } from '../base/env';
import { logWarning } from '../base/observability/observability';
import { openingRefId, openOpenings } from '../openings/store';
import { closeAfterDays } from '../openings/opening-expiry';

/**
 * `unconfirmed`: an earlier run recorded the digest's intent and never SES's answer; it is taken as sent, never
 * sent again (docs/decisions/013: at most one e-mail per digest). `failed`: this caregiver's digest hit an error;
 * the job counts it and goes on with the next caregiver.
 */
export type DigestOutcome = 'sent' | 'not-due' | 'nothing-to-send' | 'no-caregiver' | 'unconfirmed' | 'failed';

/** How long a claimed digest is reserved for the run that claimed it (longer than any run can take). */
export const CLAIM_LEASE_MS = 15 * 60_000;

export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Sends one caregiver her digest if one is due: at most one a day, of every pending match whose alert still
 * exists, newest first. The digest's intent (id and matches) is recorded before SES is called, and SES's message
 * id after, with the matches marked sent, in one transaction. SES refusing (an error answer) releases everything
 * for a later run; no answer at all (timeout, connection lost) leaves the intent, as a failed write after the send does.
 * A run that finds an intent without a message id (its run died, or its last write failed, around the send)
 * cannot know whether SES accepted it: it marks it sent without sending, so no digest is ever e-mailed twice.
 */
export async function sendDigestIfDue(uid: string, now: Date = new Date(), log = warn): Promise<DigestOutcome> {
  // The claim first: a caregiver who is not due costs one conditional write and nothing else.
  const claimId = randomUUID();
  const claim = await claimDigest(uid, claimId, now, new Date(now.getTime() - DIGEST_INTERVAL_MS), CLAIM_LEASE_MS);
  if (!claim) return 'not-due';
  if (claim.unfinished) {
    const { digestId, at, matches } = claim.unfinished;
    log('alert digest sent earlier without a recorded SES answer; taken as sent, not sent again', { uid, digestId });
    await completeDigest(uid, claimId, matches, new Date(at), { digestId });
    return 'unconfirmed';
  }
  const caregiver = await getCaregiver(uid);
  if (!caregiver || accountStateOf(caregiver) !== 'active') {
    // The account is gone or being deleted: whatever alerts left behind goes (the claim with it), nobody is e-mailed.
    await deleteAllAlertsOf(uid);
    return 'no-caregiver';
  }

  const alertIds = new Set((await listAlerts(uid)).map((a) => a.id));
  const pending = await listPendingMatches(uid);
  // A match whose alert is gone, or of an opening she reported ('Denunciar vaga'), is never sent.
  const wanted = (m: (typeof pending)[number]) => m.alertIds.some((id) => alertIds.has(id)) && !hasReported(caregiver, { clientId: m.clientId, id: m.openingId });
  const orphaned = pending.filter((m) => !wanted(m));
  if (orphaned.length) await dropMatches(orphaned);
  const live = pending.filter(wanted);
  // An opening closed or expired since it matched is not offered: its match goes, never to be sent.
  const open = live.length ? await openOpenings(live.map(matchRef), now, closeAfterDays(env('OPENINGS_CLOSE_AFTER_DAYS'))) : new Set<string>();
  const gone = live.filter((m) => !open.has(openingRefId(matchRef(m))));
  if (gone.length) await dropMatches(gone);
  // Every open match is counted in the e-mail; one transaction marks at most DIGEST_MAX_MATCHES sent with the digest.
  const all = live.filter((m) => open.has(openingRefId(matchRef(m)))).sort(newestFirst);
  const due = all.slice(0, DIGEST_MAX_MATCHES);
  if (!due.length) {
    await releaseDigest(uid, claimId);
    return 'nothing-to-send';
  }

  if (await undeliverableReason(caregiver.email)) {
    // Her address bounced or complained (docs/decisions/045): these matches will never be e-mailed. Checked before
    // the intent, so nothing new stands between the intent and the send (at most one e-mail per digest).
    await dropMatches(due);
    await releaseDigest(uid, claimId);
    return 'nothing-to-send';
  }
  const siteUrl = requireEnv('SITE_URL');
  // The link names nobody: a random id, stored (hashed) with her uid in the same write as the intent.
  const linkId = newUnsubscribeId();
  const link = unsubscribeUrl(siteUrl, linkId);
  const email = composeDigest({ name: caregiver.name, hasPlan: hasPlan(caregiver.tipodeconta), matches: all, siteUrl, unsubscribeUrl: link });
  const digest = { digestId: claimId, at: now.toISOString(), matches: due.map(({ clientId, openingId }) => ({ clientId, openingId })) };
  const expiresAt = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  if (!(await recordDigestIntent(uid, claimId, digest, { hash: unsubscribeIdHash(linkId), expiresAt }))) return 'not-due';
  let messageId: string;
  try {
    messageId = await sendRawEmail(
      {
        to: caregiver.email,
        ...email,
        // RFC 8058: mail clients offer "unsubscribe" and POST `List-Unsubscribe=One-Click` to the link.
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      { markChecked: true },
    );
  } catch (error) {
    const reason = awsErrorCode(error);
    if (!sesRefused(error)) {
      // No answer: SES may have accepted it. The intent stays, so a later run takes it as sent (at most once).
      log('alert digest: SES gave no answer; it will be taken as sent, not sent again', { uid, digestId: claimId, reason });
      return 'failed';
    }
    log('alert digest refused by SES; left pending for the next run', { uid, reason });
    await releaseDigest(uid, claimId);
    return 'failed';
  }
  await completeDigest(uid, claimId, digest.matches, now, { digestId: claimId, messageId });
  // Counted in this e-mail (its count and "E mais N vagas"), so never in another one.
  if (all.length > due.length) await dropMatches(all.slice(due.length));
  return 'sent';
}

const matchRef = (m: AlertMatch) => ({ clientId: m.clientId, id: m.openingId, createdAt: m.openingCreatedAt });

const warn = logWarning;
