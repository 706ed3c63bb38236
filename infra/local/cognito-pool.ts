import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TEAM_GROUP } from '../../contract/team';
import { userPoolPasswordPolicy } from '../../lambdas/caregivers/password-policy';
import { appClients, attributesKeptUntilVerified } from '../cognito-clients';

/** The local user pool's ids, kept in the state folder's state.json. */
export interface LocalPool {
  userPoolId: string;
  userPoolClientId: string;
  userPoolServerClientId: string;
}

/**
 * The user pool of this state folder (cognito-local at `endpoint`), configured as in CDK: the one kept in
 * state.json when cognito-local still has it (upgraded to today's clients), else a new one. `fresh` when new.
 */
export async function openLocalPool(endpoint: string, stateDir: string): Promise<{ pool: LocalPool; fresh: boolean }> {
  const statePath = path.join(stateDir, 'state.json');
  const known = fs.existsSync(statePath)
    ? (JSON.parse(fs.readFileSync(statePath, 'utf8')) as { userPoolId: string; userPoolClientId: string; userPoolServerClientId?: string })
    : undefined;
  const kept = known && (await poolExists(endpoint, known.userPoolId)) ? known : undefined;
  const pool = kept ? await upgradePool(endpoint, kept) : await createPool(endpoint);
  fs.writeFileSync(statePath, JSON.stringify(pool, null, 2));
  await ensureTeamGroup(endpoint, pool.userPoolId);
  return { pool, fresh: !known || known.userPoolId !== pool.userPoolId };
}

async function poolExists(endpoint: string, userPoolId: string) {
  try {
    await new CognitoIdentityProviderClient({ endpoint }).send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch {
    return false;
  }
}

/** The team's console: operators are the members of this group (infra/cdk/auth.ts creates it in AWS). */
async function ensureTeamGroup(endpoint: string, userPoolId: string) {
  try {
    await new CognitoIdentityProviderClient({ endpoint }).send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: TEAM_GROUP }));
  } catch (error) {
    if ((error as Error).name !== 'GroupExistsException') throw error;
  }
}

async function createPool(endpoint: string): Promise<LocalPool> {
  const client = new CognitoIdentityProviderClient({ endpoint });
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'carey-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As infra/cdk/auth.ts: optional MFA, so a user with TOTP enabled (operators) is asked for its code.
      MfaConfiguration: 'OPTIONAL',
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...attributesKeptUntilVerified] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: userPoolPasswordPolicy.minLength,
          RequireLowercase: userPoolPasswordPolicy.requireLowercase,
          RequireNumbers: userPoolPasswordPolicy.requireDigits,
          RequireUppercase: userPoolPasswordPolicy.requireUppercase,
          RequireSymbols: userPoolPasswordPolicy.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = UserPool!.Id!;
  return { userPoolId, userPoolClientId: await createAppClient(client, userPoolId, 'web'), userPoolServerClientId: await createAppClient(client, userPoolId, 'server') };
}

/**
 * A pool kept in `.local/state` from before issue 22 keeps its users and gets today's clients: the web client's
 * write attributes, and a server client if it has none. (Its e-mail is not kept until verified: cognito-local
 * cannot change that on an existing pool; `npm run dev -- --reset` makes a new one.)
 */
async function upgradePool(endpoint: string, kept: { userPoolId: string; userPoolClientId: string; userPoolServerClientId?: string }): Promise<LocalPool> {
  const client = new CognitoIdentityProviderClient({ endpoint });
  await client.send(
    new UpdateUserPoolClientCommand({ UserPoolId: kept.userPoolId, ClientId: kept.userPoolClientId, WriteAttributes: [...appClients.web.writeAttributes] }),
  );
  return { ...kept, userPoolServerClientId: kept.userPoolServerClientId ?? (await createAppClient(client, kept.userPoolId, 'server')) };
}

/** An app client of the local pool, configured as in CDK (infra/cognito-clients.ts); returns its id. */
async function createAppClient(client: CognitoIdentityProviderClient, userPoolId: string, kind: keyof typeof appClients): Promise<string> {
  const settings = appClients[kind];
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: settings.name,
      GenerateSecret: settings.generateSecret,
      ExplicitAuthFlows: [...settings.authFlows],
      WriteAttributes: [...settings.writeAttributes],
    }),
  );
  return UserPoolClient!.ClientId!;
}

