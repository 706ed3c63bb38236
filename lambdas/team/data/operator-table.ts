import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../contract/team';
import { ADMIN_ROLE, isOperatorRole, type OperatorRole } from '../../../contract/operators';
import { db, queryAll, tableName, transactIfConditionsHold, type TransactItem } from '../../base/table/client';
import { auditPut } from './table';

/**
 * The operators' records (docs/decisions/049-operator-roles.md): one item per operator, keyed by her Cognito `sub`,
 * listed through GSI1 (`OPERATORS`, by e-mail). Every /api/equipe request reads the caller's (role, active); a
 * removed operator keeps her record, inactive, so the Registro's lines about her still resolve.
 */
export interface OperatorRecord {
  sub: string;
  email: string;
  name: string;
  role: OperatorRole;
  active: boolean;
  createdAt: string;
}

const operatorKey = (sub: string) => ({ PK: `OPERATOR#${sub}`, SK: 'OPERATOR' });
const OPERATOR_LIST = 'OPERATORS';

function recordFromItem(item: Record<string, unknown> | undefined): OperatorRecord | undefined {
  if (!item || !isOperatorRole(item.role)) return undefined;
  const { sub, email, name, role, active, createdAt } = item as unknown as OperatorRecord;
  return { sub, email, name: name ?? '', role, active: active === true, createdAt };
}

/** Her record, read strongly consistent (a removal or a role change counts from the next request on). */
export async function getOperatorRecord(sub: string): Promise<OperatorRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: operatorKey(sub), ConsistentRead: true }));
  return recordFromItem(out.Item);
}

/** Every operator, active or not, by e-mail (a team is a few dozen people: one small partition of GSI1). */
export async function listOperatorRecords(): Promise<OperatorRecord[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :list', ExpressionAttributeValues: { ':list': OPERATOR_LIST } });
  return items.map(recordFromItem).filter((r): r is OperatorRecord => r !== undefined);
}

/** Writes her record as active with `role` (creating it, or reactivating it); keeps the first `createdAt`. */
function upsertOperator(record: Omit<OperatorRecord, 'active'>, condition?: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: operatorKey(record.sub),
      UpdateExpression: 'SET entity = :entity, #sub = :sub, email = :email, #name = :name, #role = :role, active = :yes, createdAt = if_not_exists(createdAt, :at), GSI1PK = :list, GSI1SK = :email',
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: { '#sub': 'sub', '#name': 'name', '#role': 'role' },
      ExpressionAttributeValues: { ':entity': 'operator', ':sub': record.sub, ':email': record.email, ':name': record.name, ':role': record.role, ':yes': true, ':at': record.createdAt, ':list': OPERATOR_LIST },
    },
  };
}

/** The CLI and the local seed: her record, whatever was there (the first administrator is made this way). */
export async function saveOperatorRecord(record: Omit<OperatorRecord, 'active'>): Promise<void> {
  const { Update } = upsertOperator(record) as { Update: ConstructorParameters<typeof UpdateCommand>[0] };
  await db().send(new UpdateCommand(Update));
}

/** 'Convidar operadora': her record and the Registro line together; false when she is an active operator already. */
export function inviteOperatorAudited(record: Omit<OperatorRecord, 'active'>, entry: AuditEntry): Promise<boolean> {
  return transactIfConditionsHold([upsertOperator(record, 'attribute_not_exists(PK) OR active = :no'), auditPut(entry)].map(withNo));
}

const withNo = (item: TransactItem): TransactItem =>
  item.Update?.ConditionExpression ? { Update: { ...item.Update, ExpressionAttributeValues: { ...item.Update.ExpressionAttributeValues, ':no': false } } } : item;

/**
 * Another active administrator is still one when this transaction commits: demoting or removing an administrator
 * checks one other, so two administrators demoting each other at once cannot both succeed (one transaction fails).
 */
function otherAdminStays(otherAdminSub: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: operatorKey(otherAdminSub),
      ConditionExpression: 'active = :yes AND #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':yes': true, ':admin': ADMIN_ROLE },
    },
  };
}

/**
 * A role change or a removal, with its Registro line, while she is active with the role the operator saw; false
 * when that no longer holds (or the other administrator it counts on is gone).
 */
export function changeOperatorAudited(change: { sub: string; expectedRole: OperatorRole; role?: OperatorRole; remove?: boolean; otherAdminSub?: string }, entry: AuditEntry): Promise<boolean> {
  const set = change.remove ? 'SET active = :no' : 'SET #role = :role';
  return transactIfConditionsHold([
    {
      Update: {
        TableName: tableName(),
        Key: operatorKey(change.sub),
        UpdateExpression: set,
        ConditionExpression: 'active = :yes AND #role = :expected',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':yes': true, ':expected': change.expectedRole, ...(change.remove ? { ':no': false } : { ':role': change.role }) },
      },
    },
    ...(change.otherAdminSub ? [otherAdminStays(change.otherAdminSub)] : []),
    auditPut(entry),
  ]);
}
