import { NOTICE_AUDIENCES, type NoticeAudience, NOTICE_SIGNUP_TYPES, TEAM_NOTICE_MAX, type NoticeTargetInput, type TeamNotice } from '../../contract/team-notices';
import type { AuditEntry } from '../../contract/team';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { NOTICE_ID_PATTERN } from '../notices/store';
import { conflict, DomainError, invalidInput, notFound } from '../base/errors';
import { hasControlCharacters } from '../base/text';
import { auditLine, type Operator } from './audit';
import { parseSearch } from './caregivers';
import type { NoticeTarget, SegmentCaregiver } from './notice-segments';
import { inSegment } from './notice-segments';
import { teamTexts } from './texts';

const t = teamTexts.notices;

/** A notice the team sent: its text, target and the fan-out's state (one item; lambdas/team/data/notice-table.ts). */
export interface NoticeSend {
  id: string;
  mensagem: string;
  alvo: NoticeTarget;
  actorId: string;
  /** Epoch seconds: also the caregivers' notices' `createdAt`. */
  createdAt: number;
  estado: 'enviando' | 'concluido';
  escritos: number;
  lotes: number;
  alcance: number;
  /** Where the fan-out goes on (an opaque key of the caregivers' scan); absent before the first batch. */
  cursor?: string;
  /** 'uma': who she is, as she was named when it was sent (taken out when her account is deleted). */
  destinataria?: { uid: string; nome: string };
  /** 'uma': her account was deleted since. */
  targetDeleted?: boolean;
}

export function parseMessage(text: string | undefined): string {
  const message = (text ?? '').trim();
  if (!message) throw invalidInput(t.messageRequired, 'mensagem');
  if (message.length > TEAM_NOTICE_MAX) throw invalidInput(t.messageTooLong(TEAM_NOTICE_MAX), 'mensagem');
  if (hasControlCharacters(message, true)) throw invalidInput(t.messageInvalidCharacters, 'mensagem');
  return message;
}

/** The target as typed, checked: one caregiver is then looked up by her e-mail or phone. */
export type ParsedTarget = { one: ReturnType<typeof parseSearch> } | { segment: NoticeTarget };

const isAudience = (value: string | undefined): value is NoticeAudience => (NOTICE_AUDIENCES as readonly (string | undefined)[]).includes(value);

/** The target's fields as they arrive (strings; the audience is checked here). */
export type TargetFields = { [K in keyof NoticeTargetInput]?: string };

export function parseTarget(input: TargetFields): ParsedTarget {
  const audience = input.destinatarias;
  if (!isAudience(audience)) throw invalidInput(t.audienceRequired, 'destinatarias');
  if (audience === 'uma') {
    if (!input.cuidadora?.trim()) throw invalidInput(t.caregiverRequired, 'cuidadora');
    try {
      return { one: parseSearch(input.cuidadora) };
    } catch (error) {
      // The same message as the Cuidadoras search, on this form's field.
      if (error instanceof DomainError) throw invalidInput(error.message, 'cuidadora');
      throw error;
    }
  }
  if (audience === 'tipo-de-cadastro') {
    const type = input.tipoDeCadastro?.trim() ?? '';
    if (!(NOTICE_SIGNUP_TYPES as readonly string[]).includes(type)) throw invalidInput(t.signupTypeInvalid(NOTICE_SIGNUP_TYPES), 'tipoDeCadastro');
    return { segment: { destinatarias: audience, criterio: type } };
  }
  if (audience === 'cidade') {
    const city = (input.cidade ?? '').trim().replace(/\s+/g, ' ');
    if (!city) throw invalidInput(t.cityRequired, 'cidade');
    if (city.length > 80 || hasControlCharacters(city)) throw invalidInput(t.cityTooLong, 'cidade');
    return { segment: { destinatarias: audience, criterio: city } };
  }
  return { segment: { destinatarias: audience } };
}

export function checkNoticeSendId(id: string | undefined): string {
  if (!id || !NOTICE_ID_PATTERN.test(id)) throw notFound(t.noticeNotFound);
  return id;
}

export interface NoticeReads {
  /** The caregiver an exact e-mail or phone names (sign-up claims each once). */
  findOne(search: ReturnType<typeof parseSearch>): Promise<SegmentCaregiver | undefined>;
  /** Calls `each` with every caregiver's segment fields, a scan page at a time. */
  forEachCaregiver(each: (caregivers: SegmentCaregiver[]) => void): Promise<void>;
  /** The same, from the 'Cuidadoras' index instead of a scan (the reach of the type and city segments). */
  forEachListedCaregiver(each: (caregivers: SegmentCaregiver[]) => void): Promise<void>;
  /** The reach counters (base counters): caregivers who can receive notices, and those of them with a plan. */
  readReachCounts(): Promise<{ reachable: number; reachableWithPlan: number }>;
}

/** The one caregiver as the operator named her (her e-mail or phone), for the Registro. */
const searchLabel = (search: ReturnType<typeof parseSearch>) => (search.kind === 'email' ? search.email : search.digits);

async function resolveOne(search: ReturnType<typeof parseSearch>, reads: Pick<NoticeReads, 'findOne'>): Promise<SegmentCaregiver> {
  const caregiver = await reads.findOne(search);
  if (!caregiver) throw notFound(teamTexts.caregiverNotFound);
  if (!caregiver.reachable) throw conflict(t.caregiverInactive, 'cuidadora');
  return caregiver;
}

async function countSegment(segment: NoticeTarget, reads: Pick<NoticeReads, 'forEachCaregiver'>): Promise<number> {
  let count = 0;
  await reads.forEachCaregiver((page) => {
    count += page.filter((c) => inSegment(c, segment)).length;
  });
  return count;
}

