/** Atendimento (Painel da equipe): the support messages as the team's console shows them. */

/** The team's state of a message: new, answered, archived. */
export const SUPPORT_STATES = ['nova', 'respondida', 'arquivada'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/**
 * Whether the message's e-mail to the support inbox went out: 'pending' (waiting for a retry), 'sent', 'failed'
 * (given up; on the dead-letter list), 'withdrawn' (the sender deleted her account before it went out).
 */
export type SupportDelivery = 'pending' | 'sent' | 'withdrawn' | 'failed';

export const SUPPORT_REPLY_MAX = 5000;
/** Replies the team may store on one support message (each one e-mails her address, which nobody verified). */
export const SUPPORT_REPLIES_PER_MESSAGE = 3;

export interface TeamSupportMessage {
  id: string;
  /** ISO 8601 */
  createdAt: string;
  /** Absent once the sender deleted her account. */
  nome?: string;
  email?: string;
  whatsapp?: string;
  mensagem: string;
  estado: SupportState;
  entrega: SupportDelivery;
  /** The team's answer, kept with the message; `enviada` false while its e-mail has not gone out. */
  resposta?: { texto?: string; at: string; enviada: boolean };
  /** Her address bounced or complained: no reply of ours is e-mailed to it ('E-mail não entregue'). */
  emailNaoEntregue?: boolean;
}

export interface TeamSupportPage {
  items: TeamSupportMessage[];
  cursor: string | null;
}

/** POST /api/equipe/atendimento/{id}/arquivo's answer ('changed': false when it was archived already). */
export interface SupportArchived {
  estado: 'arquivada';
  changed: boolean;
}
