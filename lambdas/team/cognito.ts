/**
 * The team slice's Cognito calls (its client module, like caregivers/cognito.ts): operators live in their own user
 * pool (docs/decisions/047-operators-pool.md), with TOTP MFA required. Used by `npm run operator`, the local seed and
 * the tests.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUsersInGroupCommand,
  RespondToAuthChallengeCommand,
  UserNotFoundException,
  UsernameExistsException,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TEAM_GROUP } from '../../contract/team';
import { operatorTotpTexts as t } from './operator-totp-texts';

/** A refusal the person running the command must read (Portuguese). */
export class OperatorRefusal extends Error {}

export interface OperatorPools {
  /** The operators' own pool, where operators are created. */
  operatorsPoolId: string;
  /** The caregivers' pool: an e-mail found there is never made an operator. */
  caregiversPoolId: string;
}

async function existsIn(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return true;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

/**
 * Creates the operator `email` in the operators' pool: never promotes anyone, and refuses an e-mail that belongs to
 * a caregiver account (whoever signed up with it first would otherwise hold the operator's access). Without a
 * password Cognito e-mails a temporary one (AWS); with one (the local stack) it is set permanently. Her first
 * sign-in then enrols her authenticator app (MFA_SETUP). Running it again for the same operator changes nothing.
 * Returns her `sub` (her operator record's key: operator-setup.ts writes it).
 */
export async function createOperatorUser(cognito: CognitoIdentityProviderClient, input: OperatorPools & { email: string; password?: string }): Promise<{ created: boolean; sub: string }> {
  const email = input.email.trim().toLowerCase();
  if (await existsIn(cognito, input.caregiversPoolId, email)) throw new OperatorRefusal(t.caregiverEmail(email));
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: input.operatorsPoolId,
        Username: email,
        ...(input.password ? { MessageAction: 'SUPPRESS' as const } : { DesiredDeliveryMediums: ['EMAIL' as const] }),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException) && (error as Error).name !== 'UsernameExistsException') throw error;
    return { created: false, sub: await subOf(cognito, input.operatorsPoolId, email) };
  }
  if (input.password) {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: input.operatorsPoolId, Username: email, Password: input.password, Permanent: true }));
  }
  return { created: true, sub: await subOf(cognito, input.operatorsPoolId, email) };
}

export async function subOf(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<string> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito user ${email} has no sub`);
  return sub;
}

/**
 * `npm run operator -- migrar`: every member of the old group `equipe` of the caregivers' pool gets an account in
 * the operators' pool (invited: Cognito e-mails a temporary password) and leaves the group. Idempotent: an
 * operator already there is only removed from the group.
 */
export async function migrateOperators(cognito: CognitoIdentityProviderClient, pools: OperatorPools): Promise<{ moved: string[]; already: string[] }> {
  const moved: string[] = [];
  const already: string[] = [];
  let NextToken: string | undefined;
  const members: { username: string; email: string }[] = [];
  do {
    const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: pools.caregiversPoolId, GroupName: TEAM_GROUP, NextToken }));
    for (const user of page.Users ?? []) members.push({ username: user.Username!, email: user.Attributes?.find((a) => a.Name === 'email')?.Value ?? user.Username! });
    NextToken = page.NextToken;
  } while (NextToken);
  for (const member of members) {
    const email = member.email.toLowerCase();
    if (await existsIn(cognito, pools.operatorsPoolId, email)) already.push(email);
    else {
      await cognito.send(
        new AdminCreateUserCommand({ UserPoolId: pools.operatorsPoolId, Username: email, DesiredDeliveryMediums: ['EMAIL'], UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }),
      );
      moved.push(email);
    }
    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pools.caregiversPoolId, Username: member.username, GroupName: TEAM_GROUP }));
  }
  return { moved, already };
}

export interface OperatorTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/**
 * An operator's sign-in through the console's client (USER_PASSWORD_AUTH: the local client; in AWS the SPA uses SRP
 * through Amplify): her first one enrols an authenticator app (MFA_SETUP: associate, verify a code, answer), later
 * ones answer SOFTWARE_TOKEN_MFA. `codeFor(secret)` is her app: given the secret (known to the caller after her
 * enrolment), the current code. Returns the tokens and the secret enrolled now, if any. For the seed and tests.
 */
export async function signInOperatorWithTotp(
  cognito: CognitoIdentityProviderClient,
  input: { clientId: string; email: string; password: string; secret?: string; codeFor: (secret: string) => string },
): Promise<OperatorTokens & { secret: string }> {
  const email = input.email.trim().toLowerCase();
  const start = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: input.clientId, AuthParameters: { USERNAME: email, PASSWORD: input.password } }));
  let secret = input.secret;
  let answer;
  if (start.ChallengeName === 'MFA_SETUP') {
    const associated = await cognito.send(new AssociateSoftwareTokenCommand({ Session: start.Session }));
    secret = associated.SecretCode!;
    const verified = await cognito.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: input.codeFor(secret), FriendlyDeviceName: t.deviceName }));
    answer = new RespondToAuthChallengeCommand({ ClientId: input.clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } });
  } else if (start.ChallengeName === 'SOFTWARE_TOKEN_MFA' && secret) {
    answer = new RespondToAuthChallengeCommand({ ClientId: input.clientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: start.Session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: input.codeFor(secret) } });
  } else {
    throw new Error(`unexpected operator sign-in step ${start.ChallengeName ?? 'tokens without MFA'}`);
  }
  const result = (await cognito.send(answer)).AuthenticationResult!;
  return { accessToken: result.AccessToken!, idToken: result.IdToken!, refreshToken: result.RefreshToken!, secret: secret! };
}

/** The address an authenticator app reads (as a QR code or pasted): issuer Carey, account the operator's e-mail. */
export const otpauthUri = (email: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`Carey:${email}`)}?secret=${secret}&issuer=Carey`;
