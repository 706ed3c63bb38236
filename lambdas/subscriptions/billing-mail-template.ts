import { escapedEmailButton, emailFrame } from '../base/mail/email-layout-template';
import { escapeHtml } from '../base/html';
import type { PaymentMethod } from '../../contract';
import { billingMailTexts, type BillingMailTexts } from './billing-mail-texts';

/** What a billing e-mail shows, every amount and date already formatted (billing-mail.ts computes it). */
export type BillingMailModel = { name: string; accountUrl: string } & (
  | { email: 'subscription-confirmed'; plan: string; amount: string; coupon?: { code: string; discount: string }; next?: { date: string; amount: string }; withdrawalUntil?: string; method?: PaymentMethod; accessUntil?: string }
  | { email: 'refunded'; amount: string; date: string; method?: PaymentMethod }
  | { email: 'pix-returned'; amount: string; date: string; plan: string }
  | { email: 'payment-failed'; plan: string; retryDate?: string; method?: PaymentMethod }
  | { email: 'renewal-reminder'; plan: string; amount: string; date: string; method?: PaymentMethod }
  | { email: 'renewal-stopped'; plan: string; date: string; method?: PaymentMethod }
  | { email: 'plan-ended'; plan: string; date: string }
  | { email: 'pix-ending'; plan: string; date: string }
);

const paragraphs = (...lines: (string | undefined)[]) => lines.filter((l): l is string => l !== undefined).map((line) => `<p>${escapeHtml(line)}</p>`).join('');

export function renderBillingMail(m: BillingMailModel, t: BillingMailTexts = billingMailTexts): { subject: string; html: string } {
  const wrap = (body: string) => emailFrame(`${paragraphs(t.hello(m.name))}${body}<p>${escapedEmailButton(t.accountButton, m.accountUrl)}</p><p>${escapeHtml(t.signature)}</p>`);
  const paidWith = (method: PaymentMethod | undefined) => (method ? t.paidWith(t.paymentMethods[method]) : undefined);
  switch (m.email) {
    case 'subscription-confirmed': {
      const c = t.confirmed;
      const pix = m.method === 'pix';
      const next = m.next && (m.method === 'pix-automatico' ? c.automaticNext(m.next.date, m.next.amount) : c.next(m.next.date, m.next.amount));
      const list = [c.paid(m.amount), paidWith(m.method), m.coupon && c.coupon(m.coupon.code, m.coupon.discount), next, pix && m.accessUntil ? c.pixAccess(m.accessUntil) : undefined].filter((l): l is string => !!l);
      const intro = pix ? c.pixIntro(m.plan) : m.method === 'pix-automatico' ? c.automaticIntro(m.plan) : c.intro(m.plan);
      const after = paragraphs(m.method === 'pix-automatico' ? c.automaticCancel : undefined, m.withdrawalUntil ? c.withdrawal(m.withdrawalUntil) : undefined);
      return { subject: pix ? c.pixSubject : c.subject, html: wrap(`${paragraphs(intro)}<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${after}`) };
    }
    case 'refunded': {
      const r = t.refunded;
      const amount = m.method === 'pix' || m.method === 'pix-automatico' ? r.pixAmount(m.amount, m.date) : r.amount(m.amount, m.date);
      return { subject: r.subject, html: wrap(paragraphs(r.intro, paidWith(m.method), amount, r.plan)) };
    }
    case 'pix-returned': {
      const r = t.pixReturned;
      return { subject: r.subject, html: wrap(paragraphs(r.intro(m.amount, m.plan), r.amount(m.amount, m.date), r.plan)) };
    }
    case 'plan-ended': {
      const e = t.planEnded;
      // Only a one-off Pix period ends by itself (the expiry job); a subscription's end is Stripe's, told otherwise.
      return { subject: e.subject, html: wrap(paragraphs(e.intro(m.plan, m.date), paidWith('pix'), e.again)) };
    }
    case 'pix-ending': {
      const e = t.pixEnding;
      return { subject: e.subject(m.date), html: wrap(`${paragraphs(e.intro(m.plan, m.date), paidWith('pix'), e.renew)}<p>${escapedEmailButton(e.button, m.accountUrl)}</p>`) };
    }
    case 'payment-failed': {
      const f = t.paymentFailed;
      const automatic = m.method === 'pix-automatico';
      return { subject: f.subject, html: wrap(paragraphs(automatic ? f.automaticIntro(m.plan) : f.intro(m.plan), paidWith(m.method), automatic ? f.automaticUpdate : f.update, m.retryDate ? f.retry(m.retryDate) : f.noRetry)) };
    }
    case 'renewal-stopped': {
      const r = t.renewalStopped;
      return { subject: r.subject, html: wrap(paragraphs(r.intro(m.plan), paidWith(m.method), r.until(m.date), m.method === 'pix-automatico' ? r.automaticNoDebit : undefined, r.again)) };
    }
    case 'renewal-reminder': {
      const r = t.reminder;
      const automatic = m.method === 'pix-automatico';
      const method = paidWith(m.method ?? 'cartao');
      const body = automatic ? paragraphs(r.automaticIntro(m.plan, m.date, m.amount), method, r.automaticHowToCancel(m.date), r.nothingToDo) : paragraphs(r.intro(m.plan, m.date, m.amount), method, r.howToCancel(m.date), r.nothingToDo);
      return { subject: r.subject(m.date), html: wrap(body) };
    }
  }
}
