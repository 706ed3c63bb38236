import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors';
import { messages } from '../messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from '../env';

/** The header CloudFront adds to every request it sends the API (infra/cdk/web.ts); viewers cannot set it. */
export const ORIGIN_HEADER = 'x-carey-origin';

/**
 * In AWS (ORIGIN_VERIFY set from the stack's generated secret) a request must carry CloudFront's origin header:
 * a request that reached the API some other way (its regional domain, or execute-api where a stage still has it)
 * is refused with 403 before anything runs, so the viewer-address header that rate limits trust was set by
 * CloudFront. Locally the gateway is CloudFront and the variable is unset. docs/decisions/017-api-reached-only-through-cloudfront.md.
 */
export function assertFromCloudFront(event: Pick<APIGatewayProxyEventV2, 'headers'>, expected: string | undefined = env('ORIGIN_VERIFY')): void {
  if (!expected) return;
  const given = Buffer.from(event.headers?.[ORIGIN_HEADER] ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new DomainError('forbidden', messages.originRefused);
}
