/**
 * Team console operators, in their own user pool (docs/decisions/047-operators-pool.md) with a record that gives
 * each her role (docs/decisions/049-operator-roles.md):
 * - `npm run operator -- add equipe@exemplo.com.br [--papel <papel>] [--nome <nome>] [--local --senha <senha>]`
 *   creates an operator (the first administrator too: 'Administração' unless `--papel` says otherwise). It refuses
 *   an e-mail that belongs to a caregiver account: it never promotes anyone.
 * - `npm run operator -- migrar [--local]` moves the members of the old group `equipe` of the caregivers' pool to
 *   the operators' pool (invited by e-mail; 'Administração', as they were) and takes them out of the group; run it
 *   again and nothing changes.
 * In AWS, run it with the team's credentials and AWS_REGION (sa-east-1: never the profile's), OPERATORS_USER_POOL_ID,
 * USER_POOL_ID and TABLE_NAME set (the stacks' outputs; docs/deploy.md): Cognito e-mails a temporary password, and the first sign-in at /equipe sets hers and enrols her
 * authenticator app. `--local` points it at `npm run dev`'s pools (a password is then required: no e-mail is sent).
 * Exit code 0 done, 1 usage or failure, 3 refused (a caregiver's e-mail).
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_ROLE, isOperatorRole } from '../contract/operators';
import { OperatorRefusal, type OperatorPools } from '../lambdas/team/cognito';
import { addOperator, migrateOperatorsWithRecords } from '../lambdas/team/operator-setup';
import { operatorTotpTexts as totp } from '../lambdas/team/operator-totp-texts';
import { DEV_PORTS, OPERATORS_POOL_FILE } from '../infra/local/settings';
import { DEV_STATE_DIR, pointAtLocalStack, runCli, stageRegion } from './operator-cli';
import { operatorTexts as t, regionTexts } from './cli-texts';

function localPools(stateDir: string): OperatorPools {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(stateDir, file), 'utf8')) as T;
  return { caregiversPoolId: read<{ userPoolId: string }>('state.json').userPoolId, operatorsPoolId: read<{ operatorsPoolId: string }>(OPERATORS_POOL_FILE).operatorsPoolId };
}

export async function main(argv: string[], options: { stateDir?: string; cognitoEndpoint?: string } = {}): Promise<number> {
  const valued = ['--senha', '--papel', '--nome'];
  const [command, email] = argv.filter((a, i) => !a.startsWith('--') && !valued.includes(argv[i - 1]));
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const [password, role] = [option('--senha'), option('--papel')];
  const local = argv.includes('--local');
  if (!((command === 'add' && email && (!local || password)) || command === 'migrar')) {
    console.error(t.usage);
    return 1;
  }
  if (role !== undefined && !isOperatorRole(role)) {
    console.error(t.roleInvalid);
    return 1;
  }
  let cognito: CognitoIdentityProviderClient;
  let pools: Partial<OperatorPools>;
  if (local) {
    // Given a stack's state folder (a test's private stack), keep the table that stack pointed this process at.
    pointAtLocalStack(options.stateDir && process.env.AWS_ENDPOINT_URL_DYNAMODB ? { AWS_ENDPOINT_URL_DYNAMODB: process.env.AWS_ENDPOINT_URL_DYNAMODB } : {});
    pools = localPools(options.stateDir ?? DEV_STATE_DIR);
    cognito = new CognitoIdentityProviderClient({ endpoint: options.cognitoEndpoint ?? `http://127.0.0.1:${DEV_PORTS.cognito}` });
  } else {
    const region = stageRegion();
    if (!region) {
      console.error(regionTexts.noRegion);
      return 1;
    }
    pools = { operatorsPoolId: process.env.OPERATORS_USER_POOL_ID, caregiversPoolId: process.env.USER_POOL_ID };
    cognito = new CognitoIdentityProviderClient({ region });
  }
  if (!pools.operatorsPoolId || !pools.caregiversPoolId) {
    console.error(t.noPool);
    return 1;
  }
  if (!process.env.TABLE_NAME) {
    console.error(t.noTable);
    return 1;
  }
  const known = pools as OperatorPools;
  if (command === 'migrar') {
    const { moved, already } = await migrateOperatorsWithRecords(cognito, known);
    console.log(totp.migrated(moved, already));
    return 0;
  }
  try {
    const { created } = await addOperator(cognito, { ...known, email, password, name: option('--nome'), role });
    console.log(created ? t.created(email) : t.added(email));
    console.log(t.role(role ?? ADMIN_ROLE));
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorRefusal)) throw error;
    console.error(error.message);
    return 3;
  }
}

if (require.main === module) runCli(main);
