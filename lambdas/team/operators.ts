import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TEAM_GROUP } from '../../contract/team';

/**
 * Makes `email` an operator: creates the Cognito user if there is none (with `password` set permanently, for the
 * local stack; in AWS without a password Cognito e-mails a temporary one and the first sign-in sets hers and, in
 * AWS, her TOTP MFA) and puts her in the team's group. Running it again for the same e-mail changes nothing.
 */
export async function addOperator(cognito: CognitoIdentityProviderClient, input: { userPoolId: string; email: string; password?: string }): Promise<{ created: boolean }> {
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
  return { created };
}
