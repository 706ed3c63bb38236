import type { AccountDeletionStatus } from './account';
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

export const isOperatorClaim = (claim: unknown): boolean => groupsOf(claim).includes(TEAM_GROUP);

/** What an operator did; the Registro's 'ação'. */
export const AUDIT_ACTIONS = ['conta-verificada', 'exclusao-iniciada', 'acesso-bloqueado', 'acesso-desbloqueado', 'mensagem-respondida', 'mensagem-arquivada', 'vaga-encerrada', 'arquivo-importado', 'aviso-enviado', 'verificacao-reenviada', 'operadora-convidada', 'papel-alterado', 'operadora-removida'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the Registro: ids and the action only, never a copy of personal data. */
export interface AuditEntry {
  id: string;
  /** ISO 8601 */
  at: string;
  /** The operator's Cognito `sub`. */
  actorId: string;
  action: AuditAction;
  /** The caregiver (or other record) acted on. */
  targetId?: string;
  /** Her account was deleted since: the action stays, her id does not (LGPD). */
  targetDeleted?: boolean;
}

export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
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
  deletionRequested: boolean;
  signInBlocked: boolean;
  alerts: { id: string; tipoProfissional?: string; cidade?: string; raioKm?: number }[];
  notices: { id: string; mensagem: string; status: string; createdAt?: number }[];
}

/** GET /api/equipe/visao-geral: the counts of 'Visão geral', read from counters kept at each write (never a scan). */
export interface TeamOverview {
  caregivers: { total: number; newLast7Days: number; withPlan: number };
  openings: { open: number; closed: number; unplaced: number };
  alerts: number;
  supportWaiting: number;
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
