/**
 * Team console operators: `npm run operator -- add equipe@exemplo.com.br [--papel <papel>] [--nome <nome>] [--local] [--senha <senha>]`
 * (her operator record too, with the role 'Administração' unless `--papel` says otherwise: the first administrator);
 * `npm run operator -- totp equipe@exemplo.com.br [--local]` (run by the operator: her authenticator app becomes
 * her required second factor); `npm run operator -- verificar [--local]` (lists operators without TOTP, exit 2).
 * Creates the Cognito user if there is none and puts her in the group `equipe`. In AWS, run it with the operator's
 * credentials and USER_POOL_ID set: Cognito e-mails a temporary password, and the first sign-in sets hers and
 * her TOTP MFA. `--local` points it at `npm run dev`'s user pool (a password is then required: no e-mail is sent).
 * Exit code 0 done, 1 usage or failure.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import readline from 'node:readline/promises';
import { ADMIN_ROLE, isOperatorRole } from '../contract/operators';
import { enrolOperatorTotp, operatorsWithoutTotp, OperatorTotpError } from '../lambdas/team/cognito';
import { addOperator } from '../lambdas/team/operator-setup';
import { operatorTotpTexts as totp } from '../lambdas/team/operator-totp-texts';
import { DEV_PORTS } from '../infra/local/settings';
import { pointAtLocalStack, runCli } from './operator-cli';
import { operatorTexts as t } from './cli-texts';

async function main(argv: string[]): Promise<number> {
  const valued = ['--senha', '--papel', '--nome'];
  const [command, email] = argv.filter((a, i) => !a.startsWith('--') && !valued.includes(argv[i - 1]));
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const password = option('--senha');
  const role = option('--papel');
  if (role !== undefined && !isOperatorRole(role)) {
    console.error(t.roleInvalid);
    return 1;
  }
  const local = argv.includes('--local');
  const usable = (command === 'add' && email && (!local || password)) || (command === 'totp' && email) || command === 'verificar';
  if (!usable) {
    console.error(t.usage);
    return 1;
  }
  let cognito: CognitoIdentityProviderClient;
  let userPoolId: string | undefined;
  let clientId: string | undefined;
  if (local) {
    pointAtLocalStack();
    const stateDir = process.env.CAREY_STATE_DIR ?? path.resolve(__dirname, '..', '.local', 'state');
    ({ userPoolId, userPoolClientId: clientId } = JSON.parse(fs.readFileSync(path.join(stateDir, 'state.json'), 'utf8')) as { userPoolId: string; userPoolClientId: string });
    cognito = new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${DEV_PORTS.cognito}` });
  } else {
    userPoolId = process.env.USER_POOL_ID;
    clientId = process.env.USER_POOL_CLIENT_ID;
    cognito = new CognitoIdentityProviderClient({});
  }
  if (!userPoolId || (command === 'totp' && !clientId)) {
    console.error(t.noPool);
    return 1;
  }
  if (command === 'verificar') {
    const { total, without } = await operatorsWithoutTotp(cognito, userPoolId);
    console.log(without.length ? totp.withoutTotp(without) : totp.allHaveTotp(total));
    return without.length ? 2 : 0;
  }
  if (command === 'totp') return enrol(cognito, clientId!, email);
  if (!process.env.TABLE_NAME) {
    console.error(t.noTable);
    return 1;
  }
  const { created } = await addOperator(cognito, { userPoolId, email, password, name: option('--nome'), role });
  console.log(created ? t.created(email) : t.added(email));
  console.log(t.role(role ?? ADMIN_ROLE));
  return 0;
}

/** The operator types her password, adds the account to her app and types the code it shows. */
async function enrol(cognito: CognitoIdentityProviderClient, clientId: string, email: string): Promise<number> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  try {
    const password = await prompt.question(totp.askPassword);
    await enrolOperatorTotp(cognito, { clientId, email, password, askCode: async (uri) => { console.log(totp.scan(uri)); return prompt.question(totp.askCode); } });
    console.log(totp.enrolled(email));
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorTotpError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    prompt.close();
  }
}

if (require.main === module) runCli(main);
