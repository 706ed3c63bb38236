import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AdminDeleteUserCommand, AdminDisableUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DELETION_STEPS } from '../deletion';

Object.assign(process.env, { TABLE_NAME: 'test-table', USER_POOL_ID: 'pool-1', USER_POOL_CLIENT_ID: 'client-1', USER_POOL_SERVER_CLIENT_ID: 'server-client-1' });
const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler, RESUME_GRACE_MS } = require('./resume-account-deletions') as typeof import('./resume-account-deletions');

const allButLast = Object.fromEntries(DELETION_STEPS.slice(0, -2).map((s) => [s, '2026-11-23T00:00:01.000Z']));
const pending = (uid: string) => ({ PK: `DELETION#${uid}`, SK: 'JOB', GSI2PK: 'DELETION#PENDING', uid, email: `${uid}@exemplo.com.br`, phone: '31999990000', requestedAt: '2026-11-23T00:00:00.000Z', done: allButLast, attempts: 1 });

describe('resume-account-deletions job', () => {
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    ddb.on(GetCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('finishes each pending deletion from its first step not done; one that fails again stays pending', async () => {
    ddb.on(QueryCommand).resolves({ Items: [pending('a'), pending('b')] });
    cognito.on(AdminDeleteUserCommand, { Username: 'a' }).resolves({}).on(AdminDeleteUserCommand, { Username: 'b' }).rejects(Object.assign(new Error('down'), { name: 'InternalErrorException' }));
    const before = Date.now();
    expect(await handler({})).toEqual({ completed: 1, pending: 1 });
    const query = ddb.commandCalls(QueryCommand)[0].args[0].input;
    expect(query).toMatchObject({ IndexName: 'GSI2', ExpressionAttributeValues: { ':pk': 'DELETION#PENDING' } });
    expect(Date.parse(query.ExpressionAttributeValues![':before'] as string)).toBeLessThanOrEqual(before - RESUME_GRACE_MS + 1000);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
    const finished = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.map((i) => (i.Delete ?? i.Put)!));
    expect(finished.some((items) => JSON.stringify(items).includes('DELETION#a'))).toBe(true);
    expect(finished.some((items) => JSON.stringify(items).includes('DELETION#b'))).toBe(false);
  });
});
