import { DomainError } from '../base/errors';
import { messages } from '../base/messages';
import { metricNames } from '../base/observability/metric-names';
import { countMetric, logWarning } from '../base/observability/observability';

/**
 * How long Cognito's refusal of our functions' own calls lasts, by its error name:
 * - `ForbiddenException`: the caregivers' pool's web ACL blocked the call (decision 072). Its rate rules count each
 *   address over 5 minutes, and our functions call from Lambda's few egress addresses, so the block lifts once that
 *   address's last 5 minutes fall under the limit: at most 300 s.
 * - `TooManyRequestsException`: the account's Cognito quota for the operation's category (per second) is spent.
 *   A minute is the shortest wait the catalogue's message can say.
 */
export const COGNITO_REFUSAL_RETRY_SECONDS: Readonly<Record<string, number>> = { ForbiddenException: 300, TooManyRequestsException: 60 };

/**
 * Cognito's per-user limits (`LimitExceededException`: too many codes or resets for one user;
 * `TooManyFailedAttemptsException`: too many wrong passwords) give no time; its lockout and code limits last up
 * to about 15 minutes, which the message says.
 */
export const COGNITO_USER_LIMIT_RETRY_SECONDS = 900;

/**
 * The answer to a Cognito call that Cognito refused as a whole (web ACL or quota), not for its content: a 429 with
 * Retry-After and the catalogue's "Muitas tentativas seguidas" text, never a 500. It counts `CognitoCallsRefused`
 * (alarmed in infra/cdk/ops.ts: real caregivers are being turned away) and logs the operation and error name.
 * Undefined for any other error, which the caller maps itself.
 */
export function cognitoRefusal(error: unknown, operation: string): DomainError | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  const seconds = typeof name === 'string' ? COGNITO_REFUSAL_RETRY_SECONDS[name] : undefined;
  if (seconds === undefined) return undefined;
  countMetric(metricNames.cognitoCallsRefused);
  logWarning('Cognito refused the call', { operation, reason: name });
  return new DomainError('rate-limited', messages.tooManyAttempts(seconds / 60), undefined, seconds);
}

/** Cognito's per-user limit on an action (see COGNITO_USER_LIMIT_RETRY_SECONDS), with the given Portuguese text. */
export function userLimitReached(message: string = messages.tooManyAttempts(COGNITO_USER_LIMIT_RETRY_SECONDS / 60)): DomainError {
  return new DomainError('rate-limited', message, undefined, COGNITO_USER_LIMIT_RETRY_SECONDS);
}
