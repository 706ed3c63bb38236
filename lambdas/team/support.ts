import { SUPPORT_REPLIES_PER_MESSAGE, SUPPORT_REPLY_MAX, type SupportArchived, type TeamSupportMessage, type TeamSupportPage } from '../../contract/team-support';
import type { AuditEntry } from '../../contract/team';
import { formatDateTimeSP } from '../../contract/sao-paulo-time';
import type { SupportMessage } from '../support/store';
import { DomainError, conflict, invalidInput, notFound } from '../base/errors';
import { isStrictEmailAddress } from '../base/email-address';
import { isEmailUndeliverable } from '../base/mail/undeliverable';
import { hasControlCharacters } from '../base/text';
import { auditLine, type Operator } from './audit';
import { renderSupportReply, type SupportReplyEmail } from './support-reply-template';
import { teamTexts } from './texts';

const t = teamTexts.support;
export const SUPPORT_PAGE_SIZE = 25;

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkSupportId(id: string | undefined): string {
  if (!id || !ID_PATTERN.test(id)) throw invalidInput(t.idInvalid, 'id');
  return id.toLowerCase();
}

/** The search box: one exact e-mail (the sender index is keyed by the lower-cased address). */
export function parseSupportEmail(text: string): string {
  const email = text.trim().toLowerCase();
  if (!isStrictEmailAddress(email)) throw invalidInput(t.emailInvalid, 'email');
  return email;
}

export function parseReply(text: string | undefined): string {
  const reply = (text ?? '').trim();
  if (!reply) throw invalidInput(t.replyRequired, 'resposta');
  if (reply.length > SUPPORT_REPLY_MAX) throw invalidInput(t.replyTooLong(SUPPORT_REPLY_MAX), 'resposta');
  if (hasControlCharacters(reply, true)) throw invalidInput(t.replyInvalidCharacters, 'resposta');
  return reply;
}

export function teamView(m: SupportMessage): TeamSupportMessage {
  return {
    id: m.id,
    createdAt: m.createdAt,
    ...(m.nome ? { nome: m.nome } : {}),
    ...(m.email ? { email: m.email } : {}),
    ...(m.whatsapp ? { whatsapp: m.whatsapp } : {}),
    mensagem: m.mensagem,
    estado: m.teamState ?? 'nova',
    entrega: m.status,
    ...(m.replyAt ? { resposta: { ...(m.replyText ? { texto: m.replyText } : {}), at: m.replyAt, enviada: m.replyStatus === 'sent' } } : {}),
  };
}

/** Newest first: a page of the inbox, or every message from one e-mail address. */
/** A search's line names at most this many of the messages it found (their count is always there). */
const SEARCH_IDS_RECORDED = 50;

export async function listSupport(
  input: { operator: Operator; query: { cursor?: string; email?: string } },
  reads: {
    readInbox(limit: number, cursor?: string): Promise<{ messages: SupportMessage[]; cursor: string | null }>;
    listFrom(email: string): Promise<SupportMessage[]>;
    /** Whether an address bounced or complained (read once per address of the page). */
    isUndeliverable(email: string): Promise<boolean>;
    appendAudit(entry: AuditEntry): Promise<void>;
  },
): Promise<TeamSupportPage> {
  const { query } = input;
  const page = query.email !== undefined ? { messages: await reads.listFrom(parseSupportEmail(query.email)), cursor: null } : await reads.readInbox(SUPPORT_PAGE_SIZE, query.cursor);
  // A search by e-mail answers with e-mail and WhatsApp: a read of personal data, recorded before it is answered,
  // whatever her role. The line names the messages it showed, never the address (an account deletion anonymises the
  // messages; an address in the Registro would outlive it).
  if (query.email !== undefined) {
    const shown = page.messages.map((m) => m.id);
    const details = { resultados: shown.length, ...(shown.length ? { mensagens: shown.slice(0, SEARCH_IDS_RECORDED).join(' ') } : {}) };
    await reads.appendAudit(auditLine(input.operator, { action: 'mensagens-buscadas', details }));
  }
  const addresses = [...new Set(page.messages.flatMap((m) => (m.email ? [m.email.toLowerCase()] : [])))];
  const undeliverable = new Set((await Promise.all(addresses.map(async (a) => ((await reads.isUndeliverable(a)) ? [a] : [])))).flat());
  const items = page.messages.map((m) => ({ ...teamView(m), ...(m.email && undeliverable.has(m.email.toLowerCase()) ? { emailNaoEntregue: true } : {}) }));
  return { items, cursor: page.cursor };
}

