import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { triggerHandler } from '../../base/jobs/job-handler';
import { passwordResetEmail, temporaryPasswordEmail, verificationEmail } from '../account-emails';
import { requireEnv } from '../../base/env';

const siteUrl = () => requireEnv('SITE_URL').replace(/\/$/, '');

/** Cognito CustomMessage trigger: every account e-mail in Portuguese; sign-up carries a link to /verify-email. */
export const handler = triggerHandler('caregivers/triggers/custom-message', async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const { codeParameter, usernameParameter, userAttributes } = event.request;
  const email = userAttributes.email ?? '';
  let message;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      message = verificationEmail(siteUrl(), email, codeParameter);
      break;
    case 'CustomMessage_ForgotPassword':
      message = passwordResetEmail(codeParameter);
      break;
    case 'CustomMessage_AdminCreateUser':
      message = temporaryPasswordEmail(usernameParameter ?? email, codeParameter);
      break;
    default:
      return event;
  }
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  return event;
});
