/**
 * The team slice's Cognito calls (its client module, like caregivers/cognito.ts): making an operator, enrolling her
 * TOTP, listing the operators without it. Used by `npm run operator`, the local seed and the tests.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersInGroupCommand,
  NotAuthorizedException,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  EnableSoftwareTokenMFAException,
  CodeMismatchException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TEAM_GROUP } from '../../contract/team';
import { operatorTotpTexts as t } from './operator-totp-texts';

/**
 * Makes `email` an operator: creates the Cognito user if there is none (with `password` set permanently, for the
 * local stack; in AWS without a password Cognito e-mails a temporary one and the first sign-in sets hers and, in
 * AWS, her TOTP MFA) and puts her in the team's group. Running it again for the same e-mail changes nothing.
 * Returns her `sub` (her operator record's key: operator-setup.ts writes it).
 */
export async function createOperatorUser(cognito: CognitoIdentityProviderClient, input: { userPoolId: string; email: string; password?: string }): Promise<{ created: boolean; sub: string }> {
  const email = input.email.trim().toLowerCase();
  let created = true;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: input.userPoolId,
        Username: email,
        ...(input.password ? { MessageAction: 'SUPPRESS' as const } : { DesiredDeliveryMediums: ['EMAIL' as const] }),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    created = false;
  }
  if (created && input.password) {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: input.userPoolId, Username: email, Password: input.password, Permanent: true }));
  }
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: input.userPoolId, Username: email, GroupName: TEAM_GROUP }));
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: input.userPoolId, Username: email }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito user ${email} has no sub`);
  return { created, sub };
}

/** Cognito's answers to a wrong e-mail or password (cognito-local names the wrong password apart). */
const SIGN_IN_REFUSALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** A step the operator can fix (wrong password, code refused, ...): its message is Portuguese. */
export class OperatorTotpError extends Error {}

export interface TotpEnrolment {
  clientId: string;
  email: string;
  password: string;
  /** Shows the otpauth:// address (for the authenticator app) and answers the code the app then shows. */
  askCode(otpauthUri: string): Promise<string>;
}

/**
 * Operators sign in with TOTP MFA: the pool's MFA is optional (caregivers), and Cognito then asks for a second
 * factor from every user who has one enabled. This signs the operator in, associates an authenticator app
 * (AssociateSoftwareToken), checks a code from it (VerifySoftwareToken) and makes TOTP her enabled and preferred
 * MFA (SetUserMFAPreference): from then on every sign-in of hers answers a SOFTWARE_TOKEN_MFA challenge.
 * docs/decisions/026-operator-totp.md.
 */
export async function enrolOperatorTotp(cognito: CognitoIdentityProviderClient, input: TotpEnrolment): Promise<void> {
  const email = input.email.trim().toLowerCase();
  let signIn;
  try {
    signIn = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: input.clientId, AuthParameters: { USERNAME: email, PASSWORD: input.password } }));
  } catch (error) {
    if (error instanceof NotAuthorizedException || SIGN_IN_REFUSALS.has((error as Error).name)) throw new OperatorTotpError(t.signInFailed);
    throw error;
  }
  if (signIn.ChallengeName === 'SOFTWARE_TOKEN_MFA' || signIn.ChallengeName === 'SELECT_MFA_TYPE') throw new OperatorTotpError(t.alreadyTotp);
  if (signIn.ChallengeName === 'NEW_PASSWORD_REQUIRED') throw new OperatorTotpError(t.changePasswordFirst);
  const accessToken = signIn.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new OperatorTotpError(t.signInFailed);

  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  const code = (await input.askCode(otpauthUri(email, SecretCode!))).trim();
  try {
    const verified = await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: t.deviceName }));
    if (verified.Status !== 'SUCCESS') throw new OperatorTotpError(t.codeRefused);
  } catch (error) {
    if (error instanceof CodeMismatchException || error instanceof EnableSoftwareTokenMFAException) throw new OperatorTotpError(t.codeRefused);
    throw error;
  }
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
}

/** The address an authenticator app reads (as a QR code or pasted): issuer Carey, account the operator's e-mail. */
export const otpauthUri = (email: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`Carey:${email}`)}?secret=${secret}&issuer=Carey`;

/** The e-mails of the team's operators who have no TOTP MFA enabled (all pages of the group). */
export async function operatorsWithoutTotp(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<{ total: number; without: string[] }> {
  const without: string[] = [];
  let total = 0;
  let NextToken: string | undefined;
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: TEAM_GROUP, NextToken }));
    for (const user of page.Users ?? []) {
      total++;
      const detail = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.Username! }));
      if (!(detail.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA')) {
        without.push(detail.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? user.Username!);
      }
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return { total, without: without.sort() };
}
