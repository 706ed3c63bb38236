import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { createHmac } from 'node:crypto';
import { isSignedSignup } from '../signup-signature';
import { LEGAL_VERSIONS } from '../../../contract';
import { apiEvent, parseBody, testContext } from '../../base/http/test-events';
import { captureLog } from '../../base/observability/captured-log';

Object.assign(process.env, { TABLE_NAME: 'test-table', USER_POOL_ID: 'pool-1', USER_POOL_CLIENT_ID: 'client-1', USER_POOL_SERVER_CLIENT_ID: 'server-client-1', MAIL_FROM: 'nao-responda@carey.example', SIGNUP_SIGNATURE_SECRET: 'segredo-local-de-teste', SITE_URL: 'https://carey.example' });
const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./signup') as typeof import('./signup');

const form = {
  name: ' Ana  Souza ',
  phone: '(11) 98765-4321',
  email: 'Ana@Exemplo.com.br',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  tipoDeCadastro: 'Enfermeiro(a)',
  genero: 'Feminino',
  acceptedTerms: true,
};
const post = (json: unknown) => {
  const event = apiEvent({ json });
  event.headers['cloudfront-viewer-address'] = '203.0.113.9:443';
  return handler(event, testContext);
};
const userExists = Object.assign(new Error('exists'), { name: 'UsernameExistsException' });

