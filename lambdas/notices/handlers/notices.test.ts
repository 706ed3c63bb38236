import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { apiEvent, caregiverRecord, parseBody, testContext } from '../../base/http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
/* eslint-disable @typescript-eslint/no-require-imports */
const list = (require('./list-notices') as typeof import('./list-notices')).handler;
const markRead = (require('./mark-notice-read') as typeof import('./mark-notice-read')).handler;
/* eslint-enable @typescript-eslint/no-require-imports */

describe('GET /api/notices', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
  });

  it('reads the caller\u2019s unread index newest first and gives each notice its time text', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { id: '1763600000-aaaaaaaa', userId: 'u1', mensagem: 'Novo', status: 'nao lido', createdAt: 1763600000, horario: 'ignorado' },
        { id: '0000000000-bbbbbbbb', userId: 'u1', mensagem: 'Antigo', status: 'nao lido', horario: 'há 3 dias' },
        { id: '0000000000-cccccccc', userId: 'u1', mensagem: 'Sem hora', status: 'nao lido' },
      ],
    });
    const res = await list(apiEvent({ sub: 'u1' }), testContext);
    const input = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(input).toMatchObject({ IndexName: 'GSI2', ScanIndexForward: false, ExpressionAttributeValues: { ':pk': 'UNREAD#u1' } });
    expect(parseBody(res).items).toEqual([
      { id: '1763600000-aaaaaaaa', mensagem: 'Novo', status: 'nao lido', createdAt: 1763600000, horario: '19/11/2025 21:53' },
      { id: '0000000000-bbbbbbbb', mensagem: 'Antigo', status: 'nao lido', createdAt: null, horario: 'há 3 dias' },
      { id: '0000000000-cccccccc', mensagem: 'Sem hora', status: 'nao lido', createdAt: null, horario: 'Horário não informado' },
    ]);
  });
});

describe('POST /api/notices/{id}/read', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
  });
  const id = '1763600000-aaaaaaaa';

  it('updates only the caller\u2019s own notice key and removes it from the unread index', async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await markRead(apiEvent({ sub: 'u1', pathParameters: { id } }), testContext);
    expect(parseBody(res)).toEqual({ id, status: 'lido' });
    const input = ddb.commandCalls(UpdateCommand)[0].args[0].input;
    expect(input.Key).toEqual({ PK: 'CAREGIVER#u1', SK: `NOTICE#${id}` });
    expect(input.UpdateExpression).toContain('REMOVE GSI2PK, GSI2SK');
    expect(input.ConditionExpression).toBe('attribute_exists(PK)');
  });

  it('answers 404 for a notice the caller does not own, and for malformed ids without a request', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const res = await markRead(apiEvent({ sub: 'u1', pathParameters: { id } }), testContext);
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 404, body: { message: 'Aviso não encontrado.' } });
    ddb.resetHistory();
    expect((await markRead(apiEvent({ sub: 'u1', pathParameters: { id: '../x' } }), testContext)).statusCode).toBe(404);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
