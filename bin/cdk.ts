import { App } from 'aws-cdk-lib';
import { buildCareyApp } from '../infra/cdk/carey-app';

/**
 * `npx cdk deploy --all -c stage=<name>`; stages named prod or production are treated as production. Each stage's
 * account and region come from `stages.<name>` in cdk.json (region sa-east-1 by default, whatever the CLI's profile
 * says); the edge stack (CloudFront's WAF web ACL) is always in us-east-1. docs/decisions/041-data-residency.md.
 */
buildCareyApp(new App());
