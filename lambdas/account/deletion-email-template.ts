import { emailFrame, escapedEmailButton } from '../base/mail/email-layout-template';
import { escapeHtml } from '../base/html';
import { deletionEmailTexts, type DeletionEmailTexts } from './deletion-email-texts';

/** The deletion's confirmation: the date it finished (São Paulo) and the privacy policy's address. */
export function renderDeletionEmail(m: { date: string; privacyUrl: string }, t: DeletionEmailTexts = deletionEmailTexts): { subject: string; html: string } {
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  return {
    subject: t.subject,
    html: emailFrame(`${p(t.hello)}${p(t.done(m.date))}${p(t.erased)}${p(t.kept)}<p>${escapedEmailButton(t.privacyButton, m.privacyUrl)}</p>${p(t.notYou)}${p(t.signature)}`),
  };
}
