// Amplify's core singleton, not the `aws-amplify` facade: the facade wires the identity pool's credentials provider
// (and its Cognito Identity client) whenever it is given no providers, and imports it even when it is. Carey signs in
// with the user pool only (no identity pool), so the token provider alone is wired here (docs/decisions/054).
import { Amplify } from '@aws-amplify/core';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, defaultStorage } from 'aws-amplify/utils';
import type { UserPoolSettings } from './user-pool';

/** What every signed-in page may need; the forms' calls are in ./amplify-forms (sign-in's SRP stays off the other pages). */
export { fetchAuthSession, signOut } from 'aws-amplify/auth';

/** Configures Amplify for the user pool; loaded by `./auth` at the first call that needs Cognito. */
export function configureAmplify({ userPoolId, userPoolClientId, userPoolEndpoint }: UserPoolSettings): void {
  const auth = { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } };
  const configure = () => {
    // What the facade does for the token provider: the pool to refresh against, and the tokens kept in localStorage.
    cognitoUserPoolsTokenProvider.setAuthConfig(auth);
    cognitoUserPoolsTokenProvider.setKeyValueStorage(defaultStorage);
    Amplify.configure({ Auth: auth }, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
  };
  if (!userPoolEndpoint) return configure();
  // Only the local stack sets an endpoint (cognito-local), and Amplify warns about a custom endpoint on every page
  // load. It is intended here; keep the console for real problems (Amplify's later warnings still show).
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configure();
  } finally {
    ConsoleLogger.LOG_LEVEL = null;
  }
}
