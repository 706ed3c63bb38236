import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Need } from '../../lambdas/routes';

/**
 * The Registro's partitions (lambdas/team/data/table.ts, data/audit-table.ts): its lines (`AUDIT`) and their
 * two-step items (`AUDIT#STEPS`). Lines are only ever added (Put with `attribute_not_exists`).
 */
export const AUDIT_PARTITIONS = ['AUDIT', 'AUDIT#*'];

/**
 * What a function that may write the table may not do to a Registro item: never delete or batch-write one; update
 * one only if it runs the LGPD deletion's anonymiser (`audit-anonymise`); put one only if it appends lines
 * (`audit-append`: its only puts there are `auditPut` and `completeAuditStep`, with `attribute_not_exists(PK)`, so
 * a put never overwrites a line). IAM cannot see a ConditionExpression, hence the split by function.
 */
export function auditDeniedActions(needs: readonly Need[]): string[] {
  return [
    ...(needs.includes('audit-append') ? [] : ['dynamodb:PutItem']),
    ...(needs.includes('audit-anonymise') ? [] : ['dynamodb:UpdateItem']),
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ];
}

/**
 * The explicit Deny (by the items' partition key, dynamodb:LeadingKeys; it also holds inside TransactWriteItems,
 * whose parts IAM judges as PutItem, UpdateItem…) that keeps every function from bending a line once written.
 * An explicit Deny wins over any Allow (docs/decisions/029).
 */
export function auditWriteDeny(table: ITable, needs: readonly Need[]): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: auditDeniedActions(needs),
    resources: [table.tableArn],
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': AUDIT_PARTITIONS } },
  });
}
