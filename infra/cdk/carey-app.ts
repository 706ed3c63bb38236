import { type App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes as routeTable, scheduledJobs as jobTable, tableStreamConsumers as streamTable, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { AppStack } from './app-stack';
import { DataStack } from './data-stack';
import { readStageSettings } from './stage-settings';

const crossStackReferences = '@aws-cdk/core:defaultCrossStackReferences';

export interface CareyAppOptions {
  /** The route and job tables; tests pass others to prove any table works. */
  routes?: readonly Route[];
  scheduledJobs?: readonly ScheduledJob[];
  tableStreamConsumers?: readonly TableStreamConsumer[];
  /** The built SPA folder (default web/dist). */
  webDist?: string;
}

/** Builds every Carey stack for the stage in context; `bin/cdk.ts` and the infra tests both call this. */
export function buildCareyApp(app: App, options: CareyAppOptions = {}) {
  // The table's stack exports to the app stack; keep CloudFormation's protection of exports in use.
  if (app.node.tryGetContext(crossStackReferences) === undefined) app.node.setContext(crossStackReferences, 'strong');
  const settings = readStageSettings((key) => app.node.tryGetContext(key));
  // Environment-agnostic unless the CLI's account/region are present: synthesis never looks anything up.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  const prefix = `Carey-${settings.stage}`;

  const data = new DataStack(app, `${prefix}-Data`, { env, production: settings.production });
  const appStack = new AppStack(app, `${prefix}-App`, {
    env,
    settings,
    table: data.table,
    routes: options.routes ?? routeTable,
    scheduledJobs: options.scheduledJobs ?? jobTable,
    tableStreamConsumers: options.tableStreamConsumers ?? streamTable,
    webDist: options.webDist,
  });
  Tags.of(app).add('app', 'carey');
  Tags.of(app).add('stage', settings.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { settings, data, app: appStack };
}
