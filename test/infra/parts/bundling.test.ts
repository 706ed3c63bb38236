import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CareyFunction } from '../../../infra/cdk/carey-function';
import { removeOutdir, testOutdir } from '../helpers/carey-app';

// The other infra tests skip bundling for speed; this one bundles a real handler with the local esbuild.
describe('CareyFunction bundling', () => {
  const outdir = testOutdir();
  afterAll(() => removeOutdir(outdir));

  it('bundles a handler with esbuild, minified with a source map, leaving the SDK to the runtime', () => {
    const app = new App({ outdir });
    const stack = new Stack(app, 'Bundling');
    const userPool = new UserPool(stack, 'Pool');
    const fn = new CareyFunction(stack, 'GetMe', {
      handler: 'caregivers/handlers/get-me',
      needs: ['table-read'],
      resources: {
        table: new Table(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } }),
        userPool,
        stage: 'dev',
        userPoolClient: userPool.addClient('Client'),
        userPoolServerClient: userPool.addClient('ServerClient', { generateSecret: true }),
        operatorsPool: new UserPool(stack, 'OperatorsPool'),
        stripeSecret: new Secret(stack, 'Stripe'),
        alertsTokenSecret: new Secret(stack, 'AlertsToken'),
        signupSignatureSecret: new Secret(stack, 'SignupSignature'),
        hashPepperSecret: new Secret(stack, 'HashPepper'),
        webPush: { privateKeySecret: new Secret(stack, 'Vapid'), publicKey: '', subject: 'mailto:b@carey.com.br' },
        mail: { from: 'a@carey.com.br', sesIdentity: 'carey.com.br', supportInbox: 'b@carey.com.br', configurationSet: 'carey-test' },
        stripePrices: { mensal: 'p1', trimestral: 'p2' },
        openingsCloseAfterDays: 60,
        accessRecordsPublicKey: 'sDQrbu3n0ANDcb2K4UZPbo73BWaqHKup4RQD25aD1wA',
        logRetention: RetentionDays.ONE_MONTH,
        production: false,
      },
    });
    const assembly = app.synth();
    const s3Key = JSON.stringify(stack.resolve((fn.node.defaultChild as CfnFunction).code));
    const hash = /"([0-9a-f]{64})\.zip"/.exec(s3Key)![1];
    const dir = path.join(assembly.directory, `asset.${hash}`);
    const code = fs.readFileSync(path.join(dir, 'index.js'), 'utf8');
    expect(fs.existsSync(path.join(dir, 'index.js.map'))).toBe(true);
    expect(code).toContain('sourceMappingURL=index.js.map');
    // Minified: no indentation-led lines, few lines for the whole middy + zod bundle.
    expect(code.split('\n').length).toBeLessThan(200);
    // The handler's own code is in, the SDK is not.
    expect(code).toContain('TABLE_NAME');
    expect(code).not.toMatch(/require\("@aws-sdk\/client-dynamodb"\)[\s\S]*class DynamoDBClient/);
    expect(code).toMatch(/require\("@aws-sdk\//);
  });
});
