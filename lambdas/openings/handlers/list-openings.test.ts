import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiEvent, caregiverRecord, parseBody, testContext } from '../../base/http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./list-openings') as typeof import('./list-openings');

const opening = { PK: 'OPENINGS#TIPO#cuidador', SK: '2026-11-01T12:00:00.000Z#v1', entity: 'opening-copy', id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00.000Z', bairro: 'Bela Vista' };
const get = (query: Record<string, string>) => handler(apiEvent({ sub: 'u1', query }), testContext);

describe('GET /api/openings', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
    ddb.on(QueryCommand).resolves({ Items: [opening], LastEvaluatedKey: { PK: opening.PK, SK: opening.SK } });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'test-table': [{ id: 'f1', name: 'Família Um' }] } });
  });

  it('without filters reads the all-openings index, newest first, 20 by default', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const res = await get({});
    expect(parseBody(res)).toEqual({ items: [], nextCursor: null, ordem: 'recentes', posicao: null });
    expect(ddb.commandCalls(QueryCommand)[0].args[0].input).toMatchObject({ IndexName: 'GSI1', ScanIndexForward: false, Limit: 20 });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('with filters reads one normalised partition (no FilterExpression) and joins the families in one BatchGet', async () => {
    const res = await get({ tipoProfissional: 'CUIDADOR', cidade: ' São  Paulo ', limit: '5' });
    const input = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(input).toMatchObject({ ExpressionAttributeValues: { ':pk': 'OPENINGS#TIPO#cuidador#CIDADE#sao paulo' }, Limit: 5, ScanIndexForward: false });
    expect(input.IndexName).toBeUndefined();
    expect(input.FilterExpression).toBeUndefined();
    const body = parseBody(res) as { items: Record<string, unknown>[]; nextCursor: string };
    expect(body.items[0]).toEqual({ id: 'v1', clientId: 'f1', createdAt: opening.createdAt, bairro: 'Bela Vista', clientName: 'Família Um', avatar: '/img/avatar-padrao.svg' });
    // The caller's record (the account check), the page, the families.
    expect(ddb.calls()).toHaveLength(3);

    // The cursor belongs to the type-only partition: using it with another filter is refused.
    ddb.resetHistory();
    const typeOnly = parseBody(await get({ tipoProfissional: 'Cuidador' })) as { nextCursor: string };
    expect((await get({ tipoProfissional: 'Cuidador', cursor: typeOnly.nextCursor })).statusCode).toBe(200);
    expect((await get({ cidade: 'Curitiba', cursor: typeOnly.nextCursor })).statusCode).toBe(400);
  });

  it.each([['0'], ['51'], ['x']])('refuses limit=%s', async (limit) => {
    const res = await get({ limit });
    expect(parseBody(res)).toEqual({ message: 'O limite deve ser um número entre 1 e 50.', field: 'limit' });
  });

  it('refuses an unknown professional type', async () => {
    expect(parseBody(await get({ tipoProfissional: 'Motorista' })).field).toBe('tipoProfissional');
  });
});
