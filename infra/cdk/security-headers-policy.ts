import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { buildContentSecurityPolicy, securityHeaders } from '../../lambdas/base/http/security-headers';

/**
 * CloudFront's response-headers policy with the same headers the local gateway sends (lambdas/base/http/security-headers.ts):
 * the content security policy lets the SPA reach Cognito (and CloudWatch RUM's endpoints when the stage has RUM).
 */
export function securityHeadersPolicy(scope: Construct, options: { region: string; rum: boolean }): ResponseHeadersPolicy {
  const connectSrc = [`https://cognito-idp.${options.region}.amazonaws.com`];
  if (options.rum) {
    connectSrc.push(
      `https://dataplane.rum.${options.region}.amazonaws.com`,
      `https://cognito-identity.${options.region}.amazonaws.com`,
      `https://sts.${options.region}.amazonaws.com`,
    );
  }
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Carey security headers (lambdas/base/http/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: buildContentSecurityPolicy({ connectSrc }), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(Number(/max-age=(\d+)/.exec(securityHeaders['strict-transport-security'])![1])),
        includeSubdomains: securityHeaders['strict-transport-security'].includes('includeSubDomains'),
        preload: securityHeaders['strict-transport-security'].includes('preload'),
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(securityHeaders['referrer-policy']), override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: securityHeaders['permissions-policy'], override: true }],
    },
  });
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const match = Object.values(HeadersReferrerPolicy).find((policy) => policy === value);
  if (!match) throw new Error(`referrer-policy "${value}" is not one CloudFront supports`);
  return match;
}
