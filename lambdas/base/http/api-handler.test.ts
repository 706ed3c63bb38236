/**
 * Proves: every route parses, validates and refuses in Portuguese with the right 4xx, adds the security headers, hides
 * internals on a 500, and takes the caller from the verified claims only: no `sub`, or a token that says it is not an
 * access token (`token_use` 'id': an ID token the JWT authorizer lets through), is a 401 before the handler runs.
 */
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { apiHandler, type ApiEvent } from './api-handler';
import { conflict, DomainError } from '../errors';
import { securityHeaders } from './security-headers';
import { captureLog } from '../observability/captured-log';

const context = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(overrides: Partial<ApiEvent> = {}): ApiEvent {
  return {
    version: '2.0', routeKey: 'POST /api/x', rawPath: '/api/x', rawQueryString: '', isBase64Encoded: false,
    headers: { 'content-type': 'application/json' },
    requestContext: { http: { method: 'POST', path: '/api/x' } } as ApiEvent['requestContext'],
    ...overrides,
  } as ApiEvent;
}

const body = z.object({ nome: z.string({ error: 'Informe o nome.' }).min(1, 'Informe o nome.') }).strict();
const echo = apiHandler({ body }, async ({ body }) => ({ statusCode: 201, body: { ola: body.nome } }));
const parse = (r: { body?: string }) => JSON.parse(r.body ?? '{}');

