import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { apiEvent, parseBody, testContext } from '../http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./update-location') as typeof import('./update-location');

describe('PUT /api/me/location', () => {
  beforeEach(() => ddb.reset());

  it('stores latitude, longitude and the server time on the caller\u2019s record', async () => {
    ddb.on(UpdateCommand).resolves({});
    const res = await handler(apiEvent({ sub: 'u1', json: { latitude: -23.5, longitude: -46.6 } }), testContext);
    expect(res.statusCode).toBe(200);
    const input = ddb.commandCalls(UpdateCommand)[0].args[0].input;
    expect(input.Key).toEqual({ PK: 'CAREGIVER#u1', SK: 'PROFILE' });
    expect(input.ExpressionAttributeValues![':loc']).toEqual({ latitude: -23.5, longitude: -46.6, timestamp: expect.stringMatching(/^\d{4}-/) });
  });

  it('answers 404 when the caller has no record', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const res = await handler(apiEvent({ sub: 'u1', json: { latitude: 0, longitude: 0 } }), testContext);
    expect(res.statusCode).toBe(404);
  });

  it.each([
    [{ latitude: -90.1, longitude: 0 }, 'latitude'],
    [{ latitude: 0, longitude: 180.5 }, 'longitude'],
    [{ latitude: 0, longitude: 0, accuracy: 5 }, 'accuracy'],
  ])('refuses %j without writing', async (json, field) => {
    const res = await handler(apiEvent({ sub: 'u1', json }), testContext);
    expect(res.statusCode).toBe(400);
    expect(parseBody(res).field).toBe(field);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    expect((await handler(apiEvent({ json: { latitude: 0, longitude: 0 } }), testContext)).statusCode).toBe(401);
  });
});
