import type * as Amplify from 'aws-amplify/auth';
import type { UserPoolSettings } from './user-pool';

/**
 * Cognito through Amplify, loaded at the first call that needs it: a visitor on /login or /signup with no stored
 * session never downloads Amplify (about a fifth of the page's JavaScript) until she submits a form
 * (docs/decisions/054). The SPA imports these, never 'aws-amplify/auth' itself.
 */

let pool: UserPoolSettings | undefined;
let configured: Promise<typeof import('./amplify-setup')> | undefined;

/** main.tsx, before the first render: the pool Amplify is configured for when it loads. */
export function setUserPool(settings: UserPoolSettings): void {
  pool = settings;
}

/**
 * The console points Amplify at the operators' own pool while it is open, and back at the caregivers' when it closes
 * (docs/decisions/048): Amplify holds one pool at a time; its tokens are kept per app client, so sessions never mix.
 */
export async function switchUserPool(settings: UserPoolSettings): Promise<void> {
  pool = settings; // at once, so that the order of calls is the order of effect
  if (configured) (await configured).configureAmplify(settings);
}

/** Amplify, configured once; only the named calls are imported (a dynamic import of the package would take it all). */
function session(): Promise<typeof import('./amplify-setup')> {
  configured ??= import('./amplify-setup').then((setup) => {
    if (pool) setup.configureAmplify(pool);
    return setup;
  });
  return configured;
}

async function forms(): Promise<typeof import('./amplify-forms')> {
  await session();
  return import('./amplify-forms');
}

/**
 * main.tsx, at boot, once the pool is known: when this browser holds tokens of any pool, Amplify's code starts loading
 * (a signed-in page asks Cognito first thing) and is configured in the same turn it arrives; without any, nothing
 * loads. Never before the pool is known: from its first evaluation Amplify listens to other tabs' changes of its
 * storage, and one heard before it is configured logs an error (NoAmplifyContextError).
 */
export function preloadIfSessionStored(): void {
  if (pool && storedKeyStartingWith('CognitoIdentityServiceProvider.')) void session();
}

function storedKeyStartingWith(prefix: string): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(prefix)) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * The access token Amplify keeps for this pool (`CognitoIdentityServiceProvider.<client>.<user>.accessToken`), when it
 * is good for another minute: the boot's first requests go out with it before Amplify's code has arrived. Amplify's
 * own check follows; anything unexpected here means no token (the usual path).
 */
export function storedAccessToken(): string | undefined {
  if (!pool) return undefined;
  try {
    const prefix = `CognitoIdentityServiceProvider.${pool.userPoolClientId}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    const token = user ? localStorage.getItem(`${prefix}.${user}.accessToken`) : null;
    if (!token) return undefined;
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 > Date.now() + 60_000 ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser may hold a session: Amplify keeps the pool's tokens in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.`; with none there is nothing to ask Cognito. Without a configured
 * pool it cannot tell from storage, and says yes (ask Amplify).
 */
export function mayHaveSession(): boolean {
  if (!pool) return true;
  return storedKeyStartingWith(`CognitoIdentityServiceProvider.${pool.userPoolClientId}.`);
}

export type { SignInOutput } from 'aws-amplify/auth';
export const signIn = async (input: Amplify.SignInInput): Promise<Amplify.SignInOutput> => (await forms()).signIn(input);
export const confirmSignIn = async (input: Amplify.ConfirmSignInInput): Promise<Amplify.ConfirmSignInOutput> => (await forms()).confirmSignIn(input);
export const signOut = async (input?: Amplify.SignOutInput): Promise<void> => (await session()).signOut(input);
export const fetchAuthSession = async (options?: Amplify.FetchAuthSessionOptions): Promise<Amplify.AuthSession> => (await session()).fetchAuthSession(options);
export const resendSignUpCode = async (input: Amplify.ResendSignUpCodeInput): Promise<Amplify.ResendSignUpCodeOutput> => (await forms()).resendSignUpCode(input);
export const confirmSignUp = async (input: Amplify.ConfirmSignUpInput): Promise<Amplify.ConfirmSignUpOutput> => (await forms()).confirmSignUp(input);
export const confirmResetPassword = async (input: Amplify.ConfirmResetPasswordInput): Promise<void> => (await forms()).confirmResetPassword(input);
export const updatePassword = async (input: Amplify.UpdatePasswordInput): Promise<void> => (await forms()).updatePassword(input);
