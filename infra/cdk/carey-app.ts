import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes as routeTable, scheduledJobs as jobTable, tableStreamConsumers as streamTable, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { AppStack } from './app-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { acknowledgeCrossRegionReferences } from './nag';
import { readStageSettings } from './stage-settings';

const crossStackReferences = '@aws-cdk/core:defaultCrossStackReferences';

export interface CareyAppOptions {
  /** The route and job tables; tests pass others to prove any table works. */
  routes?: readonly Route[];
  scheduledJobs?: readonly ScheduledJob[];
  tableStreamConsumers?: readonly TableStreamConsumer[];
  /** The built SPA folder (default web/dist). */
  webDist?: string;
  /** The app's region when the CLI gives none (bin/cdk.ts); without any, synthesis is region-agnostic and has no web ACL. */
  region?: string;
}

/** Builds every Carey stack for the stage in context; `bin/cdk.ts` and the infra tests both call this. */
export function buildCareyApp(app: App, options: CareyAppOptions = {}) {
  // The table's stack exports to the app stack; keep CloudFormation's protection of exports in use.
  if (app.node.tryGetContext(crossStackReferences) === undefined) app.node.setContext(crossStackReferences, 'strong');
  const settings = readStageSettings((key) => app.node.tryGetContext(key));
  // Environment-agnostic unless the CLI's account/region are present: synthesis never looks anything up.
  const region = process.env.CDK_DEFAULT_REGION ?? options.region;
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region };
  const prefix = `Carey-${settings.stage}`;

  // CloudFront's web ACL must live in us-east-1: its own stack there, referenced across regions (needs a region).
  const edge = region ? new EdgeStack(app, `${prefix}-Edge`, { env: { ...env, region: 'us-east-1' }, settings, crossRegionReferences: true }) : undefined;
  const data = new DataStack(app, `${prefix}-Data`, { env, production: settings.production });
  const appStack = new AppStack(app, `${prefix}-App`, {
    env,
    crossRegionReferences: edge !== undefined,
    webAclArn: edge?.webAcl.attrArn,
    settings,
    table: data.table,
    routes: options.routes ?? routeTable,
    scheduledJobs: options.scheduledJobs ?? jobTable,
    tableStreamConsumers: options.tableStreamConsumers ?? streamTable,
    webDist: options.webDist,
  });
  if (edge) acknowledgeCrossRegionReferences([edge, appStack]);
  Tags.of(app).add('app', 'carey');
  Tags.of(app).add('stage', settings.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { settings, data, app: appStack, edge };
}