describe('apiHandler', () => {
  // Proves: a body whose bytes are not UTF-8 is refused whole (400, Portuguese), never decoded into U+FFFD.
  it('refuses a base64 body that is not valid UTF-8 (bytes FF FE C3) with 400, and reads a valid one', async () => {
    const bytes = Buffer.concat([Buffer.from('{"nome":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const bad = await echo(event({ body: bytes.toString('base64'), isBase64Encoded: true }), context);
    expect({ status: bad.statusCode, body: parse(bad) }).toEqual({ status: 400, body: { message: 'O corpo da requisição tem bytes que não são texto UTF-8 válido. Envie o texto em UTF-8.' } });
    const good = await echo(event({ body: Buffer.from('{"nome":"Conceição"}').toString('base64'), isBase64Encoded: true }), context);
    expect({ status: good.statusCode, body: parse(good) }).toEqual({ status: 201, body: { ola: 'Conceição' } });
  });

  it('parses, validates and answers JSON with security headers', async () => {
    const res = await echo(event({ body: JSON.stringify({ nome: 'Ana' }) }), context);
    expect(res.statusCode).toBe(201);
    expect(parse(res)).toEqual({ ola: 'Ana' });
    expect(res.headers?.['content-type']).toContain('application/json');
    expect(res.headers?.['strict-transport-security']).toBe(securityHeaders['strict-transport-security']);
  });

  it('adds exactly the security headers CloudFront adds, on answers and refusals, and no others', async () => {
    const log = captureLog();
    const failing = apiHandler({}, async () => {
      throw new Error('boom');
    });
    for (const res of [await echo(event({ body: '{"nome":"Ana"}' }), context), await echo(event({ body: '{}' }), context), await failing(event(), context)]) {
      const names = Object.keys(res.headers ?? {}).map((n) => n.toLowerCase());
      expect(names.sort()).toEqual(['cache-control', 'content-type', ...Object.keys(securityHeaders)].sort());
      for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers?.[name]).toBe(value);
    }
    log.restore();
  });

  it.each([
    ['malformed JSON', { body: '{"nome":' }, 400, 'O corpo da requisição não é um JSON válido.'],
    ['a missing field', { body: '{}' }, 400, 'Informe o nome.'],
    ['an unknown field', { body: '{"nome":"Ana","admin":true}' }, 400, 'Campo não permitido: admin.'],
    ['no JSON content type', { body: '{"nome":"Ana"}', headers: { 'content-type': 'text/plain' } }, 415, 'Envie o corpo da requisição em JSON (Content-Type: application/json).'],
    ['an oversized body', { body: JSON.stringify({ nome: 'a'.repeat(20_000) }) }, 413, 'O corpo da requisição passa do limite de 16 KB.'],
  ])('answers %s with a 4xx and a Portuguese message', async (_name, overrides, status, message) => {
    const res = await echo(event(overrides as Partial<ApiEvent>), context);
    expect(res.statusCode).toBe(status);
    expect(parse(res).message).toBe(message);
  });

  // Proves: text that is not Unicode is refused after JSON parsing too: a JSON escape can make a lone surrogate that
  // valid UTF-8 bytes never hold (stored, it comes out as U+FFFD), anywhere in the body.
  it('refuses a lone surrogate anywhere in a JSON body with 400 in Portuguese, and takes a whole pair', async () => {
    const loose = apiHandler({ body: z.unknown() }, async () => ({ body: { ok: true } }));
    const refusal = { status: 400, body: { message: 'O corpo da requisição tem um caractere que não é Unicode válido (um substituto UTF-16 sozinho, como \\ud800). Envie apenas texto válido.' } };
    for (const raw of ['{"nome":"Ana \\ud800 x"}', '{"nome":"Ana \\udc00"}', '{"nome":"x\\ud800"}', '{"a":[1,{"b":["ok","\\udfff"]}]}', '{"\\ud83d":"chave"}', '"\\ud800"']) {
      const res = await loose(event({ body: raw }), context);
      expect({ raw, status: res.statusCode, body: parse(res) }).toEqual({ raw, ...refusal });
    }
    const deep = await loose(event({ body: `${'['.repeat(7000)}"\\ud800"${']'.repeat(7000)}` }), context);
    expect({ status: deep.statusCode, body: parse(deep) }).toEqual(refusal);
    const echoed = await echo(event({ body: '{"nome":"Ana \\ud83d\\ude00 x"}' }), context);
    expect({ status: echoed.statusCode, body: parse(echoed) }).toEqual({ status: 201, body: { ola: 'Ana \u{1F600} x' } });
  });

  it('shapes every refusal with errorShape when a route keeps another answer shape (statuses unchanged)', async () => {
    const shaped = apiHandler({ body, errorShape: ({ message, field }) => ({ ok: false, erro: message, field }) }, async () => {
      throw new Error('boom');
    });
    const log = captureLog();
    const invalid = await shaped(event({ body: '{}' }), context);
    expect({ status: invalid.statusCode, body: parse(invalid) }).toEqual({ status: 400, body: { ok: false, erro: 'Informe o nome.', field: 'nome' } });
    const failed = await shaped(event({ body: '{"nome":"Ana"}' }), context);
    expect({ status: failed.statusCode, body: parse(failed) }).toEqual({ status: 500, body: { ok: false, erro: expect.stringMatching(/\S/) } });
    log.restore();
  });

  it('maps domain errors to their status and keeps the field', async () => {
    const failing = apiHandler({}, async () => {
      throw conflict('Este telefone já está cadastrado.', 'phone');
    });
    const res = await failing(event(), context);
    expect(res.statusCode).toBe(409);
    expect(parse(res)).toEqual({ message: 'Este telefone já está cadastrado.', field: 'phone' });
  });

  it('answers throttling as 503 and anything unexpected as 500, without leaking details', async () => {
    const spy = captureLog();
    const throttled = apiHandler({}, async () => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    });
    const broken = apiHandler({}, async () => {
      throw new Error('secret internals');
    });
    const a = await throttled(event(), context);
    const b = await broken(event(), context);
    expect(a.statusCode).toBe(503);
    expect(b.statusCode).toBe(500);
    expect(b.body).not.toContain('secret');
    expect(parse(b).message).toBe('Ocorreu um erro inesperado. Tente novamente em alguns instantes.');
    spy.restore();
  });

  it('takes the caller from the verified claims only', async () => {
    const whoAmI = apiHandler({}, async ({ caller }) => ({ body: caller() }));
    const signedIn = event({ requestContext: { authorizer: { jwt: { claims: { sub: 'abc' } } } } as unknown as ApiEvent['requestContext'] });
    expect(parse(await whoAmI(signedIn, context))).toEqual({ uid: 'abc' });
    const anonymous = await whoAmI(event(), context);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an ID token (token_use \u2018id\u2019) with a 401 before the handler runs; an access token passes', async () => {
    let ran = 0;
    const whoAmI = apiHandler({}, async ({ caller }) => {
      const who = caller();
      ran++;
      return { body: who };
    });
    const withClaims = (claims: Record<string, unknown>) => event({ requestContext: { authorizer: { jwt: { claims } } } } as unknown as Partial<ApiEvent>);
    const access = await whoAmI(withClaims({ sub: 'abc', token_use: 'access' }), context);
    expect({ status: access.statusCode, body: parse(access) }).toEqual({ status: 200, body: { uid: 'abc' } });
    for (const tokenUse of ['id', 'refresh', '']) {
      const refused = await whoAmI(withClaims({ sub: 'abc', token_use: tokenUse }), context);
      expect({ tokenUse, status: refused.statusCode, body: parse(refused) }).toEqual({ tokenUse, status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } });
    }
    expect(ran).toBe(1);
  });

  it('exposes DomainError kinds for the error mapper', () => {
    expect(new DomainError('not-found', 'x').kind).toBe('not-found');
  });
});