export type { SupportReplyEmail } from './support-reply-template';

/** The reply e-mail (rendered by support-reply-template.ts). */
export function supportReplyEmail(message: SupportMessage & { email: string }, reply: string): SupportReplyEmail {
  const receivedAt = formatDateTimeSP(message.createdAt);
  return renderSupportReply({ to: message.email, reply, receivedAt, mensagem: message.mensagem });
}

/**
 * 'Responder': the reply is stored with the message (state 'respondida', not yet sent) and its audit line in one
 * transaction, then e-mailed, then marked sent. If SES fails the reply stays visible as not sent and the operator
 * gets a 503 in Portuguese; answering again stores the new text and tries again. Nothing is lost.
 */
export async function replyToSupportMessage(
  input: { operator: Operator; id: string; reply: string },
  io: {
    getMessage(id: string): Promise<SupportMessage | undefined>;
    storeReplyAudited(id: string, reply: { text: string; at: string; operatorId: string }, entry: AuditEntry): Promise<boolean>;
    send(email: SupportReplyEmail): Promise<void>;
    markSent(id: string, replyAt: string): Promise<void>;
  },
  now: Date = new Date(),
): Promise<TeamSupportMessage> {
  const message = await io.getMessage(input.id);
  if (!message) throw notFound(t.notFound);
  if (!message.email) throw conflict(t.senderDeleted);
  if (repliesLeft(message) <= 0) throw replyLimitReached();
  const at = now.toISOString();
  const stored = await io.storeReplyAudited(input.id, { text: input.reply, at, operatorId: input.operator.id }, auditLine(input.operator, { action: 'mensagem-respondida', target: { id: input.id, label: message.email } }, now));
  if (!stored) {
    // The store's condition refuses a gone or anonymised message and one at the limit (a reply raced this one).
    const current = await io.getMessage(input.id);
    throw current?.email && repliesLeft(current) <= 0 ? replyLimitReached() : conflict(t.senderDeleted);
  }
  try {
    await io.send(supportReplyEmail({ ...message, email: message.email }, input.reply));
  } catch (error) {
    // A bounce or complaint marked her address: sending again would hurt the account's reputation, not reach her.
    if (isEmailUndeliverable(error)) throw conflict(t.replyUndeliverable);
    throw new DomainError('unavailable', t.replyNotSent);
  }
  await io.markSent(input.id, at);
  return teamView({ ...message, teamState: 'respondida', replyText: input.reply, replyAt: at, replyBy: input.operator.id, replyStatus: 'sent' });
}

/** How many more replies a message may get (SUPPORT_REPLIES_PER_MESSAGE in all; the store's condition holds it too). */
export function repliesLeft(message: Pick<SupportMessage, 'replyCount'>): number {
  return Math.max(0, SUPPORT_REPLIES_PER_MESSAGE - (message.replyCount ?? 0));
}

const replyLimitReached = () => new DomainError('rate-limited', t.replyLimit(SUPPORT_REPLIES_PER_MESSAGE));

/** 'Arquivar': state 'arquivada' with its audit line; archiving an archived message changes and records nothing. */
export async function archiveSupportMessage(
  input: { operator: Operator; id: string },
  io: { getMessage(id: string): Promise<SupportMessage | undefined>; archiveAudited(id: string, entry: AuditEntry): Promise<boolean> },
): Promise<SupportArchived> {
  const message = await io.getMessage(input.id);
  if (!message) throw notFound(t.notFound);
  if (message.teamState === 'arquivada') return { estado: 'arquivada', changed: false };
  if (!(await io.archiveAudited(input.id, auditLine(input.operator, { action: 'mensagem-arquivada', target: { id: input.id, label: message.email } })))) throw notFound(t.notFound);
  return { estado: 'arquivada', changed: true };
}
