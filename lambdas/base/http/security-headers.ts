/**
 * The security headers every page and API answer carries: the Lambdas (api-handler.ts), the CDK response-headers
 * policy (CloudFront) and the local gateway all read this, so they are the same in AWS and locally. It lives below
 * the server, not in infra/, so that nothing in lambdas/ imports the infrastructure (docs/decisions/027).
 */

/**
 * `connectSrc` adds origins the browser must reach besides our own: in AWS the SPA talks to Cognito (and CloudWatch
 * RUM when enabled) directly, while locally those go through the same-origin gateway.
 */
export function buildContentSecurityPolicy(extra: { connectSrc?: readonly string[] } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Amplify UI and React set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(extra.connectSrc ?? [])].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const contentSecurityPolicy = buildContentSecurityPolicy();

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};
