import { type App, ReferenceStrength, Stack, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { routes as routeTable, scheduledJobs as jobTable, tableStreamConsumers as streamTable, type Route, type ScheduledJob, type TableStreamConsumer } from '../../lambdas/routes';
import { AppStack } from './app-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { acknowledgeCrossRegionReferences } from './nag';
import { readStageSettings } from './stage-settings';

const crossStackReferences = '@aws-cdk/core:defaultCrossStackReferences';

/** CloudFront's web ACL (scope CLOUDFRONT) can only be made here. */
export const EDGE_REGION = 'us-east-1';

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
  // The region is the stage's (cdk.json), never the CLI profile's CDK_DEFAULT_REGION: a default profile would put
  // the table and the user pool in us-east-1. The account is the stage's, or (outside production) the credentials'.
  // Synthesis never looks anything up, so it needs no AWS configuration.
  const env = { account: settings.account ?? process.env.CDK_DEFAULT_ACCOUNT, region: settings.region };
  const prefix = `Carey-${settings.stage}`;
  // Production stacks cannot be deleted by a stray `cdk destroy`; the table and the pool also keep deletion protection.
  const terminationProtection = settings.production;

  // CloudFront's web ACL must live in us-east-1: its own stack there, referenced across regions. Nothing personal is in it.
  const edge = new EdgeStack(app, `${prefix}-Edge`, { env: { ...env, region: EDGE_REGION }, settings, crossRegionReferences: true, terminationProtection });
  const data = new DataStack(app, `${prefix}-Data`, { env, production: settings.production, terminationProtection });
  const appStack = new AppStack(app, `${prefix}-App`, {
    env,
    terminationProtection,
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    // A new version with every change of its code: a strong cross-region reference refuses to change while it is
    // imported ("Exports cannot be updated"), so the app stack reads the edge stack's output when it deploys.
    apiResponseFunction: {
      versionArn: Stack.consumeReference(edge.stageThrottleAnswer.references.versionArn, ReferenceStrength.WEAK),
      functionName: Stack.consumeReference(edge.stageThrottleAnswer.references.functionName, ReferenceStrength.WEAK),
    },
    settings,
    table: data.table,
    routes: options.routes ?? routeTable,
    scheduledJobs: options.scheduledJobs ?? jobTable,
    tableStreamConsumers: options.tableStreamConsumers ?? streamTable,
    webDist: options.webDist,
  });
  acknowledgeCrossRegionReferences([edge, appStack]);
  Tags.of(app).add('app', 'carey');
  Tags.of(app).add('stage', settings.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { settings, data, app: appStack, edge };
}
