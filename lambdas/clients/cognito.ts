import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DomainError, invalidInput } from '../domain/errors';
import { messages } from '../domain/messages';
import { AuthUserExistsError, type AuthUser } from '../domain/signup';
import { requireEnv } from '../env';

// Created on first use so tests can set the endpoint (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER) first.
let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 });
  return client;
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? '';

/**
 * Creates the Cognito user with the client API (SignUp), which makes Cognito send the verification e-mail
 * through our CustomMessage trigger. Returns the user's `sub`, which becomes the caregiver's uid.
 */
export async function signUpUser(input: { email: string; password: string; name: string }): Promise<string> {
  try {
    const out = await cognito().send(
      new SignUpCommand({
        ClientId: requireEnv('USER_POOL_CLIENT_ID'),
        Username: input.email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'name', Value: input.name },
        ],
      }),
    );
    if (!out.UserSub) throw new Error('SignUp returned no UserSub');
    return out.UserSub;
  } catch (error) {
    switch (errorName(error)) {
      case 'UsernameExistsException':
        throw new AuthUserExistsError();
      case 'InvalidPasswordException':
        throw invalidInput(messages.passwordPolicy, 'password');
      case 'InvalidParameterException':
        throw invalidInput(messages.emailInvalid, 'email');
      case 'TooManyRequestsException':
      case 'LimitExceededException':
      case 'CodeDeliveryFailureException':
        throw new DomainError('unavailable', messages.signupUnavailable);
      default:
        throw error;
    }
  }
}

/** The Cognito user signed in with this e-mail, if any. */
export async function findUserByEmail(email: string): Promise<AuthUser | undefined> {
  try {
    const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: email }));
    const sub = out.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? out.Username ?? '';
    return { sub, status: out.UserStatus ?? 'UNKNOWN', createdAt: out.UserCreateDate ? new Date(out.UserCreateDate) : new Date(0) };
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Deletes a user by `sub` (the username in a pool whose users sign in with their e-mail). Already gone is fine. */
export async function deleteUser(sub: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/**
 * Asks Cognito to e-mail a reset code (through our CustomMessage trigger). An unknown or unconfirmed e-mail is
 * answered like a known one, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ClientId: requireEnv('USER_POOL_CLIENT_ID'), Username: email }));
  } catch (error) {
    switch (errorName(error)) {
      case 'UserNotFoundException':
      case 'InvalidParameterException':
      case 'NotAuthorizedException':
        return;
      case 'LimitExceededException':
      case 'TooManyRequestsException':
        throw new DomainError('rate-limited', messages.tooManyAttempts(15));
      case 'CodeDeliveryFailureException':
        throw new DomainError('unavailable', messages.serviceUnavailable);
      default:
        throw error;
    }
  }
}
