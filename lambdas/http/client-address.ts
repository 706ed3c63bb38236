import type { ApiEvent } from './api-handler';

/**
 * The caller's address. Behind CloudFront, API Gateway sees CloudFront's address, so the viewer's comes from the
 * CloudFront-Viewer-Address header (forwarded by the distribution's origin request policy); locally, and when
 * API Gateway is called directly, from the request context.
 */
export function clientAddress(event: ApiEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext.http?.sourceIp ?? 'unknown';
}
