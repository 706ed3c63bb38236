/**
 * Team console operators: `npm run operator -- add equipe@exemplo.com.br [--local] [--senha <senha>]`.
 * Creates the Cognito user if there is none and puts her in the group `equipe`. In AWS, run it with the operator's
 * credentials and USER_POOL_ID set: Cognito e-mails a temporary password, and the first sign-in sets hers and
 * her TOTP MFA. `--local` points it at `npm run dev`'s user pool (a password is then required: no e-mail is sent).
 * Exit code 0 done, 1 usage or failure.
 */
import './quiet-aws-sdk';
import fs from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { addOperator } from '../lambdas/team/operators';
import { DEV_PORTS } from '../infra/local/settings';
import { pointAtLocalStack, runCli } from './operator-cli';

const USAGE = 'Uso: npm run operator -- add email@exemplo.com.br [--local --senha <senha>]';

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--senha');
  const password = argv.includes('--senha') ? argv[argv.indexOf('--senha') + 1] : undefined;
  const local = argv.includes('--local');
  if (command !== 'add' || !email || (local && !password)) {
    console.error(USAGE);
    return 1;
  }
  let cognito: CognitoIdentityProviderClient;
  let userPoolId: string | undefined;
  if (local) {
    pointAtLocalStack();
    const stateDir = process.env.CAREY_STATE_DIR ?? path.resolve(__dirname, '..', '.local', 'state');
    userPoolId = (JSON.parse(fs.readFileSync(path.join(stateDir, 'state.json'), 'utf8')) as { userPoolId: string }).userPoolId;
    cognito = new CognitoIdentityProviderClient({ endpoint: `http://127.0.0.1:${DEV_PORTS.cognito}` });
  } else {
    userPoolId = process.env.USER_POOL_ID;
    cognito = new CognitoIdentityProviderClient({});
  }
  if (!userPoolId) {
    console.error('Defina USER_POOL_ID (o pool de usuários do Carey) ou use --local.');
    return 1;
  }
  const { created } = await addOperator(cognito, { userPoolId, email, password });
  console.log(created ? `Operadora criada e adicionada à equipe: ${email}` : `Usuária existente adicionada à equipe: ${email}`);
  return 0;
}

if (require.main === module) runCli(main);
