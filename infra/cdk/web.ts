import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  LambdaEdgeEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Version } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import type { RuntimeConfig } from '../runtime-config';
import { deploySiteFiles } from './site-deployment';
import { securityHeadersPolicy } from './security-headers-policy';
import type { StageSettings } from './stage-settings';
import { API_PREFIX } from '../../contract/paths';
import { ORIGIN_HEADER } from '../../lambdas/base/http/origin-check';

export const defaultWebDist = path.resolve(__dirname, '../../web/dist');

export const CLOUDFRONT_LOG_PREFIX = 'cloudfront/';
/** Days CloudFront's access logs are kept (they carry query strings and viewer addresses). */
export const CLOUDFRONT_LOG_RETENTION_DAYS = 14;

/**
 * The SPA's default-behaviour viewer-request function: a path without a file extension is a client-side route,
 * so it is served index.html. Only the default behaviour runs it, so /api/* answers (including 4xx) pass
 * untouched; distribution-wide custom error responses would have turned API 403/404 into HTML.
 */
export const spaRewriteFunctionCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The origin-response function (EdgeStack, us-east-1; docs/decisions/079): its version, and its name for its metrics. */
export interface ApiResponseFunction {
  versionArn: string;
  functionName: string;
}

export interface WebProps {
  settings: StageSettings;
  /** Where /api/* goes, and the value of the origin header CloudFront adds there (lambdas/base/http/origin-check.ts). */
  apiOrigin: { host: string; verify: string };
  /** The WAF web ACL (scope CLOUDFRONT, made in us-east-1 by the edge stack), when the stage has one. */
  webAclArn?: string;
  /** Run on every /api/* response (origin response), when the stage has the edge stack. */
  apiResponseFunction?: ApiResponseFunction;
  /** The built SPA; when it has no index.html (not built yet), a placeholder page is deployed, never in production. */
  webDist?: string;
}

/**
 * The site: a private bucket read by CloudFront through origin access control, `/api/*` forwarded to the HTTP API
 * uncached, and one response-headers policy (from lambdas/base/http/security-headers.ts) on everything.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** https://<custom domain or CloudFront domain>, no trailing slash. */
  readonly siteUrl: string;
  /** The host name the site is served from. */
  readonly siteDomain: string;
  private readonly webDist: string;
  private readonly production: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { settings } = props;
    this.webDist = props.webDist ?? defaultWebDist;
    this.production = settings.production;
    const region = Stack.of(this).region;
    const keep = settings.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logs are delivered with an ACL grant.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        // CloudFront's standard logs hold every query string (the unsubscribe links' tokens among them) and the
        // viewers' addresses: kept only as long as an incident needs them.
        { prefix: CLOUDFRONT_LOG_PREFIX, expiration: Duration.days(CLOUDFRONT_LOG_RETENTION_DAYS) },
        { expiration: Duration.days(settings.production ? 365 : 30) },
      ],
      removalPolicy: keep,
      autoDeleteObjects: !settings.production,
    });
    acknowledge(logs, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; logging it into itself would loop.' },
    ]);

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: keep,
      autoDeleteObjects: !settings.production,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteFunctionCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Extension-less paths are SPA routes: serve /index.html',
    });

    this.responseHeadersPolicy = securityHeadersPolicy(this, { region, rum: Boolean(settings.rum) });

    const apiOrigin = new HttpOrigin(props.apiOrigin.host, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API refuses what lacks it: only CloudFront reaches the handlers, so its viewer-address header is the truth.
      customHeaders: { [ORIGIN_HEADER]: props.apiOrigin.verify },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Carey ${settings.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Caregivers are in Brazil: South American edge locations are only in the "all" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      domainNames: settings.domainName ? [settings.domainName] : undefined,
      certificate: settings.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn) : undefined,
      // Only meaningful with a custom certificate; the default certificate's policy is fixed by CloudFront.
      minimumProtocolVersion: settings.certificateArn ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: CLOUDFRONT_LOG_PREFIX,
      // Cookies never reach the logs (CloudFront's default, said here so it stays so).
      logIncludesCookies: false,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway routes on its own host name), so Authorization reaches the
          // JWT authorizer, plus all query strings.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          // API Gateway's stage throttle gets Retry-After and a Portuguese body; every other answer passes untouched.
          edgeLambdas: props.apiResponseFunction
            ? [{ eventType: LambdaEdgeEventType.ORIGIN_RESPONSE, functionVersion: Version.fromVersionArn(this, 'StageThrottleAnswer', props.apiResponseFunction.versionArn) }]
            : undefined,
        },
      },
    });

    const suppressions = [
      { id: 'AwsSolutions-CFR1', reason: 'No geo restriction: the audience is in Brazil but Brazilians abroad must reach their account.' },
    ];
    if (!props.webAclArn) {
      suppressions.push({
        id: 'AwsSolutions-CFR2',
        reason: 'Only a region-agnostic synthesis has no web ACL (the us-east-1 edge stack needs a concrete region); bin/cdk.ts always gives one, so every deployed stage has it.',
      });
    }
    if (!settings.certificateArn) {
      suppressions.push({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the distribution uses the CloudFront default certificate, whose minimum TLS version CloudFront fixes; stages with domainName get TLSv1.2_2021.',
      });
    }
    acknowledge(this.distribution, suppressions);

    this.siteDomain = settings.domainName ?? this.distribution.distributionDomainName;
    this.siteUrl = settings.siteUrl?.replace(/\/$/, '') ?? `https://${this.siteDomain}`;
  }

  /** Deploys the SPA from web/dist (or a placeholder page) and its config.json: site-deployment.ts. */
  deploySite(config: RuntimeConfig): void {
    deploySiteFiles(this, { bucket: this.bucket, distribution: this.distribution, webDist: this.webDist, config, production: this.production });
  }
}
