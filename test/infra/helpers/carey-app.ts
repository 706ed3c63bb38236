import * as fs from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { buildCareyApp, type CareyAppOptions } from '../../../infra/cdk/carey-app';

const outRoot = path.resolve(__dirname, '../../../cdk.out');
let counter = 0;

export interface SynthOptions extends CareyAppOptions {
  context?: Record<string, unknown>;
  /** Bundle the functions with esbuild (slow); by default bundling is skipped with `aws:cdk:bundling-stacks`. */
  bundle?: boolean;
}

/**
 * Builds the real Carey app for a stage. Bundling is skipped by default through CDK's own context key, which
 * leaves every function's configuration as it is and only replaces the asset contents.
 */
export function synthCarey(options: SynthOptions = {}) {
  const outdir = path.join(outRoot, `test-${process.pid}-${counter++}`);
  const app = new App({
    outdir,
    context: {
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const built = buildCareyApp(app, options);
  const appTemplate = Template.fromStack(built.app);
  const dataTemplate = Template.fromStack(built.data);
  return {
    ...built,
    cdkApp: app,
    appTemplate,
    dataTemplate,
    outdir,
    cleanup: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/** Every cdk-nag AwsSolutions finding left after acknowledgements (warnings and errors). */
export function nagFindings(app: App): PolicyValidationPluginReport['violations'] {
  return new AwsSolutionsChecks().validateScope(app).violations;
}