describe('POST /api/signup', () => {
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    cognito.on(SignUpCommand).resolves({ UserSub: 'sub-1', UserConfirmed: false });
    cognito.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: { ClientId: 'server-client-1', ClientSecret: 'segredo-do-cliente' } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('creates the Cognito user, then record and claims in one transaction, with normalised values', async () => {
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    expect(parseBody(res)).toEqual({ uid: 'sub-1' });
    const input = cognito.commandCalls(SignUpCommand)[0].args[0].input;
    // The confidential server client, with its SECRET_HASH, and the server's signature for the PreSignUp trigger.
    expect(input.SecretHash).toBe(createHmac('sha256', 'segredo-do-cliente').update('ana@exemplo.com.brserver-client-1').digest('base64'));
    expect(isSignedSignup('ana@exemplo.com.br', input.ClientMetadata, 'segredo-local-de-teste', new Date())).toBe(true);
    // Threat protection sees the caller's address, not the function's.
    expect(input.UserContextData).toEqual({ IpAddress: '203.0.113.9' });
    expect(input).toMatchObject({
      ClientId: 'server-client-1',
      Username: 'ana@exemplo.com.br',
      Password: 'segredo123',
      UserAttributes: [{ Name: 'email', Value: 'ana@exemplo.com.br' }, { Name: 'name', Value: 'Ana Souza' }],
    });
    const items = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items.map((i) => i.Put?.Item?.PK)).toEqual(['CAREGIVER#sub-1', 'PHONE#11987654321', 'EMAIL#ana@exemplo.com.br']);
    expect(items[0].Put!.Item).toMatchObject({ status: 'conta não verificada', tipodeconta: 'Sem Plano', campotipoCadastro: 'Lançamento', tipoDeCadastro: 'Enfermeiro(a)' });
    // Her consent, in the same write: the versions in force, when, and the viewer's whole address (LGPD art. 8 §2).
    expect(items[0].Put!.Item!.consentimentos).toEqual([
      { termos: LEGAL_VERSIONS.termos, privacidade: LEGAL_VERSIONS.privacidade, aceitoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ip: '203.0.113.9', origem: 'cadastro' },
    ]);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const mailedTo = () => ses.commandCalls(SendEmailCommand).map((c) => [c.args[0].input.Destination?.ToAddresses, /conta com ([^.]+)\./.exec(c.args[0].input.Message?.Body?.Html?.Data ?? '')?.[1]]);
  const ownerRecord = { Item: { uid: 'other', email: 'dona@exemplo.com.br', phone: '11987654321' } };

  it('answers a claimed phone like a new sign-up, without any Cognito user, and e-mails the phone\'s owner', async () => {
    ddb.on(GetCommand, { Key: { PK: 'PHONE#11987654321', SK: 'PHONE' } }).resolves({ Item: { uid: 'other' } });
    ddb.on(GetCommand, { Key: { PK: 'CAREGIVER#other', SK: 'PROFILE' } }).resolves(ownerRecord);
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    expect(parseBody(res)).toEqual({ uid: expect.stringMatching(UID) });
    expect(cognito.commandCalls(SignUpCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(mailedTo()).toEqual([[['dona@exemplo.com.br'], 'o seu telefone']]);
  });

  it('answers a claimed e-mail like a new sign-up and e-mails that address; one e-mail when both are hers', async () => {
    ddb.on(GetCommand, { Key: { PK: 'EMAIL#ana@exemplo.com.br', SK: 'EMAIL' } }).resolves({ Item: { uid: 'other' } });
    expect((await post(form)).statusCode).toBe(201);
    ddb.on(GetCommand, { Key: { PK: 'PHONE#11987654321', SK: 'PHONE' } }).resolves({ Item: { uid: 'other' } });
    expect((await post(form)).statusCode).toBe(201);
    expect(cognito.commandCalls(SignUpCommand)).toHaveLength(0);
    expect(mailedTo()).toEqual([
      [['ana@exemplo.com.br'], 'o seu e-mail'],
      [['ana@exemplo.com.br'], 'o seu e-mail e o seu telefone'],
    ]);
  });

  it('answers the same when the notice cannot be sent, and logs no address', async () => {
    ddb.on(GetCommand, { Key: { PK: 'EMAIL#ana@exemplo.com.br', SK: 'EMAIL' } }).resolves({ Item: { uid: 'other' } });
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Address ana@exemplo.com.br blacklisted'), { name: 'MessageRejected' }));
    const log = captureLog();
    expect((await post(form)).statusCode).toBe(201);
    log.restore();
    expect(log.json().filter((l) => l.level === 'WARN')).toEqual([expect.objectContaining({ message: 'sign-up attempt notice not sent', error: 'MessageRejected' })]);
    expect(log.lines().join('\n')).not.toContain('ana@');
  });

  it('deletes the new Cognito user when a concurrent sign-up claimed the phone first, then answers as for a taken phone', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );
    ddb.on(GetCommand, { Key: { PK: 'PHONE#11987654321', SK: 'PHONE' } }).resolvesOnce({}).resolves({ Item: { uid: 'other' } });
    ddb.on(GetCommand, { Key: { PK: 'CAREGIVER#other', SK: 'PROFILE' } }).resolves(ownerRecord);
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    expect(parseBody(res)).toEqual({ uid: expect.stringMatching(UID) });
    expect(parseBody(res)).not.toEqual({ uid: 'sub-1' });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0].args[0].input).toEqual({ UserPoolId: 'pool-1', Username: 'sub-1' });
    expect(mailedTo()).toEqual([[['dona@exemplo.com.br'], 'o seu telefone']]);
  });

  it('deletes the new Cognito user when the table write fails for any other reason', async () => {
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post(form)).statusCode).toBe(503);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('answers an e-mail that Cognito already knows like a new sign-up when the user is recent or confirmed, and e-mails it', async () => {
    cognito.on(SignUpCommand).rejects(userExists);
    for (const user of [
      { UserStatus: 'UNCONFIRMED' as const, UserCreateDate: new Date() },
      { UserStatus: 'CONFIRMED' as const, UserCreateDate: new Date(Date.now() - 86_400_000) },
    ]) {
      cognito.on(AdminGetUserCommand).resolves({ Username: 'old-sub', UserAttributes: [{ Name: 'sub', Value: 'old-sub' }], ...user });
      expect(parseBody(await post(form))).toEqual({ uid: expect.stringMatching(UID) });
    }
    expect(mailedTo()).toEqual([[['ana@exemplo.com.br'], 'o seu e-mail'], [['ana@exemplo.com.br'], 'o seu e-mail']]);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('removes an old unconfirmed orphan (no e-mail claim) and signs the person up', async () => {
    cognito.on(SignUpCommand).rejectsOnce(userExists).resolves({ UserSub: 'sub-2' });
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'old-sub',
      UserStatus: 'UNCONFIRMED',
      UserCreateDate: new Date(Date.now() - 60 * 60 * 1000),
      UserAttributes: [{ Name: 'sub', Value: 'old-sub' }],
    });
    const res = await post(form);
    expect(parseBody(res)).toEqual({ uid: 'sub-2' });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0].args[0].input.Username).toBe('old-sub');
    expect(cognito.commandCalls(SignUpCommand)).toHaveLength(2);
  });

  it('maps Cognito refusals to Portuguese 4xx/503 answers', async () => {
    cognito.on(SignUpCommand).rejects(Object.assign(new Error('bad'), { name: 'InvalidPasswordException' }));
    expect(parseBody(await post(form))).toEqual({ message: 'A senha deve ter pelo menos 8 caracteres, com pelo menos uma letra e um número.', field: 'password' });
    cognito.on(SignUpCommand).rejects(Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' }));
    const res = await post(form);
    expect(res.statusCode).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 503 when the pool's web ACL blocks the function's SignUp (ForbiddenException), never 500", async () => {
    cognito.on(SignUpCommand).rejects(Object.assign(new Error('Request not allowed due to WAF block.'), { name: 'ForbiddenException' }));
    const res = await post(form);
    expect(res.statusCode).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('validates before touching anything', async () => {
    const res = await post({ ...form, confirmPassword: 'x', acceptedTerms: false });
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({ message: 'As senhas não coincidem.', field: 'confirmPassword' });
    expect(ddb.calls()).toHaveLength(0);
    expect(cognito.commandCalls(SignUpCommand)).toHaveLength(0);
  });
});
