/**
 * Typed failures that the domain and data layers raise. The HTTP layer maps each kind to a status code in one
 * place (lambdas/base/http/error-response.ts); messages are Portuguese because they reach the caregiver as they are.
 */
export type ErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'rate-limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly field?: string,
    /** 'unavailable' and 'rate-limited': when to try again (the answer's Retry-After); 'unavailable' 5 s unless said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string, field?: string) => new DomainError('invalid-input', message, field);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string, field?: string) => new DomainError('conflict', message, field);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
