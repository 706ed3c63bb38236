import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand, UpdateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { operatorInvitation } from '../../lambdas/team/operator-invitation-template';
import { operatorPasswordPolicy, operatorsClient } from '../operators-pool';
import { OPERATORS_POOL_FILE } from './settings';

/** The local operators' pool's ids, kept in the state folder's operators-pool.json. */
export interface LocalOperatorsPool {
  operatorsPoolId: string;
  operatorsClientId: string;
}

/**
 * The operators' own pool of this state folder, configured as in CDK (infra/cdk/operators-auth.ts): MFA required
 * (cognito-local then challenges every sign-in; infra/local/cognito-mfa-setup.ts adds the first sign-in's
 * MFA_SETUP), TOTP, passwords of 12+ characters, no self sign-up. Its client allows USER_PASSWORD_AUTH, not SRP:
 * cognito-local has no SRP (docs/decisions/047-operators-pool.md). Its invitation template is CDK's, with this
 * stack's site address (set again on a known pool: the address may have changed).
 */
export async function openOperatorsPool(endpoint: string, stateDir: string, siteUrl: string): Promise<LocalOperatorsPool> {
  const file = path.join(stateDir, OPERATORS_POOL_FILE);
  const known = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LocalOperatorsPool) : undefined;
  const client = new CognitoIdentityProviderClient({ endpoint });
  const invitation = operatorInvitation(siteUrl, operatorPasswordPolicy.tempPasswordDays);
  // UpdateUserPool resets what it is not given, as Cognito does: the same settings both times.
  const settings = {
    MfaConfiguration: 'ON' as const,
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: true, InviteMessageTemplate: { EmailSubject: invitation.subject, EmailMessage: invitation.html } },
    Policies: { PasswordPolicy: { MinimumLength: operatorPasswordPolicy.minLength, TemporaryPasswordValidityDays: operatorPasswordPolicy.tempPasswordDays } },
  };
  if (known && (await client.send(new DescribeUserPoolCommand({ UserPoolId: known.operatorsPoolId })).then(() => true, () => false))) {
    await client.send(new UpdateUserPoolCommand({ UserPoolId: known.operatorsPoolId, ...settings }));
    return known;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'carey-operators-local',
      UsernameAttributes: ['email'],
      ...settings,
    }),
  );
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: operatorsClient.name, GenerateSecret: false, ExplicitAuthFlows: [...operatorsClient.localAuthFlows] }),
  );
  const pool = { operatorsPoolId: UserPool!.Id!, operatorsClientId: UserPoolClient!.ClientId! };
  fs.writeFileSync(file, JSON.stringify(pool, null, 2));
  return pool;
}
