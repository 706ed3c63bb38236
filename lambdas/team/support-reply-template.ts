import { escapeHtml } from '../base/html';
import { teamTexts } from './texts';

export interface SupportReplyEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the reply says: the team's text, and her message with the date it arrived (pt-BR, São Paulo time). */
export interface SupportReplyModel {
  to: string;
  reply: string;
  receivedAt: string;
  mensagem: string;
}

/** The reply e-mail: the team's text, then her message quoted; everything typed is escaped in the HTML part. */
export function renderSupportReply(m: SupportReplyModel, t: typeof teamTexts.support = teamTexts.support): SupportReplyEmail {
  const intro = t.quoteIntro(m.receivedAt);
  const quoted = m.mensagem.split('\n').map((line) => `> ${line}`).join('\n');
  return {
    to: m.to,
    subject: t.replySubject,
    text: `${m.reply}\n\n${intro}\n${quoted}\n`,
    html:
      `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5"><p style="white-space:pre-wrap">${escapeHtml(m.reply)}</p>` +
      `<p>${escapeHtml(intro)}</p><blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(m.mensagem)}</blockquote></div>`,
  };
}
