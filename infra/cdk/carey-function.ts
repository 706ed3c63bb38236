import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { tableDefinition } from '../../lambdas/data/table-definition';
import type { Need } from '../../lambdas/routes';
import { acknowledge } from './nag';

const projectRoot = path.resolve(__dirname, '../..');

/** What a function's needs can be granted on; one object per stack, built once. */
export interface FunctionResources {
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  stripeSecret: ISecret;
  mail: { from: string; sesIdentity: string; supportInbox: string };
  stripePrices: { mensal: string; trimestral: string };
  logRetention: RetentionDays;
  production: boolean;
}

export interface CareyFunctionProps {
  /** Folder under lambdas/ (handlers, jobs, triggers) and the file name without .ts. */
  folder: 'handlers' | 'jobs' | 'triggers';
  handler: string;
  needs: readonly Need[];
  resources: FunctionResources;
  timeout?: Duration;
}

/**
 * Cognito actions per need. The sign-up handler registers the user with the public SignUp call and removes it
 * again if the rest of sign-up fails; admin covers reading, changing and deleting users. Nothing else.
 */
export const cognitoActions: Record<'cognito-signup' | 'cognito-admin' | 'cognito-delete', readonly string[]> = {
  'cognito-signup': ['cognito-idp:SignUp', 'cognito-idp:AdminDeleteUser'],
  'cognito-admin': [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
  // Account deletion: block sign-in, then delete. Checking the password again is the public InitiateAuth call.
  'cognito-delete': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminDeleteUser'],
};

/**
 * DynamoDB actions per need, on the table and its named indexes only. Written out rather than grantReadData so
 * there is no `index/*` wildcard and no Scan: no access pattern scans (README, "Data: one table"). Transactions
 * are authorised per item action, so TransactWriteItems needs Put/Update/ConditionCheck, not an action of its own.
 */
export const tableActions: Record<'table-read' | 'table-write', readonly string[]> = {
  'table-read': ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'],
  'table-write': [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

function indexArns(table: ITable): string[] {
  return tableDefinition.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
}

/** Every function's memory; Lambda bills duration × this (the capacity model in test/load reads it). */
export const FUNCTION_MEMORY_MB = 512;

export const VIACEP_URL = 'https://viacep.com.br';

/**
 * Every Lambda function in Carey: the defaults are set once here (ARM64, Node 22, esbuild minified with source
 * maps, its own log group with retention) and the IAM grants and environment variables come from the function's
 * declared needs, so permissions and settings are never written twice (after Powertools' examples/app).
 */
export class CareyFunction extends NodejsFunction {
  readonly needs: readonly Need[];

  constructor(scope: Construct, id: string, props: CareyFunctionProps) {
    const { resources } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: resources.logRetention,
      removalPolicy: resources.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // Its own role with no managed policy: it may write only to its own log group (AWSLambdaBasicExecutionRole
    // would allow every log group in the account).
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    role.addToPolicy(
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    );
    super(scope, id, {
      role,
      entry: path.join(projectRoot, 'lambdas', props.folder, `${props.handler}.ts`),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      description: `Carey ${props.folder}/${props.handler}`,
      environment: {
        // Stack traces point at the TypeScript source.
        NODE_OPTIONS: '--enable-source-maps',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      bundling: {
        minify: true,
        sourceMap: true,
        target: 'node22',
        format: OutputFormat.CJS,
        // The SDK v3 ships with the runtime.
        externalModules: ['@aws-sdk/*'],
      },
    });
    acknowledge(this, [
      {
        id: 'AwsSolutions-L1',
        reason: 'Pinned to Node.js 22 (supported by Lambda into 2027), the major the code is developed and tested on locally; docs/decisions/007 says when to move.',
      },
    ]);
    this.needs = [...new Set(props.needs)];
    for (const need of this.needs) this.grantNeed(need, resources);
  }

  private grantNeed(need: Need, r: FunctionResources): void {
    switch (need) {
      case 'table-read':
      case 'table-write':
        this.addToRolePolicy(
          new PolicyStatement({ actions: [...tableActions[need]], resources: [r.table.tableArn, ...indexArns(r.table)] }),
        );
        this.addEnvironment('TABLE_NAME', r.table.tableName);
        return;
      case 'ses-send': {
        const { partition, region, account } = Stack.of(this);
        const identity = (name: string) => `arn:${partition}:ses:${region}:${account}:identity/${name}`;
        // The support inbox's identity is listed too: in the SES sandbox, recipients are authorised as identities.
        this.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [...new Set([identity(r.mail.sesIdentity), identity(r.mail.supportInbox)])],
            conditions: { StringEquals: { 'ses:FromAddress': r.mail.from } },
          }),
        );
        this.addEnvironment('MAIL_FROM', r.mail.from);
        this.addEnvironment('SUPPORT_INBOX', r.mail.supportInbox);
        return;
      }
      case 'cognito-signup':
      case 'cognito-admin':
      case 'cognito-delete':
        this.addToRolePolicy(new PolicyStatement({ actions: [...cognitoActions[need]], resources: [r.userPool.userPoolArn] }));
        this.addEnvironment('USER_POOL_ID', r.userPool.userPoolId);
        this.addEnvironment('USER_POOL_CLIENT_ID', r.userPoolClient.userPoolClientId);
        return;
      case 'stripe':
        r.stripeSecret.grantRead(this);
        this.addEnvironment('STRIPE_SECRET_ID', r.stripeSecret.secretArn);
        this.addEnvironment('STRIPE_PRICE_MENSAL', r.stripePrices.mensal);
        this.addEnvironment('STRIPE_PRICE_TRIMESTRAL', r.stripePrices.trimestral);
        return;
      case 'viacep':
        this.addEnvironment('VIACEP_URL', VIACEP_URL);
        return;
      default: {
        const unknown: never = need;
        throw new Error(`unknown need ${String(unknown)}`);
      }
    }
  }
}
