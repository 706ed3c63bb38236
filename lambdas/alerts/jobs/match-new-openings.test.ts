import { mockClient } from 'aws-sdk-client-mock';
import { marshall } from '@aws-sdk/util-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';

Object.assign(process.env, { TABLE_NAME: 'test-table' });
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./match-new-openings') as typeof import('./match-new-openings');

const image = (over: Record<string, unknown> = {}) =>
  marshall({ PK: 'CLIENT#f1', SK: 'OPENING#2026-11-22T10:00:00.000Z#v1', entity: 'opening', id: 'v1', clientId: 'f1', createdAt: '2026-11-22T10:00:00.000Z', bairro: 'Centro', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' }, ...over });
const record = (eventName: string, newImage: ReturnType<typeof image>, seq: string) => ({ eventName, dynamodb: { NewImage: newImage, SequenceNumber: seq } });
const event = (...records: unknown[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;
const alertCopy = { PK: 'ALERTS#ANYWHERE#TIPO#*#CIDADE#campinas', SK: 'u1#a1', entity: 'alert-index', uid: 'u1', id: 'a1', cidade: 'Campinas', createdAt: '2026-11-01T00:00:00.000Z' };

describe('match-new-openings (table stream)', () => {
  beforeEach(() => {
    ddb.reset();
    // The opening is still open when its record is handled (the matcher reads its state first).
    ddb.on(GetCommand).resolves({ Item: { PK: 'CLIENT#f1' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['closed by the team before its record arrived', { Item: { PK: 'CLIENT#f1', encerradaEm: '2026-11-22T11:00:00.000Z' } }],
    ['gone (rewritten under another date)', {}],
  ])('never matches an opening %s', async (_case, stored) => {
    ddb.on(GetCommand).resolves(stored);
    ddb.on(QueryCommand).resolves({ Items: [alertCopy] });
    ddb.on(TransactWriteCommand).resolves({});
    expect(await handler(event(record('INSERT', image(), '1')))).toEqual({ batchItemFailures: [] });
    expect(ddb.commandCalls(GetCommand)[0].args[0].input).toMatchObject({ Key: { PK: 'CLIENT#f1', SK: 'OPENING#2026-11-22T10:00:00.000Z#v1' }, ConsistentRead: true });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('matches inserted openings only, through index Queries, recording one match per caregiver', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': alertCopy.PK } }).resolves({ Items: [alertCopy] });
    ddb.on(TransactWriteCommand).resolves({});
    const out = await handler(event(record('INSERT', image(), '1'), record('MODIFY', image({ id: 'v2' }), '2'), record('INSERT', image({ entity: 'opening-copy' }), '3')));
    expect(out).toEqual({ batchItemFailures: [] });
    const partitions = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.ExpressionAttributeValues![':pk'] as string);
    // and her devices, for the push of the new match (none here)
    expect(partitions.filter((p) => !p.startsWith('ALERTS#'))).toEqual(['CAREGIVER#u1']);
    expect(partitions.filter((p) => p.startsWith('ALERTS#')).sort()).toEqual(['ALERTS#ANYWHERE#TIPO#*#CIDADE#*', 'ALERTS#ANYWHERE#TIPO#*#CIDADE#campinas', 'ALERTS#ANYWHERE#TIPO#cuidador#CIDADE#*', 'ALERTS#ANYWHERE#TIPO#cuidador#CIDADE#campinas']);
    const writes = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(writes).toHaveLength(1);
    expect(writes[0][0].Put).toMatchObject({ Item: { PK: 'CAREGIVER#u1', SK: 'ALERTMATCH#f1#v1', GSI2PK: 'ALERTMATCH#PENDING', alertIds: ['a1'] }, ConditionExpression: 'attribute_not_exists(PK)' });
    // Only while her alert state exists: a match never outlives an unsubscribe or an account deletion.
    expect(writes[0][1].ConditionCheck).toMatchObject({ Key: { PK: 'CAREGIVER#u1', SK: 'ALERTSTATE' }, ConditionExpression: 'attribute_exists(alertCount)' });
  });

  it('a match already recorded is not an error; a failure reports the record so only it and later ones are retried', async () => {
    ddb.on(QueryCommand).resolves({ Items: [alertCopy] });
    const canceled = new TransactionCanceledException({ message: 'canceled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });
    ddb.on(TransactWriteCommand).rejectsOnce(canceled);
    expect(await handler(event(record('INSERT', image(), '1')))).toEqual({ batchItemFailures: [] });
    ddb.on(QueryCommand).resolves({ Items: [] }).on(QueryCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    expect(await handler(event(record('INSERT', image(), '7'), record('INSERT', image({ id: 'v9' }), '8')))).toEqual({ batchItemFailures: [{ itemIdentifier: '7' }] });
  });
});
