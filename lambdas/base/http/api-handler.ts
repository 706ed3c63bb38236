import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { securityHeaders } from './security-headers';
import { pt as portuguese } from 'zod/locales';
import { DomainError, invalidInput, unauthenticated } from '../errors';
import { messages } from '../messages';
import { errorResponse, htmlResponse, jsonResponse, type ErrorShape } from './error-response';
import { assertFromCloudFront } from './origin-check';
import { observability, observedHandler, reportRouteFailure } from '../observability/observability';

// Only the Portuguese locale: `z.locales` would bundle every language into each function.
z.config(portuguese());

/** API Gateway HTTP API (payload 2.0) event, with the JWT authorizer's claims when the route is signed in. */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] | null } };
  };
};

export interface Caller {
  /** Cognito `sub`: the caregiver's id everywhere. */
  uid: string;
}

export interface ApiRequest<Body, Query> {
  event: ApiEvent;
  body: Body;
  query: Query;
  pathParameters: Record<string, string>;
  /** The signed-in user, from the claims that the authorizer verified; never from the body. */
  caller(): Caller;
}

export type ApiResult =
  | { statusCode?: number; body: unknown; headers?: Record<string, string> }
  /** A small server-rendered page (links opened from an e-mail, with no SPA and no login). */
  | { statusCode?: number; html: string; headers?: Record<string, string> }
  /** A file to download (e.g. CSV); `headers` carries its content type. */
  | { statusCode?: number; file: string; headers: Record<string, string> };

