import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { CompositePrincipal, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, type CfnFunction, type CfnVersion, type IVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { acknowledge, FUNCTION_ACKNOWLEDGEMENTS } from './nag';
import { EDGE_FUNCTION_HOME, EDGE_FUNCTION_MEMORY_MB, EDGE_FUNCTION_TIMEOUT_SECONDS } from './edge-function-settings';

const projectRoot = path.resolve(__dirname, '../..');

/**
 * The origin-response function on CloudFront's `/api/*` behaviour (lambdas/edge/handlers/origin-response.ts): API
 * Gateway's stage throttle answers 429 in English without Retry-After, and HTTP APIs have no gateway responses to
 * change that (docs/decisions/079). Lambda@Edge's rules (its "Restrictions on Lambda@Edge"): made in us-east-1 (the
 * edge stack), a numbered version, a role CloudFront's `edgelambda` may assume, x86_64, no environment variables.
 */
export class StageThrottleAnswer extends Construct {
  readonly fn: NodejsFunction;
  /** The numbered version CloudFront runs; a new one with every change of the code. */
  readonly version: IVersion;
  /** The version's ARN and the function's name as CloudFormation references, for another stack to read. */
  readonly references: { versionArn: string; functionName: string };

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new CompositePrincipal(new ServicePrincipal('lambda.amazonaws.com'), new ServicePrincipal('edgelambda.amazonaws.com')),
      description: 'Carey origin-response function (Lambda@Edge): its own logs only',
    });
    this.fn = new NodejsFunction(this, 'Function', {
      role,
      entry: path.join(projectRoot, 'lambdas', 'edge', 'handlers', 'origin-response.ts'),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      // Lambda@Edge runs x86_64 only.
      architecture: Architecture.X86_64,
      memorySize: EDGE_FUNCTION_MEMORY_MB,
      timeout: Duration.seconds(EDGE_FUNCTION_TIMEOUT_SECONDS),
      description: "Carey: Retry-After and a Portuguese body on API Gateway's stage throttle (Lambda@Edge, origin response)",
      // Old versions stay: CloudFront's replicas of one still in use cannot be deleted (they are free when idle). One
      // made by a deploy that rolls back is deleted (no distribution used it yet), so nothing is left by a failed one.
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE },
      bundling: { minify: true, target: 'node22', format: OutputFormat.CJS, externalModules: ['@aws-sdk/*'] },
    });
    this.version = this.fn.currentVersion;
    this.references = { versionArn: (this.version.node.defaultChild as CfnVersion).ref, functionName: (this.fn.node.defaultChild as CfnFunction).ref };
    // Lambda@Edge writes its logs in the region of the edge that ran it, to /aws/lambda/us-east-1.<name>. A policy
    // of its own (not the role's default one the function waits for), so naming the function makes no cycle.
    const { partition, account } = Stack.of(this);
    const logs = new Policy(this, 'Logs', {
      roles: [role],
      statements: [
        new PolicyStatement({
          actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [`arn:${partition}:logs:*:${account}:log-group:/aws/lambda/${EDGE_FUNCTION_HOME}.${this.fn.functionName}:*`],
        }),
      ],
    });
    // cdk-nag names the finding with the account as it renders it and the function by its logical id.
    const stack = Stack.of(this);
    const nagAccount = Token.isUnresolved(account) ? '<AWS::AccountId>' : account;
    const group = `arn:<AWS::Partition>:logs:*:${nagAccount}:log-group:/aws/lambda/${EDGE_FUNCTION_HOME}.<${stack.getLogicalId(this.fn.node.defaultChild as CfnFunction)}>:*`;
    acknowledge(logs, [{ id: `AwsSolutions-IAM5[Resource::${group}]`, reason: "Lambda@Edge writes its log group in whichever region ran it (the edge nearest the viewer): any region, this one function's group only." }]);
    acknowledge(this.fn, [
      ...FUNCTION_ACKNOWLEDGEMENTS.filter((a) => a.id !== 'Serverless-LambdaDLQ'),
      { id: 'Serverless-LambdaDLQ', reason: 'CloudFront invokes it synchronously on each /api/* response; a failure is the viewer\'s 5xx and Lambda\'s Errors, alarmed in the app stack.' },
      { id: 'Serverless-LambdaDefaultMemorySize', reason: 'It reads no body and calls nothing: 128 MB is enough, and Lambda@Edge bills by the GB-second on every /api/* response.' },
    ]);
  }
}
