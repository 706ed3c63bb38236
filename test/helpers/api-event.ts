import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/base/http/api-handler';

/** Shapes for calling an apiHandler directly in unit tests (API Gateway HTTP API payload 2.0). */
export const lambdaContext = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

export function apiEvent(init: { sub?: string; body?: string; headers?: Record<string, string> } = {}): ApiEvent {
  return {
    headers: init.headers ?? {},
    body: init.body,
    isBase64Encoded: false,
    requestContext: init.sub ? { authorizer: { jwt: { claims: { sub: init.sub } } } } : {},
  } as unknown as ApiEvent;
}

export const jsonEvent = (sub: string, body: unknown) => apiEvent({ sub, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
