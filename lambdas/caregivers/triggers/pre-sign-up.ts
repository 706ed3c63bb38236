import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { triggerHandler } from '../../base/jobs/job-handler';
import { signupSignatureSecret } from '../signup-secret';
import { isSignedSignup } from '../signup-signature';
import { messages } from '../../base/messages';
import { metricNames } from '../../base/observability/metric-names';
import { Refusal } from '../../base/observability/observability';

/**
 * Cognito PreSignUp trigger: the door behind `/api/signup`. A SignUp is let through only with the server's
 * signature of its e-mail (ClientMetadata, see caregivers/signup-signature.ts); users an operator creates with
 * AdminCreateUser (IAM-authorised) pass; anything else (federation is not used) is refused. Throwing makes Cognito
 * answer the caller UserLambdaValidationException and create nobody; a refusal counts SignUpsRefused, not a failure
 * (anyone may call SignUp with the public client id: a refusal pages nobody).
 */
export const handler = triggerHandler('caregivers/triggers/pre-sign-up', async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_AdminCreateUser') return event;
  const email = event.request.userAttributes.email ?? '';
  if (event.triggerSource === 'PreSignUp_SignUp' && isSignedSignup(email, event.request.clientMetadata, await signupSignatureSecret(), new Date())) {
    event.response.autoConfirmUser = false;
    event.response.autoVerifyEmail = false;
    return event;
  }
  throw new Refusal(messages.signupOnlyThroughSite);
}, { refuses: metricNames.signUpsRefused });
