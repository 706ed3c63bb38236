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
