import { RemovalPolicy } from 'aws-cdk-lib';

/**
 * Kept when the stack is deleted or the secret replaced (DeletionPolicy RetainExceptOnCreate), but deleted when the
 * deploy that created it rolls back: a kept `carey/<stage>/...` secret would stop the retry on "already exists"
 * (docs/decisions/062-first-deploy-and-its-retry.md). CloudFormation deletes a secret without a recovery window.
 */
export const KEEP_UNLESS_NEW = RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;
