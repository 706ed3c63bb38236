import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
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
 * cognito-local has no SRP (docs/decisions/047-operators-pool.md).
 */
export async function openOperatorsPool(endpoint: string, stateDir: string): Promise<LocalOperatorsPool> {
  const file = path.join(stateDir, OPERATORS_POOL_FILE);
  const known = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LocalOperatorsPool) : undefined;
  const client = new CognitoIdentityProviderClient({ endpoint });
  if (known && (await client.send(new DescribeUserPoolCommand({ UserPoolId: known.operatorsPoolId })).then(() => true, () => false))) return known;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'carey-operators-local',
      UsernameAttributes: ['email'],
      MfaConfiguration: 'ON',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: { PasswordPolicy: { MinimumLength: operatorPasswordPolicy.minLength, TemporaryPasswordValidityDays: operatorPasswordPolicy.tempPasswordDays } },
    }),
  );
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: UserPool!.Id!, ClientName: operatorsClient.name, GenerateSecret: false, ExplicitAuthFlows: [...operatorsClient.localAuthFlows] }),
  );
  const pool = { operatorsPoolId: UserPool!.Id!, operatorsClientId: UserPoolClient!.ClientId! };
  fs.writeFileSync(file, JSON.stringify(pool, null, 2));
  return pool;
}
