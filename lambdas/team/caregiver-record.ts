import type { AuditEntry, TeamCaregiverRecord, TeamSubscription } from '../../contract/team';
import { hasPlan } from '../../contract/plans';
import type { Alert } from '../alerts/alerts';
import { notFound } from '../base/errors';
import type { Notice } from '../notices/store';
import type { SubscriptionFacts } from '../subscriptions/billing';
import { billingSummary } from '../subscriptions/billing';
import { dateLabel } from '../subscriptions/withdrawal-window';
import type { SupportMessage } from '../support/store';
import { auditLine, type Operator } from './audit';
import { caregiverTarget, summaryOf, type CaregiverReads } from './caregivers';
import { teamTexts } from './texts';

/** How much of a support message her page shows. */
export const SUPPORT_EXCERPT_CHARS = 140;

export interface CaregiverRecordReads extends CaregiverReads {
  listAlerts(uid: string): Promise<Alert[]>;
  listNotices(uid: string): Promise<Notice[]>;
  /** Her sign-up still waits for the e-mail's confirmation. */
  isEmailUnconfirmed(uid: string): Promise<boolean>;
  /** Her address bounced or complained (lambdas/base/mail/undeliverable.ts). */
  isUndeliverable(email: string): Promise<boolean>;
  listSupportFrom(email: string): Promise<SupportMessage[]>;
  subscription(id: string): Promise<SubscriptionFacts>;
  appendAudit(entry: AuditEntry): Promise<void>;
}

export const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUPPORT_EXCERPT_CHARS ? `${flat.slice(0, SUPPORT_EXCERPT_CHARS - 1)}…` : flat;
};

/**
 * GET /api/equipe/cuidadoras/{uid}: her record as the team sees it: plan and subscription dates (from Stripe, as her
 * own billing page reads them), city, alerts, notices, support messages, and whether her e-mail is confirmed and
 * still deliverable. Stripe not answering leaves the rest of the page readable ('indisponivel'). Opening it is a read
 * of her personal data: the Registro records who opened it.
 */
export async function caregiverRecord(input: { operator: Operator; uid: string }, reads: CaregiverRecordReads): Promise<TeamCaregiverRecord> {
  const uid = input.uid;
  const caregiver = await reads.getCaregiver(uid);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  await reads.appendAudit(auditLine(input.operator, { action: 'cuidadora-consultada', target: caregiverTarget(caregiver) }));
  const [alerts, notices, unconfirmed, undeliverable, messages, subscription] = await Promise.all([
    reads.listAlerts(uid),
    reads.listNotices(uid),
    reads.isEmailUnconfirmed(uid),
    reads.isUndeliverable(caregiver.email),
    reads.listSupportFrom(caregiver.email),
    subscriptionOf(caregiver, reads),
  ]);
  const cidade = caregiver.cepPosition?.cidade;
  return {
    ...summaryOf(caregiver),
    tipoDeCadastro: caregiver.tipoDeCadastro,
    ...(caregiver.planoescolhido ? { planoescolhido: caregiver.planoescolhido } : {}),
    ...(caregiver.subscriptionStatus ? { subscriptionStatus: caregiver.subscriptionStatus } : {}),
    ...(hasPlan(caregiver.tipodeconta) ? { formaDePagamento: caregiver.formaDePagamento ?? 'cartao' } : {}),
    deletionRequested: Boolean(caregiver.deletionRequestedAt),
    signInBlocked: Boolean(caregiver.signInBlocked),
    desistencias: caregiver.assinaturasDesistidas?.size ?? 0,
    alerts: alerts.map((a) => ({ id: a.id, tipoProfissional: a.tipoProfissional, cidade: a.cidade, raioKm: a.raioKm })),
    notices: notices.map((n) => ({ id: n.id, mensagem: n.mensagem, status: n.status, createdAt: n.createdAt })),
    emailUnconfirmed: unconfirmed,
    emailUndeliverable: undeliverable,
    ...(cidade ? { cidade } : {}),
    subscription,
    supportMessages: messages.map((m) => ({ id: m.id, createdAt: m.createdAt, estado: m.teamState ?? 'nova', trecho: excerpt(m.mensagem) })),
  };
}

async function subscriptionOf(caregiver: Parameters<typeof billingSummary>[0], reads: Pick<CaregiverRecordReads, 'subscription'>): Promise<TeamSubscription | null | 'indisponivel'> {
  let first: number | undefined;
  try {
    const answer = await billingSummary(caregiver, {
      subscription: async (id) => {
        const facts = await reads.subscription(id);
        first = facts.paidInvoices[0]?.paidAt;
        return facts;
      },
    });
    const s = answer.subscription;
    if (!s) return null;
    return { plan: s.plan, state: s.state, startLabel: first === undefined ? null : dateLabel(first), nextRenewalLabel: s.nextCharge?.dateLabel ?? null, accessUntilLabel: s.accessUntilLabel };
  } catch {
    return 'indisponivel';
  }
}
