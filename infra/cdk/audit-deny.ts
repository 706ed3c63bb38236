import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';

/**
 * The Registro's partitions (lambdas/team/data/table.ts, data/audit-table.ts): its lines (`AUDIT`) and their
 * two-step items (`AUDIT#STEPS`). Lines are only ever added (Put with `attribute_not_exists`).
 */
export const AUDIT_PARTITIONS = ['AUDIT', 'AUDIT#*'];
/** What no function but the account deletion's anonymiser may do to a Registro item. */
export const AUDIT_DENIED_ACTIONS = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * Every function that may write the table is denied updating, deleting or batch-writing Registro items (by the
 * items' partition key, dynamodb:LeadingKeys), so no team function (nor any other) can bend a line once written;
 * only the functions that run the LGPD deletion's `anonymize-team-audit-log` step (need `audit-anonymise`) may
 * take her id and name out of the lines about her. An explicit Deny wins over any Allow (docs/decisions/029).
 */
export function auditWriteDeny(table: ITable): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: AUDIT_DENIED_ACTIONS,
    resources: [table.tableArn],
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': AUDIT_PARTITIONS } },
  });
}
