/**
 * The route table: the single list of API routes. The CDK HTTP API and the local gateway are both built from it,
 * so they cannot drift. `handler` names a file in lambdas/handlers/ that exports `handler`.
 */
export type Access = 'public' | 'signed-in';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** API Gateway path template, e.g. /api/notices/{id}/read */
  path: string;
  handler: string;
  access: Access;
}

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/health', handler: 'health', access: 'public' },
  { method: 'GET', path: '/api/me', handler: 'get-me', access: 'signed-in' },
  { method: 'GET', path: '/api/notices', handler: 'list-notices', access: 'signed-in' },
  { method: 'POST', path: '/api/notices/{id}/read', handler: 'mark-notice-read', access: 'signed-in' },
  { method: 'GET', path: '/api/openings', handler: 'list-openings', access: 'signed-in' },
];

/** Cognito triggers, wired by the CDK user pool in AWS and by the local Lambda Invoke stand-in locally. */
export const cognitoTriggers = {
  customMessage: { functionName: 'carey-custom-message', handler: 'custom-message' },
} as const;

export type CognitoTrigger = keyof typeof cognitoTriggers;
