import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { Context } from 'aws-lambda';
import { apiEvent, parseBody, testContext } from '../../base/http/test-events';
import { captureLog, emfMetrics } from '../../base/observability/captured-log';
import { SERVICE_NAME, metricNames, metricsNamespace } from '../../base/observability/metric-names';
import { messages } from '../../base/messages';

Object.assign(process.env, { TABLE_NAME: 'test-table', MAIL_FROM: 'Carey <nao-responda@carey.test>', SUPPORT_INBOX: 'suporte@carey.test' });
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESClient);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { handler } = require('./send-support') as typeof import('./send-support');

const message = { nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '11912345678', mensagem: 'Preciso de <ajuda> & atenção' };
const post = (json: unknown) => handler(apiEvent({ json }), testContext);
/** Updates of the support message itself (the rate-limit counters are updated first). */
const messageUpdates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input).filter((i) => String(i.Key?.PK).startsWith('SUPPORT#'));

describe('POST /api/support', () => {
  beforeEach(() => {
    ddb.reset();
    ses.reset();
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('stores the message as pending, e-mails it with Reply-To the sender, then marks it sent', async () => {
    const res = await post(message);
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 200, body: { success: true } });
    const [stored, inbox] = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!.map((t) => t.Put!);
    // The team's inbox entry: its id and time, nothing of who wrote.
    expect(inbox.Item).toEqual({ PK: 'SUPPORT_INBOX', SK: `${stored.Item!.createdAt}#${stored.Item!.id}`, entity: 'support-inbox', id: stored.Item!.id, expiresAt: stored.Item!.expiresAt });
    expect(stored.Item).toMatchObject({ SK: 'MESSAGE', GSI2PK: 'SUPPORT#PENDING', status: 'pending', attempts: 0, ...message });
    expect(stored.ConditionExpression).toBe('attribute_not_exists(PK)');
    const email = ses.commandCalls(SendEmailCommand)[0].args[0].input;
    expect(email).toMatchObject({
      Source: 'Carey <nao-responda@carey.test>',
      Destination: { ToAddresses: ['suporte@carey.test'] },
      ReplyToAddresses: ['ana@exemplo.com.br'],
    });
    expect(email.Message!.Body!.Text!.Data).toContain('Preciso de <ajuda> & atenção');
    expect(email.Message!.Body!.Html!.Data).toContain('Preciso de &lt;ajuda&gt; &amp; atenção');
    const update = messageUpdates()[0];
    expect(update.Key).toEqual(stored.Item && { PK: stored.Item.PK, SK: 'MESSAGE' });
    expect(update.UpdateExpression).toContain('REMOVE GSI2PK, GSI2SK');
  });

  it('keeps the message pending and answers 503 {success:false} when SES fails', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    const res = await post(message);
    expect(res.statusCode).toBe(503);
    expect(parseBody(res)).toEqual({ success: false, error: expect.stringContaining('tente novamente mais tarde') });
    const update = messageUpdates()[0];
    expect(update.UpdateExpression).toBe('SET attempts = attempts + :one, lastError = :e');
    expect(update.ExpressionAttributeValues![':e']).toContain('ServiceUnavailable');
  });

  // Proves the route's HandlerTimeout alarm can fire (issue 49, item 1): as in AWS, the route is built as it ships,
  // Lambda's context has little time left and SES is slow; the route answers its own 5xx in Portuguese and counts it.
  it('answers 500 {success:false} in Portuguese and counts HandlerTimeout for POST /api/support when SES outlasts the time left', async () => {
    let slowSes: NodeJS.Timeout | undefined;
    ses.on(SendEmailCommand).callsFake(() => new Promise((resolve) => (slowSes = setTimeout(() => resolve({ MessageId: 'late' }), 5_000))));
    const nearlyOut = { getRemainingTimeInMillis: () => 800 } as unknown as Context;
    const log = captureLog();
    try {
      const res = await handler({ ...apiEvent({ json: message }), routeKey: 'POST /api/support' }, nearlyOut);
      expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 500, body: { success: false, error: messages.internalError } });
      expect(emfMetrics(log.json()).filter((m) => m.name === metricNames.handlerTimeout)).toEqual([
        { namespace: metricsNamespace('local'), name: metricNames.handlerTimeout, dimensions: { service: SERVICE_NAME, Route: 'POST /api/support' }, value: 1 },
      ]);
    } finally {
      log.restore();
      clearTimeout(slowSes);
    }
  });

  it('does not send anything when the message could not be stored', async () => {
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post(message);
    expect(res.statusCode).toBe(503);
    expect(parseBody(res)).toMatchObject({ success: false });
    expect(ses.calls()).toHaveLength(0);
  });

  it.each([
    [{ ...message, mensagem: '   ' }, 'mensagem', 'Escreva sua mensagem.'],
    [{ ...message, email: 'a@b' }, 'email', 'Informe um só endereço de e-mail, sem acentos, espaços nem nome, como nome@exemplo.com.br.'],
    [{ ...message, nome: 'Ana\r\nBcc: x@y.z' }, 'nome', 'O campo Nome não pode ter quebras de linha.'],
    [{ ...message, nome: 'a'.repeat(121) }, 'nome', 'O campo Nome pode ter no máximo 120 caracteres.'],
    [{ ...message, extra: 'x' }, 'extra', 'Campo não permitido: extra.'],
  ])('answers 400 {success:false, error} for %j and stores nothing', async (json, field, error) => {
    const res = await post(json);
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 400, body: { success: false, error, field } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keeps the shape for a body that is not JSON', async () => {
    const res = await handler({ ...apiEvent({ json: {} }), body: '{' }, testContext);
    expect({ status: res.statusCode, body: parseBody(res) }).toEqual({ status: 400, body: { success: false, error: 'O corpo da requisição não é um JSON válido.' } });
  });
});
