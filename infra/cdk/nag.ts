import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export interface Acknowledgement {
  /** A cdk-nag rule id, or one finding of it: `AwsSolutions-IAM5[Resource::...]`. */
  id: string;
  /** Why the finding is accepted; required so every exception is explained where it is made. */
  reason: string;
}

/** Acknowledges cdk-nag findings on a construct and everything under it (cdk-nag 3 reads CDK's Validations). */
export function acknowledge(scope: IConstruct, acknowledgements: readonly Acknowledgement[]): void {
  const validations = Validations.of(scope);
  for (const { id, reason } of acknowledgements) validations.acknowledge({ id, reason });
}

/**
 * CDK's cross-region references (the web ACL's ARN from us-east-1) add its own custom-resource provider to each
 * stack at synthesis, after our code ran, so it is acknowledged by finding at stack level: the managed basic
 * execution role and the runtime are CDK's choices, not ours. Our functions never take a managed policy (a test
 * checks) and acknowledge their runtime themselves.
 */
export function acknowledgeCrossRegionReferences(stacks: readonly IConstruct[]): void {
  const why = "CDK's cross-region reference provider (SSM parameters carrying the web ACL ARN from us-east-1); CDK defines its role and runtime.";
  for (const stack of stacks) {
    acknowledge(stack, [
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: why },
      { id: 'AwsSolutions-L1', reason: why },
      ...['Serverless-LambdaDLQ', 'Serverless-LambdaLatestVersion', 'Serverless-LambdaTracing'].map((id) => ({ id, reason: why })),
    ]);
  }
}

/** What every CareyFunction accepts, and why. */
export const FUNCTION_ACKNOWLEDGEMENTS: readonly Acknowledgement[] = [
  {
    id: 'AwsSolutions-L1',
    reason: 'Pinned to Node.js 22 (supported by Lambda into 2027), the major the code is developed and tested on locally; docs/decisions/007 says when to move.',
  },
  { id: 'Serverless-LambdaLatestVersion', reason: 'Pinned to Node.js 22 like AwsSolutions-L1 above: the major the code is developed and tested on; docs/decisions/007 says when to move.' },
  {
    id: 'Serverless-LambdaDLQ',
    reason: 'Routes and Cognito triggers are invoked synchronously (the caller sees the error); jobs and the SES event handler (invoked by SNS) have an on-failure destination and the stream consumer an on-failure queue, each alarmed (docs/decisions/043).',
  },
  {
    id: 'Serverless-LambdaTracing',
    reason: 'Requests are joined by ids instead: the access log carries the integration request id and the JSON logs the request id (docs/decisions/043); X-Ray on every function would add xray:* on * to each role.',
  },
];
