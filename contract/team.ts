import type { AccountDeletionStatus } from './account';
import type { OperatorRole } from './operators';
import type { PaymentMethod } from './plans';
import { storedValueTexts } from './stored-value-texts';

/**
 * The team's console (Painel da equipe): who may use it and the shapes its API answers. Operators are Cognito
 * users in the group below; its routes live under /api/equipe.
 */
export const TEAM_GROUP = 'equipe';

/**
 * The groups of a verified token. A `cognito:groups` claim is an array in the token itself; API Gateway's JWT
 * authorizer (and the local one) hands it to the function as the string `[a b]`.
 */
export function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * The `field` of the 403 a team deletion gets without a recent sign-in (lambdas/team/operator-guards.ts): the console
 * then offers to sign out and back in, returning to her page.
 */
export const REAUTHENTICATION_FIELD = 'reautenticacao';

export const isOperatorClaim = (claim: unknown): boolean => groupsOf(claim).includes(TEAM_GROUP);

/** What an operator did; the Registro's 'ação'. The last four are reads of personal data (recorded too). */
export const AUDIT_ACTIONS = [
  'conta-verificada',
  'exclusao-iniciada',
  'acesso-bloqueado',
  'acesso-desbloqueado',
  'mensagem-respondida',
  'mensagem-arquivada',
  'vaga-encerrada',
  'arquivo-importado',
  'aviso-enviado',
  'verificacao-reenviada',
  'cuidadora-consultada',
  'cuidadoras-buscadas',
  'registro-baixado',
  'dados-exportados',
  'verificacao-desfeita',
  'vaga-criada',
  'vaga-corrigida',
  'operadora-convidada',
  'papel-alterado',
  'operadora-removida',
  'mensagens-buscadas',
  'denuncia-descartada',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * An action the Registro could not write in the same transaction as the action itself (a file's many parts, a
 * Cognito call) is written 'pendente' before it and completed after: one line either way, its state shown.
 */
export type AuditState = 'pendente' | 'concluida';

/** Facts about the action: a file's name and counts, a search's text, the Registro's filters when downloaded. */
export type AuditDetails = Record<string, string | number>;

/**
 * One line of the Registro: who (her id and, as written at the time, her e-mail or name), what, on whom (an id and
 * the name or e-mail as written at the time), when.
 */
export interface AuditEntry {
  id: string;
  /** ISO 8601 */
  at: string;
  /** The operator's Cognito `sub`. */
  actorId: string;
  /** The operator's e-mail (and name, when known) at the time. */
  actorLabel?: string;
  action: AuditAction;
  /** The caregiver (or other record) acted on. */
  targetId?: string;
  /** Her name or e-mail (or the record's title) at the time. */
  targetLabel?: string;
  details?: AuditDetails;
  /** Only for two-step actions; a line without it was written with its action. */
  state?: AuditState;
  /** Her account was deleted since: the action stays, her id and name do not (LGPD). */
  targetDeleted?: boolean;
  /** Why, as the operator wrote it (blocking and deleting ask for it; docs/decisions/053). */
  reason?: string;
  /**
   * 'exclusao-iniciada': the peppered hash of her e-mail that keys the deletion's receipt (lambdas/account/deletion.ts
   * `deletionEmailHash`); it stays when her id goes, so the line still leads to the receipt.
   */
  receiptHash?: string;
  /** 'vaga-corrigida': the opening's fields it changed (names, never values). */
  changedFields?: string[];
}

/** The body of 'Bloquear acesso' and 'Excluir conta (LGPD)': the reason the Registro keeps. */
export interface OperatorReason {
  motivo: string;
}
export const OPERATOR_REASON_MAX = 500;

export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
}

/** GET /api/equipe/registro and registro.csv's filters: operator (id or part of her e-mail), action, São Paulo dates. */
export interface AuditFilters {
  operador?: string;
  acao?: AuditAction;
  /** yyyy-mm-dd, inclusive, São Paulo's calendar */
  de?: string;
  ate?: string;
}

/** A caregiver's `status` once an operator has checked her documents (the spec starts it as 'conta não verificada'). */
export const VERIFIED_STATUS = storedValueTexts.verifiedStatus;

/** GET /api/equipe/cuidadoras: the caregivers a search found (part of the name with filters, or an exact e-mail or phone). */
export interface TeamCaregiverSummary {
  uid: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  tipodeconta: string;
  dataCadastro: string;
}

