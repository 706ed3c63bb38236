import { escapeHtml } from '../base/html';
import type { SupportEmail } from '../base/mail/ses';
import { supportEmailTexts, type SupportEmailTexts } from './support-email-texts';

/** The e-mail's shape is its sender's (base/mail/ses.ts). */
export type { SupportEmail };

/** What the sender typed, and when it arrived. */
export interface SupportEmailModel {
  nome: string;
  email: string;
  whatsapp: string;
  mensagem: string;
  receivedAt: string;
}

/** The e-mail the support team receives; everything the sender typed is escaped in the HTML part. */
export function renderSupportEmail(m: SupportEmailModel, t: SupportEmailTexts = supportEmailTexts): SupportEmail {
  const rows: [string, string][] = [
    [t.nome, m.nome],
    [t.email, m.email],
    [t.whatsapp, m.whatsapp],
    [t.receivedAt, m.receivedAt],
  ];
  return {
    subject: t.subject(m.nome),
    replyTo: m.email,
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${t.mensagem}:\n${m.mensagem}\n`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">` +
      rows.map(([k, v]) => `<p><strong>${k}:</strong> ${escapeHtml(v)}</p>`).join('') +
      `<p><strong>${t.mensagem}:</strong></p><p style="white-space:pre-wrap">${escapeHtml(m.mensagem)}</p></div>`,
  };
}
