import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditLine } from '../audit';
import { appendAudit, auditPut } from './table';
import { completeAuditStep, startPendingAudit } from './audit-table';

/**
 * Claim (issue 41, decision 029): IAM lets the functions that append Registro lines PutItem on AUDIT items, and cannot
 * see a ConditionExpression; so every put these writers make into the Registro's partitions carries
 * `attribute_not_exists(PK)`: a put never overwrites a line or a step. Dropping the condition from any writer turns this red.
 */
process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const entry = auditLine({ id: 'op-1', label: 'ana@carey.example' }, { action: 'conta-verificada', target: { id: 'uid-1', label: 'Bia' } }, new Date('2026-11-27T08:00:00Z'), 'abc123');
const puts = () =>
  ddb.calls().flatMap((call) => {
    const input = call.args[0].input as { TransactItems?: { Put?: { Item: Record<string, unknown>; ConditionExpression?: string } }[]; Item?: Record<string, unknown>; ConditionExpression?: string };
    if (input.TransactItems) return input.TransactItems.flatMap((t) => (t.Put ? [t.Put] : []));
    return input.Item ? [{ Item: input.Item, ConditionExpression: input.ConditionExpression }] : [];
  });

describe("the Registro's writers only ever add (Put with attribute_not_exists(PK))", () => {
  it('auditPut: the line, under AUDIT, only if no item has its key', () => {
    const { Put } = auditPut(entry);
    expect(Put.Item).toMatchObject({ PK: 'AUDIT', SK: '2026-11-27T08:00:00.000Z#abc123' });
    expect(Put.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('appendAudit, startPendingAudit and completeAuditStep: every put into AUDIT or AUDIT#… is conditional', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    await appendAudit(entry);
    await startPendingAudit({ ...entry, id: 'def456' });
    await completeAuditStep('def456', 1, { linhas: 2 }, new Date('2026-11-27T08:01:00Z'));
    const written = puts();
    expect(written.map((p) => p.Item.PK)).toEqual(['AUDIT', 'AUDIT', 'AUDIT#STEPS', 'AUDIT#STEPS']);
    for (const put of written) expect({ key: `${String(put.Item.PK)} ${String(put.Item.SK)}`, condition: put.ConditionExpression }).toEqual({ key: `${String(put.Item.PK)} ${String(put.Item.SK)}`, condition: 'attribute_not_exists(PK)' });
  });
});
