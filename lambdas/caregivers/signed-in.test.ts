/**
 * Proves: every signed-in route (signedInHandler) runs its handler only for a verified access token whose caregiver
 * record is active. No caller or an ID token (`token_use` 'id') is a 401 reading nothing; no record, a blocked account
 * (`signInBlocked`, even with a token issued before the block) or one being deleted is a 403 in Portuguese before the
 * body is read.
 */
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LEGAL_VERSIONS } from '../../contract';
import { signedInHandler } from './signed-in';
import { apiEvent, caregiverRecord, parseBody, testContext } from '../base/http/test-events';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
const seen: string[] = [];
const handler = signedInHandler({ body: z.strictObject({ n: z.number() }) }, async ({ uid, caregiver, body }) => {
  seen.push(`${uid}:${caregiver.uid}:${body.n}`);
  return { body: { ok: true } };
});
const resume = signedInHandler({ accepts: 'active-or-being-deleted' }, async ({ caregiver }) => ({ body: { deleting: !!caregiver.deletionRequestedAt } }));

describe('signedInHandler: the account check of every signed-in route', () => {
  beforeEach(() => {
    ddb.reset();
    seen.length = 0;
  });

  it('reads her record once (consistently) and hands it to the handler', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
    const res = await handler(apiEvent({ sub: 'u1', json: { n: 1 } }), testContext);
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual(['u1:u1:1']);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input)).toEqual([{ TableName: 'test-table', Key: { PK: 'CAREGIVER#u1', SK: 'PROFILE' }, ConsistentRead: true }]);
  });

  it('refuses with 403 before the body is even read: no record, or an account being deleted', async () => {
    ddb.on(GetCommand).resolves({});
    const none = await handler(apiEvent({ sub: 'u1', json: { bad: true } }), testContext);
    expect({ status: none.statusCode, body: parseBody(none) }).toEqual({ status: 403, body: { message: expect.stringContaining('não tem cadastro de cuidador') } });
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { deletionRequestedAt: '2026-11-23T00:00:00.000Z' }));
    const deleting = await handler(apiEvent({ sub: 'u1', json: { n: 1 } }), testContext);
    expect({ status: deleting.statusCode, body: parseBody(deleting) }).toEqual({ status: 403, body: { message: expect.stringContaining('sendo excluída') } });
    expect(seen).toEqual([]);
  });

  it('refuses a blocked account with 403 and its message, whatever the route accepts, before the body is read', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { signInBlocked: true }));
    for (const route of [handler, resume]) {
      const res = await route(apiEvent({ sub: 'u1', json: { n: 1 } }), testContext);
      expect({ status: res.statusCode, body: parseBody(res) }).toEqual({
        status: 403,
        body: { message: 'Seu acesso ao Carey foi bloqueado pela equipe. Para saber o motivo, fale com o suporte pelo formulário de atendimento ou pelo WhatsApp.' },
      });
    }
    expect(seen).toEqual([]);
  });

  it('answers 401 to an ID token (token_use \u2018id\u2019), reading nothing; an access token passes', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1'));
    const id = await handler(apiEvent({ sub: 'u1', claims: { token_use: 'id' }, json: { n: 1 } }), testContext);
    expect({ status: id.statusCode, body: parseBody(id) }).toEqual({ status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } });
    expect(ddb.calls()).toHaveLength(0);
    expect((await handler(apiEvent({ sub: 'u1', claims: { token_use: 'access' }, json: { n: 2 } }), testContext)).statusCode).toBe(200);
    expect(seen).toEqual(['u1:u1:2']);
  });

  it('only a route that accepts it lets an account being deleted through', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', { deletionRequestedAt: '2026-11-23T00:00:00.000Z' }));
    expect(parseBody(await resume(apiEvent({ sub: 'u1' }), testContext))).toEqual({ deleting: true });
    ddb.on(GetCommand).resolves({});
    expect((await resume(apiEvent({ sub: 'u1' }), testContext)).statusCode).toBe(403);
  });

  it('answers 401 without a verified caller, reading nothing', async () => {
    expect((await handler(apiEvent({ json: { n: 1 } }), testContext)).statusCode).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });
});

// Claim: with consent pending (her last acceptance names another version of either text, or none) every signed-in
// route answers 403 naming the field `consentimento` before the handler runs; a route marked beforeConsent answers.
describe('signedInHandler: the texts in force are accepted before anything else', () => {
  const exempt = signedInHandler({ beforeConsent: true }, async () => ({ body: { ok: true } }));
  const accepted = (termos: string, privacidade: string) => ({ consentimentos: [{ termos, privacidade, aceitoEm: '2026-01-01T00:00:00.000Z', ip: '192.0.2.1', origem: 'cadastro' }] });
  beforeEach(() => {
    ddb.reset();
    seen.length = 0;
  });

  it.each([
    ['an older terms version', accepted('termos-2000-01-01', LEGAL_VERSIONS.privacidade)],
    ['an older privacy version', accepted(LEGAL_VERSIONS.termos, 'privacidade-2000-01-01')],
    ['no consent at all', { consentimentos: undefined }],
  ])('%s: 403 with the Portuguese reason, the handler not run; an exempt route answers', async (_, fields) => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', fields));
    const refused = await handler(apiEvent({ sub: 'u1', json: { n: 1 } }), testContext);
    expect({ status: refused.statusCode, body: parseBody(refused) }).toEqual({ status: 403, body: { message: expect.stringContaining('aceite as novas versões'), field: 'consentimento' } });
    expect(seen).toEqual([]);
    expect((await exempt(apiEvent({ sub: 'u1' }), testContext)).statusCode).toBe(200);
  });

  it('the versions in force let every route through', async () => {
    ddb.on(GetCommand).resolves(caregiverRecord('u1', accepted(LEGAL_VERSIONS.termos, LEGAL_VERSIONS.privacidade)));
    expect((await handler(apiEvent({ sub: 'u1', json: { n: 1 } }), testContext)).statusCode).toBe(200);
  });
});
