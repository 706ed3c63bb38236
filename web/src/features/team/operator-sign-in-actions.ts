import { confirmSignIn, signIn, signOut, type SignInOutput } from '../../lib/auth';

export type { SignInOutput };

/** What the console's sign-in shows after a step: signed in, the code field, the first sign-in's enrolment, or a new password. */
export type OperatorStep = { kind: 'done' } | { kind: 'code' } | { kind: 'setup'; secret: string; uri: string } | { kind: 'new-password' } | { kind: 'unsupported' };

/** The authenticator app's label for the account (otpauth:// issuer). */
const ISSUER = 'Carey';

/** Amplify's answer as the form's next step (Cognito's SOFTWARE_TOKEN_MFA, MFA_SETUP, or a temporary password). */
export function nextStepOf(result: SignInOutput, email: string): OperatorStep {
  if (result.isSignedIn) return { kind: 'done' };
  const step = result.nextStep;
  if (step.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
    return { kind: 'setup', secret: step.totpSetupDetails.sharedSecret, uri: step.totpSetupDetails.getSetupUri(ISSUER, email).toString() };
  }
  if (step.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { kind: 'code' };
  if (step.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { kind: 'new-password' };
  return { kind: 'unsupported' };
}

/**
 * Email and password at the operators' pool (Amplify must already point at it: operators-pool.ts). `authFlowType`
 * is SRP in AWS, USER_PASSWORD_AUTH against the local stand-in (docs/decisions/047).
 */
export async function signInOperator(input: { email: string; password: string; authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' }): Promise<OperatorStep> {
  const request = { username: input.email, password: input.password, options: { authFlowType: input.authFlowType } };
  try {
    return nextStepOf(await signIn(request), input.email);
  } catch (error) {
    // A stale session left in storage blocks a new sign-in; drop it and try once more.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return nextStepOf(await signIn(request), input.email);
  }
}

/**
 * The answer to the step shown: the 6-digit code (the second factor, or at the first sign-in the proof that her app is
 * enrolled), or the new password an invited operator chooses in place of the temporary one Cognito e-mailed her.
 */
export async function answerStep(response: string, email: string): Promise<OperatorStep> {
  return nextStepOf(await confirmSignIn({ challengeResponse: response }), email);
}

/** The operators' pool's minimum (infra/operators-pool.ts `operatorPasswordPolicy`), checked before Cognito is asked. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
