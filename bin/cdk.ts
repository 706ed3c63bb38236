import { App } from 'aws-cdk-lib';
import { buildCareyApp } from '../infra/cdk/carey-app';

/**
 * `npx cdk deploy --all -c stage=<name>`; stages named prod or production are treated as production. The region is
 * the CLI's (CDK_DEFAULT_REGION), or sa-east-1 offline, so the us-east-1 edge stack (CloudFront's WAF web ACL) is
 * always part of the app.
 */
buildCareyApp(new App(), { region: 'sa-east-1' });
