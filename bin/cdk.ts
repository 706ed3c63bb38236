import { App } from 'aws-cdk-lib';
import { DataStack } from '../infra/cdk/data-stack';

/** `npx cdk deploy --all -c stage=<name>`; stages named prod or production are treated as production. */
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
const production = /^prod(uction)?$/.test(stage);
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

new DataStack(app, `Carey-${stage}-Data`, { env, production });
