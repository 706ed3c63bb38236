import { emailFrame, escapedEmailButton } from '../base/mail/email-layout-template';
import { escapeHtml } from '../base/html';
import { deletionEmailTexts, type DeletionEmailTexts } from './deletion-email-texts';

/** What the deletion did to her plan, as the e-mail says it (amounts and dates already written as people read them). */
export type DeletionEmailPlan = { refunded: { amount: string; date: string; byPix: boolean } } | { notRefunded: { accessUntil: string } };

/** The deletion's confirmation: the date it finished (São Paulo), what became of her plan, and the privacy policy's address. */
export function renderDeletionEmail(m: { date: string; privacyUrl: string; plan?: DeletionEmailPlan }, t: DeletionEmailTexts = deletionEmailTexts): { subject: string; html: string } {
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const plan = !m.plan
    ? ''
    : 'refunded' in m.plan
      ? p((m.plan.refunded.byPix ? t.refundedByPix : t.refundedToCard)(m.plan.refunded.amount, m.plan.refunded.date))
      : p(t.notRefunded(m.plan.notRefunded.accessUntil));
  return {
    subject: t.subject,
    html: emailFrame(`${p(t.hello)}${p(t.done(m.date))}${p(t.erased)}${plan}${p(t.kept)}<p>${escapedEmailButton(t.privacyButton, m.privacyUrl)}</p>${p(t.notYou)}${p(t.signature)}`),
  };
}
