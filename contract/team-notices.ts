/** Avisos (Painel da equipe): notices the team sends to one caregiver or to a segment, and their fan-out. */
import { PROFESSIONAL_TYPES } from './openings';

/** Who gets it: one caregiver, or a segment the server resolves (the browser never lists recipients). */
export const NOTICE_AUDIENCES = ['uma', 'todas', 'sem-plano', 'com-plano', 'tipo-de-cadastro', 'cidade'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** The sign-up types a 'tipo de cadastro' segment may name (the sign-up's own list). */
export const NOTICE_SIGNUP_TYPES = PROFESSIONAL_TYPES;

export const TEAM_NOTICE_MAX = 2000;

/** The query of GET /api/equipe/avisos/alcance and the target fields of POST /api/equipe/avisos. */
export interface NoticeTargetInput {
  destinatarias: NoticeAudience;
  /** 'uma': her e-mail or phone (with the DDD). */
  cuidadora?: string;
  /** 'tipo-de-cadastro' */
  tipoDeCadastro?: string;
  /** 'cidade': the city of her position (accents and case ignored). */
  cidade?: string;
}

export interface SendNoticeInput extends NoticeTargetInput {
  mensagem: string;
}

/** GET /api/equipe/avisos/alcance: how many caregivers the target reaches now. */
export interface NoticeReach {
  alcance: number;
}

/** 'enviando' while the fan-out has batches left; 'concluido' once every recipient has it. */
export type NoticeSendState = 'enviando' | 'concluido';

/** A notice the team sent, with its fan-out's progress (POST answers it; GET /api/equipe/avisos/{id} reads it). */
export interface TeamNotice {
  id: string;
  mensagem: string;
  destinatarias: NoticeAudience;
  /** The segment's value ('tipo-de-cadastro', 'cidade'); absent otherwise (never a caregiver's e-mail or phone). */
  criterio?: string;
  /** ISO 8601 */
  enviadoEm: string;
  estado: NoticeSendState;
  /** Caregivers who have it so far. */
  escritos: number;
  /** Batches done so far. */
  lotes: number;
  /** The reach counted when it was sent ('Será enviado para N'). */
  alcance: number;
  /** 'uma': her name as it was when the notice was sent (her e-mail if she had none); gone once her account is deleted. */
  destinataria?: string;
  /** 'uma': her account was deleted since (the line stays, her name does not; LGPD). */
  destinatariaExcluida?: boolean;
}

export interface TeamNoticesPage {
  items: TeamNotice[];
}
