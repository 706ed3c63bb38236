import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';

export type { SignInOutput };

/** What the console's sign-in shows after a step: signed in, the code field, or the first sign-in's enrolment. */
export type OperatorStep = { kind: 'done' } | { kind: 'code' } | { kind: 'setup'; secret: string; uri: string } | { kind: 'new-password' };

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
  return { kind: 'new-password' };
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

/** The 6-digit code: the sign-in's second factor, or at the first sign-in the proof that her app is enrolled. */
export async function confirmOperatorCode(code: string, email: string): Promise<OperatorStep> {
  return nextStepOf(await confirmSignIn({ challengeResponse: code }), email);
}
