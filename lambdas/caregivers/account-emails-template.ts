import { emailButton, emailFrame } from '../base/mail/email-layout-template';
import { accountEmailTexts, type AccountEmailTexts, type TakenContact } from './account-emails-texts';

export interface AccountEmail {
  subject: string;
  html: string;
}

/**
 * Which account e-mail, and what it shows (computed by account-emails.ts). `code` is Cognito's placeholder
 * ({####}) or the code itself; values are placed as today (addresses are built from encoded parts).
 */
export type AccountEmailModel =
  | { email: 'verification'; confirmUrl: string }
  | { email: 'password-reset'; code: string }
  | { email: 'temporary-password'; username: string; code: string }
  | { email: 'signup-attempt'; taken: TakenContact; loginUrl: string };

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export function renderAccountEmail(m: AccountEmailModel, t: AccountEmailTexts = accountEmailTexts): AccountEmail {
  const wrap = (body: string) => emailFrame(`${body}<p>${t.signature}</p>`);
  switch (m.email) {
    case 'verification': {
      const v = t.verification;
      return { subject: v.subject, html: wrap(paragraphs(v.received, v.useButton, emailButton(v.button, m.confirmUrl), v.notYou)) };
    }
    case 'password-reset': {
      const r = t.passwordReset;
      return { subject: r.subject, html: wrap(paragraphs(r.asked, `${r.codeIs} <strong>${m.code}</strong>`, r.notYou)) };
    }
    case 'temporary-password': {
      const p = t.temporaryPassword;
      return { subject: p.subject, html: wrap(paragraphs(`${p.userIs} ${m.username} ${p.passwordIs} <strong>${m.code}</strong>.`)) };
    }
    case 'signup-attempt': {
      const a = t.signupAttempt;
      return {
        subject: a.subject,
        html: wrap(paragraphs(a.someone(a.taken[m.taken]), a.nothingCreated, `${a.ifYou} <a href="${m.loginUrl}">${m.loginUrl}</a>. ${a.forgot}`, a.ifNotYou)),
      };
    }
  }
}