/**
 * 'Será enviado para N cuidadora(s)': the same rule as the fan-out. 'Todas', 'Com plano' and 'Sem plano' read the reach
 * counters that every write changing the rule's fields keeps; the type and the city are counted over the caregivers'
 * index (a Query of caregiver records only, never a Scan of the table).
 */
export async function noticeReach(target: ParsedTarget, reads: NoticeReads): Promise<{ alcance: number }> {
  if ('one' in target) return { alcance: (await resolveOne(target.one, reads)) ? 1 : 0 };
  const { destinatarias } = target.segment;
  if (destinatarias === 'todas' || destinatarias === 'com-plano' || destinatarias === 'sem-plano') {
    const { reachable, reachableWithPlan } = await reads.readReachCounts();
    return { alcance: Math.max(0, { todas: reachable, 'com-plano': reachableWithPlan, 'sem-plano': reachable - reachableWithPlan }[destinatarias]) };
  }
  return { alcance: await countSegment(target.segment, { forEachCaregiver: reads.forEachListedCaregiver }) };
}

/**
 * A caregiver notice's id (`{epoch seconds}-{8 hex}`) whose hex starts with the milliseconds, so the team's list,
 * sorted by id, keeps two sends of the same second in order.
 */
function sendId(now: Date): string {
  const ms = now.getTime();
  return `${String(Math.floor(ms / 1000)).padStart(10, '0')}-${(ms % 1000).toString(16).padStart(3, '0')}${randomBytes(3).toString('hex').slice(0, 5)}`;
}

export interface SendNoticeIo extends NoticeReads {
  /** One caregiver: her notice, the send (done) and the audit line in one transaction; false if she is no longer active. */
  sendToOne(send: NoticeSend, uid: string, entry: AuditEntry): Promise<boolean>;
  /** A segment: the send (with its fan-out pending) and the audit line in one transaction. */
  startFanOut(send: NoticeSend, entry: AuditEntry): Promise<void>;
  /** Counts one send against the operator's daily limit (operatorLimits['team-notice']); 429 past it. */
  consumeSendLimit(operatorId: string): Promise<void>;
}

/**
 * 'Enviar aviso'. The server decides the recipients: one caregiver gets hers at once; a segment starts a fan-out
 * that the job (and this request, for a moment) writes in batches. The Registro's line is written with the send.
 * Each send that gets as far as writing counts against the operator's daily limit (a refused input does not).
 */
export async function sendNotice(input: { operator: Operator; mensagem: string; target: ParsedTarget }, io: SendNoticeIo, now: Date = new Date()): Promise<NoticeSend> {
  const createdAt = Math.floor(now.getTime() / 1000);
  const base = { id: sendId(now), mensagem: input.mensagem, actorId: input.operator.id, createdAt, lotes: 0 };
  // The Registro names the notice by its words (an operator never knows a send's id): the target for a segment, a fact beside her for one.
  const excerpt = noticeExcerpt(input.mensagem);
  const entry = (targetId?: string) =>
    auditLine(input.operator, { action: 'aviso-enviado', target: { id: targetId, label: 'one' in input.target ? searchLabel(input.target.one) : t.auditTarget(excerpt) }, details: { aviso: excerpt } }, now);
  if ('one' in input.target) {
    const caregiver = await resolveOne(input.target.one, io);
    const destinataria = { uid: caregiver.uid, nome: caregiver.nome ?? '' };
    const send: NoticeSend = { ...base, alvo: { destinatarias: 'uma' }, estado: 'concluido', escritos: 1, lotes: 1, alcance: 1, destinataria };
    await io.consumeSendLimit(input.operator.id);
    if (!(await io.sendToOne(send, caregiver.uid, entry(caregiver.uid)))) throw conflict(t.caregiverInactive, 'cuidadora');
    return send;
  }
  const alcance = await countSegment(input.target.segment, io);
  if (alcance === 0) throw invalidInput(t.noRecipients, 'destinatarias');
  const send: NoticeSend = { ...base, alvo: input.target.segment, estado: 'enviando', escritos: 0, alcance };
  await io.consumeSendLimit(input.operator.id);
  await io.startFanOut(send, entry(send.id));
  return send;
}

/** A notice's first words, as a line of the Registro quotes it: one line, at most NOTICE_EXCERPT_LENGTH characters. */
export const NOTICE_EXCERPT_LENGTH = 60;
export function noticeExcerpt(mensagem: string): string {
  const line = mensagem.replace(/\s+/g, ' ').trim();
  return line.length <= NOTICE_EXCERPT_LENGTH ? line : `${line.slice(0, NOTICE_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function teamNoticeView(send: NoticeSend): TeamNotice {
  return {
    id: send.id,
    mensagem: send.mensagem,
    destinatarias: send.alvo.destinatarias,
    ...(send.alvo.criterio ? { criterio: send.alvo.criterio } : {}),
    enviadoEm: new Date(send.createdAt * 1000).toISOString(),
    estado: send.estado,
    escritos: send.escritos,
    lotes: send.lotes,
    alcance: send.alcance,
    ...(send.destinataria ? { destinataria: send.destinataria.nome } : {}),
    ...(send.targetDeleted ? { destinatariaExcluida: true } : {}),
  };
}

const text = z.string().max(4000).optional();
/** POST /api/equipe/avisos's body, checked as text first; parseSendInput gives the Portuguese refusals. */
export const sendNoticeBody = z.strictObject({ mensagem: text, destinatarias: text, cuidadora: text, tipoDeCadastro: text, cidade: text });

export function parseSendInput(body: TargetFields & { mensagem?: string }): { mensagem: string; target: ParsedTarget } {
  return { mensagem: parseMessage(body.mensagem), target: parseTarget(body) };
}
