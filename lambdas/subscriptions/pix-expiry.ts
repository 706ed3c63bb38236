import { hasPlan, sitePaths } from '../../contract';
import type { Caregiver } from '../caregivers/caregiver';
import { renderBillingMail } from './billing-mail-template';
import type { QueuedPixPeriod } from './data/pix-periods';
import type { SubscriptionEvent } from './subscription-state';
import { dateLabel } from './withdrawal-window';

/** The table, the webhook's transitions and SES, as the one-off Pix job needs them (jobs/end-pix-periods.ts). */
export interface PixExpiryPorts {
  dueEnds(now: number): Promise<QueuedPixPeriod[]>;
  dueEndingMails(now: number): Promise<QueuedPixPeriod[]>;
  /** The webhook's own path (marker, state machine, one transaction; its e-mail queued with it). */
  apply(input: { eventId: string; eventType: string; uid: string; event: SubscriptionEvent }): Promise<string>;
  sendQueuedMail(eventId: string): Promise<unknown>;
  dropEnd(p: QueuedPixPeriod): Promise<boolean>;
  claimEndingMail(p: QueuedPixPeriod): Promise<boolean>;
  releaseEndingMail(p: QueuedPixPeriod): Promise<void>;
  caregiver(uid: string): Promise<Caregiver | undefined>;
  send(to: string, email: { subject: string; html: string }): Promise<void>;
  refused(error: unknown): boolean;
  siteUrl: string;
}

/**
 * Scheduled: ends each one-off Pix period whose end has come, exactly once (the transition's marker names the
 * caregiver and the end; the state machine ends only the period still current and over), and sends the e-mail 3
 * days before the end once (claimed before it is sent; put back only when SES refused it).
 */
export async function runPixExpiry(now: number, ports: PixExpiryPorts): Promise<{ ended: number; reminded: number; failed: number }> {
  let ended = 0;
  let reminded = 0;
  let failed = 0;
  for (const p of await ports.dueEnds(now)) {
    const eventId = `pix_end_${p.uid}_${p.endsAt}`;
    const outcome = await ports.apply({ eventId, eventType: 'job.pix-period-ended', uid: p.uid, event: { type: 'pix-period-ended', at: now, customerId: p.customerId, endsAt: p.endsAt } });
    if (outcome === 'applied') ended++;
    await ports.sendQueuedMail(eventId);
    await ports.dropEnd(p);
  }
  for (const p of await ports.dueEndingMails(now)) {
    if (!(await ports.claimEndingMail(p))) continue;
    const c = await ports.caregiver(p.uid);
    // Only while this very period is hers (a renewal queued the next one; a refund or deletion ended it).
    if (!c || c.deletionRequestedAt || c.formaDePagamento !== 'pix' || c.pixAccessUntil !== p.endsAt || !hasPlan(c.tipodeconta) || p.endsAt <= now) continue;
    const email = renderBillingMail({ email: 'pix-ending', name: c.name, accountUrl: `${ports.siteUrl}${sitePaths.account}`, plan: c.tipodeconta, date: dateLabel(p.endsAt) });
    try {
      await ports.send(c.email, email);
      reminded++;
    } catch (error) {
      failed++;
      if (ports.refused(error)) await ports.releaseEndingMail(p);
    }
  }
  return { ended, reminded, failed };
}
