import { resendSignUpCode, signIn, signOut, type SignInOutput } from '../../lib/auth';

export type { SignInOutput };

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

export async function resendConfirmation(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