/** GET /api/equipe/cuidadoras/{uid}: her record as the team sees it (never passwords, tokens or billing ids). */
export interface TeamCaregiverRecord extends TeamCaregiverSummary {
  tipoDeCadastro: string;
  planoescolhido?: string;
  subscriptionStatus?: string;
  /** How she pays, while she has a plan (her record's, as /minha-conta shows it: none stored is a card). */
  formaDePagamento?: PaymentMethod;
  deletionRequested: boolean;
  signInBlocked: boolean;
  /** How many subscriptions she withdrew from within 7 days, refunded in full (CDC art. 49; docs/decisions/068). */
  desistencias: number;
  alerts: { id: string; tipoProfissional?: string; cidade?: string; raioKm?: number }[];
  notices: { id: string; mensagem: string; status: string; createdAt?: number }[];
  /** Her e-mail is not confirmed yet: only then is 'Reenviar e-mail de verificação' offered. */
  emailUnconfirmed: boolean;
  /** Her address bounced or complained: nothing of ours is e-mailed to it ('E-mail não entregue'). */
  emailUndeliverable: boolean;
  /** The city of her position (CEP), when she gave one. */
  cidade?: string;
  /** Her subscription as Stripe has it (dates as 'dd/mm/aaaa'); null without one; 'indisponivel' when Stripe did not answer. */
  subscription: TeamSubscription | null | 'indisponivel';
  /** Her support messages, newest first. */
  supportMessages: { id: string; createdAt: string; estado: 'nova' | 'respondida' | 'arquivada'; trecho: string }[];
}

export interface TeamSubscription {
  plan: string;
  state: 'ativa' | 'pagamento-falhou' | 'cancelamento-agendado';
  startLabel: string | null;
  nextRenewalLabel: string | null;
  accessUntilLabel: string | null;
}

/** GET /api/equipe/visao-geral: the counts of 'Visão geral', read from counters kept at each write (never a scan). */
export interface TeamOverview {
  /** `byPaymentMethod`: those with a plan by how they pay (issue 39); the three add up to `withPlan`. */
  caregivers: { total: number; newLast7Days: number; withPlan: number; byPaymentMethod: Record<PaymentMethod, number> };
  openings: { open: number; closed: number; unplaced: number };
  alerts: number;
  supportWaiting: number;
  /** Reports of openings the team has not decided on yet (neither discarded nor their opening closed). */
  reports: { open: number };
}

/** GET /api/equipe/visao-geral's answer: the counts, and the asking operator's role (the console shows her actions by it). */
export interface TeamOverviewAnswer extends TeamOverview {
  operator: { role: OperatorRole };
}

/** GET /api/equipe/cuidadoras: one page of the search; `cursor` asks for the next ('Mais resultados'). */
export interface TeamCaregiverSearchPage {
  items: TeamCaregiverSummary[];
  cursor: string | null;
}

/** POST /api/equipe/cuidadoras/{uid}/verificacao-email's answer ('Reenviar e-mail de verificação'). */
export interface VerificationEmailResent {
  sent: true;
}

/** POST /api/equipe/cuidadoras/{uid}/verificacao's answer ('changed': false when she was verified already). */
export interface CaregiverVerification {
  status: string;
  changed: boolean;
}

/** POST and DELETE /api/equipe/cuidadoras/{uid}/bloqueio's answer. */
export interface SignInBlock {
  signInBlocked: boolean;
  changed: boolean;
}

/** POST /api/equipe/cuidadoras/{uid}/exclusao's answer (200 'concluida', 202 'em-andamento'). */
export interface CaregiverDeletionStarted {
  status: AccountDeletionStatus;
}

/**
 * GET /api/equipe/recibos-de-exclusao?busca=: the receipts of the deletions of an account that had this e-mail, or
 * of this receipt code (the e-mail's keyed hash, as `npm run deletion-receipt` prints it); oldest first. A receipt
 * holds dates and steps only (docs/account-deletion.md).
 */
export interface DeletionReceiptLookup {
  /** The code receipts are written under now (for the e-mail given, or the code itself). */
  code: string;
  receipts: { requestedAt: string; completedAt: string; steps: { step: string; doneAt: string }[] }[];
}
