import { escapedEmailButton, emailFrame } from '../base/mail/email-layout-template';
import { escapeHtml } from '../base/html';
import { billingMailTexts, type BillingMailTexts } from './billing-mail-texts';

/** What a billing e-mail shows, every amount and date already formatted (billing-mail.ts computes it). */
export type BillingMailModel = { name: string; accountUrl: string } & (
  | { email: 'subscription-confirmed'; plan: string; amount: string; coupon?: { code: string; discount: string }; next?: { date: string; amount: string }; withdrawalUntil?: string }
  | { email: 'refunded'; amount: string; date: string }
  | { email: 'payment-failed'; plan: string; retryDate?: string }
  | { email: 'renewal-reminder'; plan: string; amount: string; date: string }
  | { email: 'renewal-stopped'; plan: string; date: string }
);

const paragraphs = (...lines: (string | undefined)[]) => lines.filter((l): l is string => l !== undefined).map((line) => `<p>${escapeHtml(line)}</p>`).join('');

export function renderBillingMail(m: BillingMailModel, t: BillingMailTexts = billingMailTexts): { subject: string; html: string } {
  const wrap = (body: string) => emailFrame(`${paragraphs(t.hello(m.name))}${body}<p>${escapedEmailButton(t.accountButton, m.accountUrl)}</p><p>${escapeHtml(t.signature)}</p>`);
  switch (m.email) {
    case 'subscription-confirmed': {
      const c = t.confirmed;
      const list = [c.paid(m.amount), m.coupon && c.coupon(m.coupon.code, m.coupon.discount), m.next && c.next(m.next.date, m.next.amount)].filter((l): l is string => !!l);
      return {
        subject: c.subject,
        html: wrap(`${paragraphs(c.intro(m.plan))}<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${paragraphs(m.withdrawalUntil ? c.withdrawal(m.withdrawalUntil) : undefined)}`),
      };
    }
    case 'refunded': {
      const r = t.refunded;
      return { subject: r.subject, html: wrap(paragraphs(r.intro, r.amount(m.amount, m.date), r.plan)) };
    }
    case 'payment-failed': {
      const f = t.paymentFailed;
      return { subject: f.subject, html: wrap(paragraphs(f.intro(m.plan), f.update, m.retryDate ? f.retry(m.retryDate) : f.noRetry)) };
    }
    case 'renewal-stopped': {
      const r = t.renewalStopped;
      return { subject: r.subject, html: wrap(paragraphs(r.intro(m.plan), r.until(m.date), r.again)) };
    }
    case 'renewal-reminder': {
      const r = t.reminder;
      return { subject: r.subject(m.date), html: wrap(paragraphs(r.intro(m.plan, m.date, m.amount), r.howToCancel(m.date), r.nothingToDo)) };
    }
  }
}
