import { confirmSignIn, fetchAuthSession, resendSignUpCode, signIn, signOut, type SignInOutput } from '../../lib/auth';

export type { SignInOutput };
import { isOperatorClaim } from '../../../../contract/team';

/**
 * Sign-in and its follow-ups, loaded only when the person starts filling the login form: Amplify's sign-in
 * (with the SRP arithmetic the deployed pool uses) is the largest part of the login page's JavaScript.
 */
export async function signInWithPassword(input: { username: string; password: string; authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' }): Promise<SignInOutput> {
  const request = { username: input.username, password: input.password, options: { authFlowType: input.authFlowType } };
  try {
    return await signIn(request);
  } catch (error) {
    // A stale session left in storage blocks a new sign-in; drop it and try once more.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return signIn(request);
  }
}

/** An operator's second step: the code her authenticator app shows (Cognito's SOFTWARE_TOKEN_MFA challenge). */
export function confirmTotpCode(code: string): Promise<SignInOutput> {
  return confirmSignIn({ challengeResponse: code });
}

export async function resendConfirmation(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

/** True when the signed-in user is an operator of the team's console (her token's `cognito:groups` has `equipe`). */
export async function isOperatorSignedIn(): Promise<boolean> {
  const session = await fetchAuthSession();
  return isOperatorClaim(session.tokens?.accessToken?.payload?.['cognito:groups']);
}
