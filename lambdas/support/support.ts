import { invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import { hasControlCharacters } from '../base/text';
import { isStrictEmailAddress } from '../base/email-address';
import { formatDateTimeSP } from '../../contract/sao-paulo-time';
import { hasLetters, phoneDigitsOf, phoneProblem } from '../../contract/phone';
import { renderSupportEmail, type SupportEmail } from './support-email-template';

/**
 * SES attempts before a support message is given up on and moved to the dead-letter list (one at the request,
 * then one per run of the retry job, every 5 minutes): a temporary SES outage of ~20 minutes is ridden out; an
 * address SES refuses for ever no longer holds a place in the queue.
 */
export const SUPPORT_MAX_DELIVERY_ATTEMPTS = 5;

export const SUPPORT_LIMITS = { nome: 120, email: 254, whatsapp: 40, mensagem: 5000 } as const;

export interface SupportForm {
  nome?: string;
  email?: string;
  whatsapp?: string;
  mensagem?: string;
}

export type SupportRequest = Required<SupportForm>;

const labels = { nome: 'Nome', email: 'Email', whatsapp: 'WhatsApp/Celular', mensagem: 'Mensagem' } as const;

/**
 * All four fields are required and bounded. Name, e-mail and WhatsApp are single lines: they go into the
 * e-mail's subject and Reply-To, where a line break could inject headers.
 */
export function validateSupport(form: SupportForm): SupportRequest {
  const nome = (form.nome ?? '').trim();
  const email = (form.email ?? '').trim();
  const whatsapp = (form.whatsapp ?? '').trim();
  const mensagem = (form.mensagem ?? '').trim();
  const required = { nome: messages.supportNomeRequired, email: messages.supportEmailInvalid, whatsapp: messages.supportWhatsappRequired, mensagem: messages.supportMensagemRequired };
  const values = { nome, email, whatsapp, mensagem };
  for (const field of ['nome', 'email', 'whatsapp', 'mensagem'] as const) {
    if (!values[field]) throw invalidInput(required[field], field);
    if (values[field].length > SUPPORT_LIMITS[field]) throw invalidInput(messages.supportTooLong(labels[field], SUPPORT_LIMITS[field]), field);
    if (field !== 'mensagem' && /[\r\n]/.test(values[field])) throw invalidInput(messages.supportLineBreak(labels[field]), field);
    if (hasControlCharacters(values[field], field === 'mensagem')) throw invalidInput(messages.invalidCharacters(labels[field]), field);
  }
  if (!hasLetters(nome)) throw invalidInput(messages.nameLetters, 'nome');
  if (!isStrictEmailAddress(email)) throw invalidInput(messages.supportEmailFormat, 'email');
  // Checked as at sign-up, so the team can call her back: 11 digits with a DDD of Brazil's.
  const phoneWrong = phoneProblem(phoneDigitsOf(whatsapp));
  if (phoneWrong) throw invalidInput(phoneWrong === 'digits' ? messages.supportWhatsappDigits : messages.phoneAreaCode, 'whatsapp');
  return values;
}

export { escapeHtml } from '../base/html';
export { supportEmailTexts } from './support-email-texts';
export type { SupportEmail } from './support-email-template';

/** The e-mail the support team receives (rendered by support-email-template.ts). */
/** 'Recebida em: 27/11/2026 00:41': when it arrived, as Brazilians write it, on São Paulo's clock (the team reads it there). */
export function supportEmail(request: SupportRequest, receivedAt: string): SupportEmail {
  return renderSupportEmail({ ...request, receivedAt: formatDateTimeSP(receivedAt) });
}
