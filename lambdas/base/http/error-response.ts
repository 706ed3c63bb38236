import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { DomainError, type ErrorKind } from '../errors';
import { messages } from '../messages';

/** The one place where a failure becomes an HTTP status. */
const statusByKind: Record<ErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'unsupported-media-type': 415,
  'payload-too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

/** DynamoDB errors that mean "try again later", not "our code is wrong". */
const transientAwsErrors = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** The body of an error answer, from its Portuguese message and the field at fault (if any). */
export type ErrorShape = (error: { message: string; field?: string }) => unknown;

/** The API's error body: `{message, field?}`. */
const messageShape: ErrorShape = ({ message, field }) => (field ? { message, field } : { message });

export function htmlResponse(statusCode: number, html: string, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }, body: html };
}

/** Retry-After: when a 503 or a 429 may be tried again (a 429 says when its window ends). */
function retryAfter(error: DomainError): Record<string, string> {
  if (error.kind === 'unavailable') return { 'retry-after': String(error.retryAfterSeconds ?? 5) };
  if (error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined) return { 'retry-after': String(error.retryAfterSeconds) };
  return {};
}

/** The answer to a failure; the caller logs and counts the 5xx (reportRouteFailure in lambdas/base/observability). */
export function errorResponse(error: unknown, shape: ErrorShape = messageShape): APIGatewayProxyStructuredResultV2 {
  if (error instanceof DomainError) {
    return jsonResponse(statusByKind[error.kind], shape({ message: error.message, field: error.field }), retryAfter(error));
  }
  const name = (error as { name?: string } | null)?.name;
  if (name && transientAwsErrors.has(name)) {
    return jsonResponse(503, shape({ message: messages.serviceUnavailable }), { 'retry-after': '5' });
  }
  return jsonResponse(500, shape({ message: messages.internalError }));
}