export interface ApiHandlerOptions<Body, Query> {
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** Bodies larger than this are refused with 413 before parsing. */
  maxBodyBytes?: number;
  /** The body of every refusal (invalid input, rate limit, failure); the default is `{message, field?}`. */
  errorShape?: ErrorShape;
  /**
   * The verified caller is checked before anything else (the team's console: an ID token gets 401 even on a route
   * that never reads who calls; docs/decisions/046 and 047).
   */
  callerFirst?: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * How long before Lambda's own timeout middy gives up on the handler and the error path answers a 500 and counts
 * `HandlerTimeout` (the route's alarm in infra/cdk/slice-stack.ts). Passed always: a `timeoutEarlyInMillis` of
 * `undefined` spreads over middy's default and turns the guard off, and the route then dies as a plain Lambda timeout
 * with none of our metrics. Half a second, not middy's 5 ms: the answer, its log line and its metric must be out
 * before Lambda freezes the function.
 */
export const EARLY_TIMEOUT_MS = 500;

/**
 * Every route is built here, with one middleware stack in a fixed order:
 * header normaliser → CloudFront origin check → body size and JSON parsing → zod validation → handler → security headers → error mapping.
 */
export function apiHandler<Body = undefined, Query = undefined>(
  options: ApiHandlerOptions<Body, Query>,
  handle: (request: ApiRequest<Body, Query>) => Promise<ApiResult>,
) {
  return routeHandler(options, async (event) => handle(parseRequest(options, event)));
}

/**
 * The middleware stack every route shares, around `run` (which parses the request and answers):
 * observability → header normaliser → CloudFront origin check → `run` → security headers → error mapping. Signed-in routes add their account check
 * in front of parsing (lambdas/caregivers/signed-in.ts).
 */
export function routeHandler(options: Pick<ApiHandlerOptions<unknown, unknown>, 'errorShape' | 'callerFirst'>, run: (event: ApiEvent) => Promise<ApiResult>) {
  const inner = async (event: ApiEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    assertFromCloudFront(event);
    if (options.callerFirst) callerOf(event);
    const result = await run(event);
    if ('file' in result) return { statusCode: result.statusCode ?? 200, headers: { 'cache-control': 'no-store', ...result.headers }, body: result.file };
    if ('html' in result) return htmlResponse(result.statusCode ?? 200, result.html, result.headers);
    return jsonResponse(result.statusCode ?? 200, result.body, result.headers);
  };

  // Observability first, so its context is on every line; the error mapping last, so it sees every error (and counts
  // the route's 500s and timeouts before answering).
  return observedHandler(
    middy<ApiEvent, APIGatewayProxyStructuredResultV2, Error, Context>(inner, { timeoutEarlyInMillis: EARLY_TIMEOUT_MS })
      .use(observability({ kind: 'api' }))
      .use(httpHeaderNormalizer())
      .use(securityHeadersMiddleware)
      .use({
        onError: async (request) => {
          request.response = errorResponse(request.error, options.errorShape);
          reportRouteFailure(request.error, request.response.statusCode ?? 500);
        },
      }),
  );
}

/**
 * The security headers of `security-headers.ts` (beside this file) on every answer, and nothing more: the same set CloudFront's
 * response-headers policy puts on every answer in AWS (and the local gateway locally), so an answer reached any
 * other way (API Gateway's own address, a test) carries them too. Middy's http-security-headers was used before:
 * its defaults add headers CloudFront never sends (`x-xss-protection`, empty `reporting-endpoints`, ...).
 */
const securityHeadersMiddleware: middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2, Error, Context> = {
  after: async (request) => {
    if (request.response) request.response.headers = { ...request.response.headers, ...securityHeaders };
  },
  onError: async (request) => {
    if (request.response) request.response.headers = { ...request.response.headers, ...securityHeaders };
  },
};

/** Body size and JSON parsing, then zod validation of body and query. */
export function parseRequest<Body, Query>(options: ApiHandlerOptions<Body, Query>, event: ApiEvent): ApiRequest<Body, Query> {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const body = options.body ? validate(options.body, parseJsonBody(event, maxBodyBytes)) : (undefined as Body);
  const query = options.query ? validate(options.query, event.queryStringParameters ?? {}) : (undefined as Query);
  return {
    event,
    body,
    query,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    caller: () => callerOf(event),
  };
}

/**
 * The verified caller. Only access tokens are accepted: API Gateway's JWT authorizer (and Cognito's ID tokens, whose
 * `aud` is the app client) would let an ID token through, and an ID token is not meant to authorise calls (it cannot
 * be revoked and carries her profile). Cognito's tokens always say which they are (`token_use`).
 */
export function callerOf(event: ApiEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') throw unauthenticated(messages.unauthenticated);
  if (claims?.token_use !== undefined && claims.token_use !== 'access') throw unauthenticated(messages.notAnAccessToken);
  return { uid: sub };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The request's body as the client sent it (API Gateway base64-encodes some bodies): the one place bodies are read.
 * Bytes that are not valid UTF-8 are a 400 in Portuguese, never decoded lossily into replacement characters; a route
 * whose body is a file a person chose says it in its own words (`notUtf8`).
 */
export function rawBody(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>, notUtf8: string = messages.bodyNotUtf8): string {
  const raw = event.body ?? '';
  if (!event.isBase64Encoded) return raw;
  try {
    return strictUtf8.decode(Buffer.from(raw, 'base64'));
  } catch {
    throw invalidInput(notUtf8);
  }
}

function parseJsonBody(event: ApiEvent, maxBodyBytes: number): unknown {
  const text = rawBody(event);
  if (Buffer.byteLength(text, 'utf8') > maxBodyBytes) {
    throw new DomainError('payload-too-large', messages.bodyTooLarge(Math.round(maxBodyBytes / 1024)));
  }
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^application\/(.+\+)?json(\s*;.*)?$/i.test(contentType)) {
    throw new DomainError('unsupported-media-type', messages.jsonRequired);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidInput(messages.invalidJson);
  }
  // A JSON escape (`"\ud800"`) makes text that is not Unicode out of valid UTF-8: refused wherever it is, key or value.
  if (holdsLoneSurrogate(parsed)) throw invalidInput(messages.bodyNotUnicode);
  return parsed;
}

/** Half of a UTF-16 surrogate pair, alone (matched by code unit: no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string of a parsed body, keys included; by a list, not recursion (a body may nest thousands deep). */
function holdsLoneSurrogate(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) for (const inner of value) pending.push(inner);
    else if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) pending.push(key, inner);
  }
  return false;
}

function validate<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue.code === 'unrecognized_keys') throw invalidInput(messages.unknownField(issue.keys[0]), issue.keys[0]);
  const field = issue.path.length ? issue.path.join('.') : undefined;
  throw invalidInput(issue.message || messages.invalidField, field);
}
