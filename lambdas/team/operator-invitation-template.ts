import { sitePaths } from '../../contract';
import { escapeHtml } from '../base/html';
import { emailButton, emailFrame } from '../base/mail/email-layout-template';
import { operatorInvitationTexts, type OperatorInvitationTexts } from './operator-invitation-texts';

/** Cognito's placeholders in an invitation template: both must be there (AdminCreateUser refuses a template without). */
export const INVITE_PLACEHOLDERS = { username: '{username}', password: '{####}' } as const;

/**
 * The operators' pool's invitation (its InviteMessageTemplate: in AWS through CDK, locally on the local pool), the
 * same for every invitation ('Convidar operadora', `npm run operator -- add`, the migration). Her user is her e-mail;
 * the pool's user name is a generated id she never types, so `{username}` sits in an HTML comment (Cognito only
 * checks that it is there; docs/decisions/077-reports-outlive-reporters.md, "The invitation"). `{####}` once.
 */
export function operatorInvitation(siteUrl: string, passwordDays: number, t: OperatorInvitationTexts = operatorInvitationTexts): { subject: string; html: string } {
  const consoleUrl = escapeHtml(`${siteUrl.replace(/\/$/, '')}${sitePaths.team}`);
  const steps = `<ol>${t.steps.map((step) => `<li>${step}</li>`).join('')}</ol>`;
  const html = emailFrame(
    [
      `<p>${t.hello}</p>`,
      `<p>${t.userIs}</p>`,
      `<p>${t.passwordIs} <strong>${INVITE_PLACEHOLDERS.password}</strong>. ${t.passwordLasts(passwordDays)}</p>`,
      `<p>${t.openAt} <a href="${consoleUrl}">${consoleUrl}</a> ${t.signInWith}</p>`,
      steps,
      `<p>${emailButton(t.button, consoleUrl)}</p>`,
      `<p>${t.later} ${t.expired}</p>`,
      `<p>${t.notYou}</p>`,
      `<p>${t.signature}</p>`,
      `<!-- ${INVITE_PLACEHOLDERS.username} -->`,
    ].join(''),
  );
  return { subject: t.subject, html };
}
