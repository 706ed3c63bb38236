import type { JobAlert } from './alerts';
import type { Notice } from './caregiver';
import type { OpeningReportExport } from './opening-reports';
import type { Consent } from './legal';

/**
 * GET /api/me/export: everything Carey holds about the signed-in caregiver (LGPD art. 18, access), with the
 * spec's field names. Never a key, index attribute or bookkeeping field of the table.
 */
export interface AccountExport {
  /** ISO 8601: when the file was produced. */
  exportedAt: string;
  /** The caregiver entity of the spec (`cuidadores`): every field that is set. */
  profile: {
    uid: string;
    name: string;
    email: string;
    phone: string;
    status?: string;
    tipoDeCadastro?: string;
    genero?: string;
    tipodeconta: string;
    campotipoCadastro?: string;
    dataCadastro?: string;
    lastLocation?: { latitude: number; longitude: number; timestamp: string };
    planoescolhido?: string;
    avatar?: string;
  };
  /** The phone and e-mail index entries that reserve her phone and e-mail (`telefonesCuidadores`, `emailsCuidadores`). */
  claims: {
    phone?: { phone: string; name?: string; dataCadastro?: string };
    email?: { email: string; name?: string; dataCadastro?: string };
  };
  /** Every notice addressed to her, read or unread, newest first. */
  notices: Notice[];
  /** Her job alerts, oldest first; `centro` is the position a radius is measured from (her position when she saved it). */
  alerts: (JobAlert & { centro?: { latitude: number; longitude: number } })[];
  /** Her reports of openings ('Denunciar vaga'), newest first. */
  denuncias: OpeningReportExport[];
  /** Support messages sent with her account's e-mail address, newest first. */
  supportMessages: { id: string; createdAt: string; nome?: string; email?: string; whatsapp?: string; mensagem: string; status: string }[];
  subscription: {
    tipodeconta: string;
    planoescolhido?: string;
    /** Stripe's status of the current subscription (active, past_due, canceled...), when there is one. */
    status?: string;
    /** ISO 8601: when the payment provider last told us about it. */
    lastUpdatedAt?: string;
    /** The subscriptions she withdrew from within 7 days, refunded (docs/decisions/068), when any. */
    desistencias?: string[];
    /** How she pays the current plan, when she has one ('cartao', 'pix-automatico' or 'pix'). */
    formaDePagamento?: string;
    /** ISO 8601: the end of a one-off Pix period she paid, while it lasts. */
    acessoAte?: string;
  };
  lastLocation?: { latitude: number; longitude: number; timestamp: string };
  /**
   * Her access records (Marco Civil art. 15), one per sign-in, oldest first: when she signed in and until when the
   * record is kept. The IP and port are sealed: no function of Carey can read them (only a court order opens them).
   */
  acessos: { em: string; guardadoAte: string }[];
  /**
   * 'Notificações no celular': each device she turned them on in (issue 42), oldest first: the push service's
   * address of that browser, the keys it encrypts with, and when. Absent in files made before push existed.
   */
  notificacoesNoCelular?: { endpoint: string; chaves: { p256dh: string; auth: string }; ativadoEm: string }[];
  /** Every acceptance of the terms of use and the privacy policy: versions, when, from which IP; oldest first. */
  consentimentos: Consent[];
  /** The CEP she typed as her position on /buscar-vagas, and where it places her. */
  cepPosition?: { cep: string; latitude: number; longitude: number; precisao: 'cep' | 'municipio'; bairro: string; cidade?: string; timestamp: string };
  /** Her payments as the payment provider (Stripe) holds them: every paid invoice, oldest first, each with its refunds. */
  pagamentos: ExportedPayment[];
}

/** One paid invoice of hers on Stripe. Amounts in centavos of R$. */
export interface ExportedPayment {
  /** Stripe's invoice id ('in_…'), or for a one-off Pix (no invoice) its payment's ('pi_…'). */
  id: string;
  /** ISO 8601: when it was paid. */
  pagoEm: string;
  valorCentavos: number;
  /** The coupon's discount on it (0 without one). */
  descontoCentavos: number;
  /** 'Mensal' or 'Trimestral', when the invoice names a plan Carey sells. */
  plano?: string;
  /** The refunds of this payment, oldest first. */
  reembolsos: { id: string; em: string; valorCentavos: number; situacao: string }[];
}

/** One device that receives her notifications: its push service's address and, when known, since when. */
/** GET /api/me/export?formato=: 'html' is the document a person reads, 'json' (the default) the file for portability. */
export const ACCOUNT_EXPORT_FORMATS = ['json', 'html'] as const;
export type AccountExportFormat = (typeof ACCOUNT_EXPORT_FORMATS)[number];
export const ACCOUNT_EXPORT_FILES: Record<AccountExportFormat, string> = { json: 'meus-dados-carey.json', html: 'meus-dados-carey.html' };

/** POST /api/me/deletion: the password again (re-authentication) and the explicit final confirmation. */
export interface AccountDeletionRequest {
  password: string;
  confirm: true;
}

/** 'concluida': nothing is left; 'em-andamento': sign-in is already blocked and a job finishes the rest. */
export type AccountDeletionStatus = 'concluida' | 'em-andamento';

/** POST /api/me/deletion with `confirm: false`: her password is right; nothing was deleted. */
export interface AccountDeletionPasswordChecked {
  passwordChecked: true;
}

export interface AccountDeletionResponse {
  status: AccountDeletionStatus;
  message: string;
}

/** POST /api/password-reset ('Esqueci minha senha'). */
export interface PasswordResetRequest {
  email: string;
}

/** POST /api/password-reset's answer (202), the same whether or not the e-mail has an account. */
export interface PasswordResetAnswer {
  message: string;
}
