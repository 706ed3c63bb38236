/** Unit-test helpers: API Gateway (payload 2.0) events and a Lambda context, as the gateway would build them. */
import type { Context } from 'aws-lambda';
import type { ApiEvent } from './api-handler';
import { LEGAL_VERSIONS, NO_PLAN } from '../../../contract';

export const testContext = { getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

export function apiEvent(options: { json?: unknown; sub?: string; claims?: Record<string, unknown>; query?: Record<string, string>; pathParameters?: Record<string, string> } = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/x',
    rawQueryString: '',
    isBase64Encoded: false,
    headers: options.json === undefined ? {} : { 'content-type': 'application/json' },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    requestContext: {
      http: { method: 'POST', path: '/api/x' },
      ...(options.sub ? { authorizer: { jwt: { claims: { sub: options.sub, ...options.claims } } } } : {}),
    },
  } as unknown as ApiEvent;
}

/**
 * What the account check of a signed-in route reads for a caller who may act: her caregiver record (GetItem), with a
 * consent to the texts in force (a pending one is refused with 403 by every route but a few).
 */
export const caregiverRecord = (uid: string, fields: Record<string, unknown> = {}) => ({
  Item: { PK: `CAREGIVER#${uid}`, SK: 'PROFILE', entity: 'caregiver', uid, tipodeconta: NO_PLAN, consentimentos: [{ ...LEGAL_VERSIONS, aceitoEm: '2026-01-01T00:00:00.000Z', ip: '192.0.2.1', origem: 'cadastro' }], ...fields },
});

export const parseBody = (res: { body?: string }) => JSON.parse(res.body ?? '{}') as Record<string, unknown>;
