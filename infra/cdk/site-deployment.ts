import * as fs from 'node:fs';
import * as path from 'node:path';
import { Stack, Token } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import type { RuntimeConfig } from '../runtime-config';
import { placeholderPage } from './placeholder-page-template';

/**
 * Files of the build kept under a name that does not change, so revalidated on every visit instead of cached for a
 * year: the page, and the service worker, whose new version must reach the browser on its next navigation
 * (docs/decisions/075-installable-app.md). The manifest is revalidated too, in a deployment of its own.
 */
const REVALIDATED = ['index.html', 'sw.js'];
const MANIFEST = 'manifest.webmanifest';

/**
 * Deploys the SPA from web/dist (or a placeholder page when it has not been built) and its config.json, in the
 * site construct's scope. Hashed assets are cached for a year; index.html, sw.js, the manifest and config.json are
 * always revalidated and invalidated. Production refuses to synthesise without a build: from a fresh clone (a
 * rotation runbook's deploy), the placeholder page would replace the live site (issue 49, item 8).
 */
export function deploySiteFiles(scope: Construct, site: { bucket: Bucket; distribution: Distribution; webDist: string; config: RuntimeConfig; production?: boolean }): void {
  const { bucket, distribution, webDist, config } = site;
  const built = fs.existsSync(path.join(webDist, 'index.html'));
  if (site.production && !built) {
    throw new Error(`production deploys the built SPA, and ${path.join(webDist, 'index.html')} does not exist: run \`npm run build\` first (without it the placeholder page would replace the site)`);
  }
  const shell: ISource[] = built
    ? [Source.asset(webDist, { exclude: ['*', ...REVALIDATED.map((file) => `!${file}`)] })]
    : [Source.data('index.html', placeholderPage)];
  if (built) {
    new BucketDeployment(scope, 'DeployAssets', {
      destinationBucket: bucket,
      sources: [Source.asset(webDist, { exclude: [...REVALIDATED, MANIFEST] })],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Old hashed files stay, so a browser holding the previous index.html can still load its chunks.
      prune: false,
      memoryLimit: 512,
    });
  }
  new BucketDeployment(scope, 'DeployShell', {
    destinationBucket: bucket,
    sources: [...shell, Source.jsonData('config.json', config)],
    cacheControl: [CacheControl.noCache()],
    prune: false,
    distribution,
    distributionPaths: ['/index.html', '/config.json', ...(built ? ['/sw.js'] : [])],
    memoryLimit: 512,
  });
  if (built && fs.existsSync(path.join(webDist, MANIFEST))) {
    // Its own deployment for its content type, which S3 would not guess from the extension.
    new BucketDeployment(scope, 'DeployManifest', {
      destinationBucket: bucket,
      sources: [Source.asset(webDist, { exclude: ['*', `!${MANIFEST}`] })],
      cacheControl: [CacheControl.noCache()],
      contentType: 'application/manifest+json',
      prune: false,
      distribution,
      distributionPaths: [`/${MANIFEST}`],
      memoryLimit: 512,
    });
  }
  acknowledgeDeploymentHandler(scope, bucket);
}

/** BucketDeployment's handler is a CDK-owned singleton at stack level; its permissions are CDK's, not ours. */
function acknowledgeDeploymentHandler(scope: Construct, bucket: Bucket): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) return;
  const siteArn = `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
  // cdk-nag renders unresolved account/region as pseudo parameters; the CLI usually resolves the region.
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const why = "CDK's BucketDeployment handler copies the SPA from the CDK asset bucket into the site bucket; CDK defines its role and runtime.";
  acknowledge(handler, [
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*]`,
    `AwsSolutions-IAM5[Resource::${siteArn}/*]`,
    'AwsSolutions-IAM5[Resource::*]',
    'AwsSolutions-IAM5[Action::s3:List*]',
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'Serverless-LambdaDLQ',
    'Serverless-LambdaLatestVersion',
    'Serverless-LambdaTracing',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    'AwsSolutions-IAM5[Action::s3:Abort*]',
  ].map((id) => ({ id, reason: why })));
}
