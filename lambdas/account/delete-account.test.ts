import { mockClient } from 'aws-sdk-client-mock';
import { BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHmac } from 'node:crypto';
import { AdminDeleteUserCommand, AdminDisableUserCommand, CognitoIdentityProviderClient, DescribeUserPoolClientCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DELETION_STEPS, type DeletionJob } from './deletion';
import type { Caregiver } from '../caregivers/caregiver';
import { requestAccountDeletion, runDeletion } from './delete-account';

Object.assign(process.env, { TABLE_NAME: 'test-table', USER_POOL_ID: 'pool-1', USER_POOL_CLIENT_ID: 'client-1', USER_POOL_SERVER_CLIENT_ID: 'server-client-1' });
const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const job = (): DeletionJob => ({ uid: 'u1', email: 'ana@exemplo.com.br', phone: '31999990000', requestedAt: '2026-11-23T00:00:00.000Z', done: {}, attempts: 0 });
const token = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`;
const quiet = { log: () => undefined };

describe('account deletion steps', () => {
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(UpdateCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    ddb.on(BatchWriteCommand).resolves({});
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: { ClientId: 'server-client-1', ClientSecret: 'segredo-do-cliente' } });
  });

  it('stops at the first failing step, records it, and the next run starts there without repeating what is done', async () => {
    cognito.on(AdminDeleteUserCommand).rejectsOnce(Object.assign(new Error('down'), { name: 'InternalErrorException' })).resolves({});
    const j = job();
    expect(await runDeletion(j, quiet)).toBe('em-andamento');
    const failedAt = DELETION_STEPS.indexOf('delete-cognito-user');
    expect(Object.keys(j.done)).toEqual(DELETION_STEPS.slice(0, failedAt));
    const failure = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input).find((i) => String(i.UpdateExpression).includes('lastError'));
    expect(failure?.ExpressionAttributeValues?.[':e']).toBe('delete-cognito-user: InternalErrorException') // the code only: a message may quote personal data;
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);

    expect(await runDeletion(j, quiet)).toBe('concluida');
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(2);
    // Last: the record and claims, then the job becomes the receipt (no uid in it).
    const [deleteRecord, receipt] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(deleteRecord[0]).toMatchObject({ Delete: { TableName: 'test-table', Key: { PK: 'CAREGIVER#u1', SK: 'PROFILE' } } });
    expect(receipt[0].Delete!.Key).toEqual({ PK: 'DELETION#u1', SK: 'JOB' });
    expect(JSON.stringify(receipt[1].Put!.Item)).not.toMatch(/u1|ana@|31999990000/);
  });

  it('checks the password of the token\u2019s own caregiver with Cognito and deletes nothing when it is wrong', async () => {
    const caregiver = { uid: 'u1', email: 'ana@exemplo.com.br', phone: '31999990000', tipodeconta: 'Sem Plano' } as Caregiver;
    cognito.on(InitiateAuthCommand).rejects(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    await expect(requestAccountDeletion({ caregiver, password: 'errada', clientAddress: '1.2.3.4' })).rejects.toMatchObject({ kind: 'forbidden', field: 'password' });
    // Through the confidential server client, with its SECRET_HASH.
    const secretHash = createHmac('sha256', 'segredo-do-cliente').update('ana@exemplo.com.brserver-client-1').digest('base64');
    expect(cognito.commandCalls(InitiateAuthCommand)[0].args[0].input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'server-client-1',
      AuthParameters: { USERNAME: 'ana@exemplo.com.br', PASSWORD: 'errada', SECRET_HASH: secretHash },
      UserContextData: { IpAddress: '1.2.3.4' },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);

    // A right password for another user (the sub differs) is refused too.
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: token('u2') } });
    await expect(requestAccountDeletion({ caregiver, password: 'certa', clientAddress: '1.2.3.4' })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
