import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../base/http/api-handler';
import { caregiverRecord } from '../../base/http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./get-me') as typeof import('./get-me');

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const eventFor = (sub: string) =>
  ({ headers: {}, requestContext: { authorizer: { jwt: { claims: { sub } } } } }) as unknown as ApiEvent;

describe('GET /api/me', () => {
  beforeEach(() => ddb.reset());

  it('reads the record of the user named by the token and hides billing ids', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { name: 'Ana', stripeCustomerId: 'cus_1', tipodeconta: 'Sem Plano', subscriptionVersion: 2, endedSubscriptionIds: ['sub_0'], subscriptionEventAt: 5 }));
    const res = await handler(eventFor('u1'), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ uid: 'u1', name: 'Ana', tipodeconta: 'Sem Plano' });
    expect(ddb.commandCalls(GetCommand)[0].args[0].input.Key).toEqual({ PK: 'CAREGIVER#u1', SK: 'PROFILE' });
  });

  it('answers 403 in Portuguese when the record is missing (a Cognito user who is no caregiver)', async () => {
    ddb.on(GetCommand).resolves({});
    const res = await handler(eventFor('u2'), context);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!).message).toBe('Esta conta não tem cadastro de cuidador no Carey. Cadastre-se pelo site para continuar.');
  });
});
