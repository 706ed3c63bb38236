import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { apiEvent, caregiverRecord, parseBody, testContext } from '../../base/http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./update-location') as typeof import('./update-location');

describe('PUT /api/me/location', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
  });

  it('stores latitude, longitude and the server time on the caller\u2019s record', async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await handler(apiEvent({ sub: 'u1', json: { latitude: -23.5, longitude: -46.6 } }), testContext);
    expect(res.statusCode).toBe(200);
    const input = ddb.commandCalls(UpdateCommand)[0].args[0].input;
    expect(input.Key).toEqual({ PK: 'CAREGIVER#u1', SK: 'PROFILE' });
    expect(input.ExpressionAttributeValues![':loc']).toEqual({ latitude: -23.5, longitude: -46.6, timestamp: expect.stringMatching(/^\d{4}-/) });
  });

  it('answers 403 in Portuguese, writing nothing, when the caller has no record', async () => {
    ddb.on(GetCommand).resolves({});
    const res = await handler(apiEvent({ sub: 'u1', json: { latitude: 0, longitude: 0 } }), testContext);
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 403, body: { message: 'Esta conta não tem cadastro de cuidador no Carey. Cadastre-se pelo site para continuar.' } });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('writes only while the record is not marked for deletion, and answers 403 when a deletion got there first', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    ddb.on(GetCommand).resolvesOnce(caregiverRecord('u1')).resolves(caregiverRecord('u1', { deletionRequestedAt: '2026-11-23T00:00:00.000Z' }));
    const res = await handler(apiEvent({ sub: 'u1', json: { latitude: 0, longitude: 0 } }), testContext);
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(deletionRequestedAt)');
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 403, body: { message: 'Sua conta está sendo excluída. Não é possível alterar nem baixar os dados dela.' } });
  });

  it.each([
    [{ latitude: -90.1, longitude: 0 }, 'latitude'],
    [{ latitude: 0, longitude: 180.5 }, 'longitude'],
    [{ latitude: 0, longitude: 0, accuracy: 5 }, 'accuracy'],
  ])('refuses %j without writing', async (json, field) => {
    const res = await handler(apiEvent({ sub: 'u1', json }), testContext);
    expect(res.statusCode).toBe(400);
    expect(parseBody(res).field).toBe(field);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    expect((await handler(apiEvent({ json: { latitude: 0, longitude: 0 } }), testContext)).statusCode).toBe(401);
  });
});
