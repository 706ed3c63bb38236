import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { SUPPORT_MAX_DELIVERY_ATTEMPTS } from '../support';
import { captureLog } from '../../base/observability/captured-log';

Object.assign(process.env, { TABLE_NAME: 'test-table', MAIL_FROM: 'Carey <nao-responda@carey.test>', SUPPORT_INBOX: 'suporte@carey.test' });
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler, RETRY_GRACE_MS } = require('./retry-support-emails') as typeof import('./retry-support-emails');

const pending = (id: string) => ({ PK: `SUPPORT#${id}`, SK: 'MESSAGE', GSI2PK: 'SUPPORT#PENDING', id, nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '1', mensagem: 'Oi', createdAt: '2026-11-01T00:00:00.000Z', status: 'pending', attempts: 1 });

describe('retry-support-emails job', () => {
  beforeEach(() => {
    ddb.reset();
    ses.reset();
    ddb.on(UpdateCommand).resolves({});
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sends pending messages older than the grace period and marks each sent; failures stay pending', async () => {
    ddb.on(QueryCommand).resolves({ Items: [pending('a'), pending('b')] });
    ses.on(SendEmailCommand).resolvesOnce({ MessageId: '1' }).rejectsOnce(new Error('down'));
    const before = Date.now();
    expect(await handler({})).toEqual({ sent: 1, failed: 1 });
    const query = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(query).toMatchObject({ IndexName: 'GSI2', ExpressionAttributeValues: { ':pk': 'SUPPORT#PENDING' } });
    expect(Date.parse(query.ExpressionAttributeValues![':before'] as string)).toBeLessThanOrEqual(before - RETRY_GRACE_MS + 1000);
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates[0]).toMatchObject({ Key: { PK: 'SUPPORT#a', SK: 'MESSAGE' }, ExpressionAttributeValues: { ':sent': 'sent' } });
    expect(updates[1]).toMatchObject({ Key: { PK: 'SUPPORT#b', SK: 'MESSAGE' }, UpdateExpression: 'SET attempts = attempts + :one, lastError = :e' });
  });

  it('moves a message whose last allowed attempt failed to the dead-letter list, logging the SES code only', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...pending('c'), email: 'joão@exemplo.com', attempts: SUPPORT_MAX_DELIVERY_ATTEMPTS - 1 }] });
    ddb.on(UpdateCommand).resolvesOnce({ Attributes: { status: 'pending', attempts: SUPPORT_MAX_DELIVERY_ATTEMPTS } }).resolves({});
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Illegal address: joão@exemplo.com'), { name: 'InvalidParameterValue' }));
    const log = captureLog();
    expect(await handler({})).toEqual({ sent: 0, failed: 1 });
    log.restore();
    const [counted, deadLettered] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(counted.ExpressionAttributeValues).toMatchObject({ ':e': 'InvalidParameterValue' });
    expect(deadLettered).toMatchObject({ Key: { PK: 'SUPPORT#c', SK: 'MESSAGE' }, ExpressionAttributeValues: { ':failed': 'failed', ':dead': 'SUPPORT#FAILED' } });
    expect(deadLettered.ConditionExpression).toBe('#s = :pending AND attempts >= :max');
    const logged = log.lines().join('\n');
    expect(logged).toContain('InvalidParameterValue');
    expect(logged).not.toContain('@');
  });

  it('does nothing when nothing is pending', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await handler()).toEqual({ sent: 0, failed: 0 });
    expect(ses.calls()).toHaveLength(0);
  });
});
