import type { OpeningReportReason } from './opening-reports';
import type { Consent } from './legal';

/**
 * GET /api/me/export: everything Carey holds about the signed-in caregiver (LGPD art. 18, access), in Portuguese as
 * the rest of the product (docs/decisions/096-export-in-portuguese.md): every key in Portuguese (the spec's names kept
 * where they already are: tipodeconta, planoescolhido, dataCadastro...), every instant written one way (`Instante`),
 * and a `legenda` for the coded values in it. Never a key, index attribute or bookkeeping field of the table.
 */
export interface AccountExport {
  /** When the file was produced. */
  geradoEm: Instante;
  /** The caregiver entity of the spec (`cuidadores`): every field that is set. */
  perfil: {
    uid: string;
    nome: string;
    email: string;
    telefone: string;
    /** Where the check of her documents (made in the Carey app) stands: 'conta não verificada'... */
    verificacao?: string;
    tipoDeCadastro?: string;
    genero?: string;
    tipodeconta: string;
    campotipoCadastro?: string;
    dataCadastro?: Instante;
    ultimaLocalizacao?: ExportedLocation;
    planoescolhido?: string;
    /** The address of her profile picture. */
    foto?: string;
  };
  /** The phone and e-mail index entries that reserve her phone and e-mail (`telefonesCuidadores`, `emailsCuidadores`). */
  reservas: {
    telefone?: { telefone: string; nome?: string; dataCadastro?: Instante };
    email?: { email: string; nome?: string; dataCadastro?: Instante };
  };
  /** Every notice addressed to her, read or unread, newest first; `horario` is the text an old notice has instead of a time. */
  avisos: { id: string; mensagem: string; situacao: string; criadoEm?: Instante; horario?: string }[];
  /** Her job alerts, oldest first; `centro` is the position a radius is measured from (her position when she saved it). */
  alertas: { id: string; tipoProfissional: string | null; cidade: string | null; raioKm: number | null; criadoEm: Instante; centro?: { latitude: number; longitude: number } }[];
  /** Her reports of openings ('Denunciar vaga'), newest first: `clienteId` is the family's id, `vagaId` the opening's. */
  denuncias: { clienteId: string; vagaId: string; motivo: OpeningReportReason; texto?: string; criadoEm: Instante }[];
  /** Support messages sent with her account's e-mail address, newest first. */
  mensagensAoSuporte: { id: string; criadoEm: Instante; nome?: string; email?: string; whatsapp?: string; mensagem: string; situacao: string }[];
  assinatura: {
    tipodeconta: string;
    planoescolhido?: string;
    /** The payment provider's (Stripe's) state of the current subscription ('active', 'past_due'...: see `legenda`). */
    situacao?: string;
    /** When the payment provider last told us about it. */
    atualizadoEm?: Instante;
    /** The subscriptions she withdrew from within 7 days, refunded (docs/decisions/068), when any. */
    desistencias?: string[];
    /** How she pays the current plan, when she has one ('cartao', 'pix-automatico' or 'pix'). */
    formaDePagamento?: string;
    /** The end of a one-off Pix period she paid, while it lasts. */
    acessoAte?: Instante;
  };
  ultimaLocalizacao?: ExportedLocation;
  /**
   * Her access records (Marco Civil art. 15), one per sign-in, oldest first: when she signed in and until when the
   * record is kept. The IP and port are sealed: no function of Carey can read them (only a court order opens them).
   */
  acessos: { em: Instante; guardadoAte: Instante }[];
  /**
   * 'Notificações no celular': each device she turned them on in (issue 42), oldest first: the push service's
   * address of that browser (`endereco`), the keys it encrypts with (Web Push's `p256dh` and `auth`, here
   * `autenticacao`), and when. Absent in files made before push existed.
   */
  notificacoesNoCelular?: { endereco: string; chaves: { p256dh: string; autenticacao: string }; ativadoEm: Instante }[];
  /** Every acceptance of the terms of use and the privacy policy: versions, when, from which IP; oldest first. */
  consentimentos: Consent[];
  /** The CEP she typed as her position on /buscar-vagas, and where it places her. */
  posicaoPorCep?: { cep: string; latitude: number; longitude: number; precisao: 'cep' | 'municipio'; bairro: string; cidade?: string; registradaEm: Instante };
  /** Her payments as the payment provider (Stripe) holds them: every paid invoice, oldest first, each with its refunds. */
  pagamentos: ExportedPayment[];
  /**
   * What each coded value in the file means, in Portuguese: by the field's path ('assinatura.situacao',
   * 'pagamentos.reembolsos.situacao'...), each value that appears in it and its meaning. Only values the file holds.
   */
  legenda: Record<string, Record<string, string>>;
}

/**
 * An instant as the export writes every one: ISO 8601 with São Paulo's clock and offset, to the second
 * ('2026-12-01T23:30:00-03:00', contract/sao-paulo-time.ts `saoPauloIsoInstant`).
 */
export type Instante = string;

/** Her device's position when she last shared it. */
export interface ExportedLocation {
  latitude: number;
  longitude: number;
  registradaEm: Instante;
}

/** One paid invoice of hers on Stripe. Amounts in centavos of R$. */
export interface ExportedPayment {
  /** Stripe's invoice id ('in_…'), or for a one-off Pix (no invoice) its payment's ('pi_…'). */
  id: string;
  /** When it was paid. */
  pagoEm: Instante;
  valorCentavos: number;
  /** The coupon's discount on it (0 without one). */
  descontoCentavos: number;
  /** 'Mensal' or 'Trimestral', when the invoice names a plan Carey sells. */
  plano?: string;
  /** The refunds of this payment, oldest first; `situacao` is Stripe's ('succeeded'...: see `legenda`). */
  reembolsos: { id: string; em: Instante; valorCentavos: number; situacao: string }[];
}

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
