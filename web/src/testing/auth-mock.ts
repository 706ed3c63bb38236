/** Stand-in for 'aws-amplify/auth' in component tests: `jest.mock('aws-amplify/auth', () => jest.requireActual('<this file>'))`. */
export const signedInSession = { tokens: { accessToken: { toString: () => 'token-de-teste' } } };

export const fetchAuthSession = jest.fn(async () => signedInSession as unknown);
export const signIn = jest.fn(async (_input: unknown) => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }) as unknown);
export const confirmSignIn = jest.fn(async (_input: unknown) => ({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }) as unknown);
export const signOut = jest.fn(async () => undefined);
export const resetPassword = jest.fn(async (_input: unknown) => ({ isPasswordReset: false, nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } }) as unknown);
export const confirmResetPassword = jest.fn(async (_input: unknown) => undefined);
export const updatePassword = jest.fn(async (_input: unknown) => undefined);
export const confirmSignUp = jest.fn(async (_input: unknown) => ({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } }) as unknown);
export const resendSignUpCode = jest.fn(async (_input: unknown) => ({}) as unknown);

export function signedOut(): void {
  fetchAuthSession.mockResolvedValue({ tokens: undefined });
}

export function resetAuthMock(): void {
  for (const fn of [fetchAuthSession, signIn, confirmSignIn, signOut, resetPassword, confirmResetPassword, confirmSignUp, resendSignUpCode]) fn.mockClear();
  fetchAuthSession.mockResolvedValue(signedInSession);
  signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  signOut.mockImplementation(async () => {
    signedOut();
    return undefined;
  });
}

/** A Cognito-style error (Amplify surfaces the service's exception name as `name`). */
export function cognitoError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
