/**
 * The 'Operadoras' page's Cognito calls (its client module), on the pool named by OPERATORS_USER_POOL_ID (the
 * `operators-admin` need; docs/decisions/049-operator-roles.md): invite, invite again, TOTP state, disable and sign out.
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { requireEnv } from '../base/env';
import { conflict } from '../base/errors';
import { teamTexts } from './texts';

// Created on first use so tests can set the endpoint (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER) first.
let client: CognitoIdentityProviderClient | undefined;
const cognito = () => (client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 }));
const pool = () => requireEnv('OPERATORS_USER_POOL_ID');

/**
 * A new operator in the operators' own pool: Cognito e-mails her a temporary password (her first sign-in at /equipe
 * sets hers and enrols her authenticator app). An address that already has an account there is refused (a removed
 * operator's is invited again by the function below).
 */
export async function inviteOperatorUser(email: string, name: string): Promise<{ sub: string }> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: pool(),
        Username: email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof UsernameExistsException || (error as Error).name === 'UsernameExistsException') throw conflict(teamTexts.operators.accountExists, 'email');
    throw error;
  }
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
  return { sub: user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? '' };
}

/**
 * A removed operator invited again: her disabled user is deleted and a new one invited in its place, so she gets a new
 * temporary password by e-mail and enrols her authenticator again (nothing of the old sign-in survives). An enabled
 * user is never touched: that address belongs to an account in use.
 */
export async function reinviteOperatorUser(email: string, name: string): Promise<{ sub: string }> {
  const existing = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }))
    .catch((error: Error) => {
      if (error.name === 'UserNotFoundException') return undefined;
      throw error;
    });
  if (existing?.Enabled) throw conflict(teamTexts.operators.accountExists, 'email');
  if (existing) await cognito().send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: email }));
  return inviteOperatorUser(email, name);
}

/** Her authenticator app (TOTP) is enabled; false for a user Cognito no longer has. */
export async function operatorTotpEnabled(email: string): Promise<boolean> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: email }));
    return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

/** A removed operator: she cannot sign in again and her refresh tokens are revoked. */
export async function disableOperatorUser(email: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: pool(), Username: email }));
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: email }));
}
