/**
 * The 'Operadoras' page's Cognito calls (its client module), on the pool named by OPERATORS_USER_POOL_ID (the
 * `operators-admin` need; docs/decisions/049-operator-roles.md): invite, TOTP state, disable and sign out.
 */
import {
  AdminCreateUserCommand,
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
 * sets hers and enrols her authenticator app). An address that already has an account there (a removed operator's)
 * is refused.
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
