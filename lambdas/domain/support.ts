import { invalidInput } from './errors';
import { messages } from './messages';
import { hasControlCharacters } from './text';
import { isValidEmail } from './signup';

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
  if (!isValidEmail(email)) throw invalidInput(messages.supportEmailInvalid, 'email');
  return values;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface SupportEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** The e-mail the support team receives; everything the sender typed is escaped in the HTML part. */
export function supportEmail(request: SupportRequest, receivedAt: string): SupportEmail {
  const rows: [string, string][] = [
    ['Nome', request.nome],
    ['Email', request.email],
    ['WhatsApp/Celular', request.whatsapp],
    ['Recebida em', receivedAt],
  ];
  return {
    subject: `Suporte Carey: mensagem de ${request.nome}`,
    replyTo: request.email,
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nMensagem:\n${request.mensagem}\n`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">` +
      rows.map(([k, v]) => `<p><strong>${k}:</strong> ${escapeHtml(v)}</p>`).join('') +
      `<p><strong>Mensagem:</strong></p><p style="white-space:pre-wrap">${escapeHtml(request.mensagem)}</p></div>`,
  };
}
