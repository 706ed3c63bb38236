import {
  AdminUpdateUserAttributesCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { DomainError, invalidInput } from '../base/errors';
import { messages } from '../base/messages';
import { AuthUserExistsError, type AuthUser } from './signup-shared';
import { signSignup } from './signup-signature';
import { signupSignatureSecret } from './signup-secret';
import { requireEnv } from '../base/env';
import { cognitoRefusal, userLimitReached } from './cognito-refusals';

// Created on first use so tests can set the endpoint (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER) first.
let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 });
  return client;
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? '';

const serverSecrets = new Map<string, Promise<string>>();

/** Threat protection judges a request by the person's address: the server client passes the caller's on. */
const userContext = (clientAddress: string | undefined) => (clientAddress && isIP(clientAddress) ? { UserContextData: { IpAddress: clientAddress } } : {});

/**
 * The confidential app client the functions use (USER_POOL_SERVER_CLIENT_ID, infra/cognito-clients.ts) and the
 * SECRET_HASH Cognito asks of it for a user name: HMAC-SHA256 of user name + client id under the client's secret.
 * The secret is read from the pool once per container (DescribeUserPoolClient), so it is in no setting or bundle.
 */
async function serverClient(username: string): Promise<{ clientId: string; secretHash: string }> {
  const clientId = requireEnv('USER_POOL_SERVER_CLIENT_ID');
  let secret = serverSecrets.get(clientId);
  if (!secret) {
    secret = cognito()
      .send(new DescribeUserPoolClientCommand({ UserPoolId: requireEnv('USER_POOL_ID'), ClientId: clientId }))
      .then((out) => {
        if (!out.UserPoolClient?.ClientSecret) throw new Error('The server app client has no secret');
        return out.UserPoolClient.ClientSecret;
      });
    serverSecrets.set(clientId, secret);
    secret.catch(() => serverSecrets.delete(clientId));
  }
  const secretHash = createHmac('sha256', await secret).update(`${username}${clientId}`).digest('base64');
  return { clientId, secretHash };
}

/**
 * Creates the Cognito user with the client API (SignUp), which makes Cognito send the verification e-mail
 * through our CustomMessage trigger. Returns the user's `sub`, which becomes the caregiver's uid. The server's
 * signature of the e-mail goes along as ClientMetadata: the PreSignUp trigger refuses a SignUp without it.
 */
export async function signUpUser(input: { email: string; password: string; name: string; clientAddress?: string }): Promise<string> {
  try {
    const { clientId, secretHash } = await serverClient(input.email);
    const out = await cognito().send(
      new SignUpCommand({
        ClientId: clientId,
        SecretHash: secretHash,
        Username: input.email,
        Password: input.password,
        ClientMetadata: { ...signSignup(input.email, await signupSignatureSecret(), new Date()) },
        // The caller's address, not the function's, for threat protection (the server client propagates it).
        ...userContext(input.clientAddress),
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'name', Value: input.name },
        ],
      }),
    );
    if (!out.UserSub) throw new Error('SignUp returned no UserSub');
    return out.UserSub;
  } catch (error) {
    // The pool's web ACL or Cognito's quota: counted and logged like the other calls'; sign-up keeps its 503 and text.
    const refusal = cognitoRefusal(error, 'SignUp');
    if (refusal) throw new DomainError('unavailable', messages.signupUnavailable, undefined, refusal.retryAfterSeconds);
    switch (errorName(error)) {
      case 'UsernameExistsException':
        throw new AuthUserExistsError();
      case 'InvalidPasswordException':
        throw invalidInput(messages.passwordPolicy, 'password');
      case 'InvalidParameterException':
        throw invalidInput(messages.emailInvalid, 'email');
      case 'LimitExceededException':
      case 'CodeDeliveryFailureException':
        throw new DomainError('unavailable', messages.signupUnavailable);
      default:
        throw error;
    }
  }
}

/**
 * E-mails a new verification code (Cognito's ResendConfirmationCode through the confidential server client, with
 * its SECRET_HASH, as sign-up does; the CustomMessage trigger writes the e-mail). 'already-confirmed' and
 * 'no-user' are Cognito's answers for an account that needs no code; 'limited' its per-user limit on codes. Blocked by
 * the pool's web ACL or Cognito's quota: a 429 with Retry-After (cognito-refusals.ts).
 */
export async function resendConfirmationCode(email: string): Promise<'sent' | 'already-confirmed' | 'no-user' | 'limited'> {
  try {
    const { clientId, secretHash } = await serverClient(email);
    await cognito().send(new ResendConfirmationCodeCommand({ ClientId: clientId, SecretHash: secretHash, Username: email }));
    return 'sent';
  } catch (error) {
    const refusal = cognitoRefusal(error, 'ResendConfirmationCode');
    if (refusal) throw refusal;
    switch (errorName(error)) {
      case 'InvalidParameterException':
        return 'already-confirmed';
      case 'UserNotFoundException':
        return 'no-user';
      case 'LimitExceededException':
        return 'limited';
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
    const refusal = cognitoRefusal(error, 'ForgotPassword');
    if (refusal) throw refusal;
    switch (errorName(error)) {
      case 'UserNotFoundException':
      case 'InvalidParameterException':
      case 'NotAuthorizedException':
        return;
      case 'LimitExceededException':
        throw userLimitReached();
      case 'CodeDeliveryFailureException':
        throw new DomainError('unavailable', messages.serviceUnavailable);
      default:
        throw error;
    }
  }
}

/**
 * Checks a password the way signing in does (the client API, USER_PASSWORD_AUTH) through the confidential server
 * client, and returns the `sub` of the user it signed in, or undefined when the password is wrong. Used to ask for
 * the password again before something that cannot be undone.
 */
export async function verifyPassword(email: string, password: string, clientAddress?: string): Promise<string | undefined> {
  try {
    const { clientId, secretHash } = await serverClient(email);
    const out = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password, SECRET_HASH: secretHash },
        ...userContext(clientAddress),
      }),
    );
    const token = out.AuthenticationResult?.AccessToken;
    if (!token) return undefined;
    // Straight from Cognito over its own connection, so the payload is read, not verified again.
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch (error) {
    const refusal = cognitoRefusal(error, 'InitiateAuth');
    if (refusal) throw refusal;
    switch (errorName(error)) {
      case 'NotAuthorizedException':
      case 'InvalidPasswordException': // cognito-local's answer to a wrong password
      case 'UserNotFoundException':
      case 'UserNotConfirmedException':
      case 'PasswordResetRequiredException':
        return undefined;
      case 'TooManyFailedAttemptsException':
      case 'LimitExceededException':
        throw userLimitReached();
      default:
        throw error;
    }
  }
}

/** 'Alterar nome': her name attribute in Cognito (the verification and reset e-mails greet her by it). */
export async function updateUserName(sub: string, name: string): Promise<void> {
  await cognito().send(new AdminUpdateUserAttributesCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub, UserAttributes: [{ Name: 'name', Value: name }] }));
}

/** Lets a blocked user sign in again (the team console's 'Desbloquear acesso'). */
export async function enableUser(sub: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub }));
}

/** Blocks sign-in (and, in AWS, revokes the user's tokens). Already gone is fine. */
export async function disableUser(sub: string): Promise<void> {
  try {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: sub }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}
