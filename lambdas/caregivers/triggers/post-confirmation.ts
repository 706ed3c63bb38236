import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { triggerHandler } from '../../base/jobs/job-handler';
import { markSignupConfirmed } from '../data/unconfirmed-signups';

/**
 * Cognito PostConfirmation trigger: the e-mail of a sign-up was confirmed, so its record and claims no longer
 * expire (see SIGNUP_CONFIRMATION_HOURS). The uid is the user's `sub`.
 */
export const handler = triggerHandler('caregivers/triggers/post-confirmation', async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  const uid = event.request.userAttributes.sub;
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp' && uid) await markSignupConfirmed(uid);
  return event;
});
