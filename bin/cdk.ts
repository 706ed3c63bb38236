import { App } from 'aws-cdk-lib';
import { buildCareyApp } from '../infra/cdk/carey-app';

/** `npx cdk deploy --all -c stage=<name>`; stages named prod or production are treated as production. */
buildCareyApp(new App());
