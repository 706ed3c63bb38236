import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, NestedStack, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { buildCareyApp, type CareyAppOptions } from '../../../infra/cdk/carey-app';
import { isProductionStage } from '../../../infra/cdk/stage-settings';
import type { Route } from '../../../lambdas/routes';

const outRoot = path.resolve(__dirname, '../../../cdk.out');
/** A built SPA of one page, for production syntheses (a real build is web/dist, made by `npm run build`). */
export const BUILT_SPA_FIXTURE = path.resolve(__dirname, '../fixtures/web-dist');
let counter = 0;

/** A fresh cloud-assembly folder inside the project (cdk.out/test-*, git-ignored); remove it with removeOutdir. */
export function testOutdir(): string {
  return path.join(outRoot, `test-${process.pid}-${counter++}`);
}

export function removeOutdir(outdir: string): void {
  fs.rmSync(outdir, { recursive: true, force: true });
}

export interface SynthOptions extends CareyAppOptions {
  context?: Record<string, unknown>;
  /** Bundle the functions with esbuild (slow); by default bundling is skipped with `aws:cdk:bundling-stacks`. */
  bundle?: boolean;
}

/**
 * Builds the real Carey app for a stage. Bundling is skipped by default through CDK's own context key, which
 * leaves every function's configuration as it is and only replaces the asset contents.
 */
export function synthCarey(options: SynthOptions = {}): Synthesised {
  if (!shared) return synthesise(options);
  // The CLI's account is the one input beside the options (region.test.ts sets it); it belongs to the key.
  const key = JSON.stringify([options, process.env.CDK_DEFAULT_REGION ?? null, process.env.CDK_DEFAULT_ACCOUNT ?? null]);
  if (!shared.has(key)) shared.set(key, synthesise(options));
  return { ...shared.get(key)!, cleanup: () => undefined };
}

type Synthesised = ReturnType<typeof synthesise>;
let shared: Map<string, Synthesised> | undefined;

/**
 * From here to the end of the calling jest file, synthCarey makes each app once per options (and CLI account) and
 * hands the same one to every caller, whose cleanup then does nothing: the folders go after the file's last test.
 * Only for tests that read the app (none adds to it); infra/*.test.ts groups the parts that way (docs/testing.md).
 */
export function shareSyntheses(): void {
  shared = new Map();
  afterAll(() => {
    for (const built of shared?.values() ?? []) built.cleanup();
    shared = undefined;
  });
}

function synthesise(options: SynthOptions) {
  const outdir = testOutdir();
  const app = new App({
    outdir,
    context: {
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // Writes every validation plugin's findings (CloudFormation Validate, cdk-nag) to validation-report.json.
      '@aws-cdk/core:validationReportJson': true,
      ...options.context,
    },
  });
  // Production refuses to deploy without a built SPA (site-deployment.ts): its syntheses get a one-page build unless they bring one.
  const production = typeof options.context?.stage === 'string' && isProductionStage(options.context.stage);
  const built = buildCareyApp(app, { ...options, webDist: options.webDist ?? (production ? BUILT_SPA_FIXTURE : undefined) });
  const appTemplate = withNestedStacks(built.app);
  const dataTemplate = Template.fromStack(built.data);
  return {
    ...built,
    cdkApp: app,
    appTemplate,
    dataTemplate,
    outdir,
    cleanup: () => removeOutdir(outdir),
  };
}

/**
 * The app stack's template with the resources of its nested stacks (one per slice) merged in, so a test can look
 * for a function or an alarm wherever the split put it. Inside a nested stack the parent's resources arrive as
 * parameters: each `{Ref: parameter}` is put back as the parent's expression the nested stack resource passes.
 */
function withNestedStacks(stack: Stack): Template {
  const json = Template.fromStack(stack).toJSON();
  const resources = { ...(json.Resources as Record<string, { Properties?: { Parameters?: Record<string, unknown> } }>) };
  for (const nested of stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack)) {
    const passed = resources[stack.getLogicalId(nested.nestedStackResource as CfnElement)]?.Properties?.Parameters ?? {};
    const substitute = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(substitute);
      if (typeof value !== 'object' || value === null) return value;
      const ref = (value as { Ref?: unknown }).Ref;
      if (typeof ref === 'string' && Object.keys(value).length === 1 && ref in passed) return passed[ref];
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v)]));
    };
    Object.assign(resources, substitute(Template.fromStack(nested).toJSON().Resources));
  }
  return Template.fromJSON({ ...json, Resources: resources }, { skipCyclicalDependenciesCheck: true });
}

/** Every cdk-nag AwsSolutions finding left after acknowledgements (warnings and errors). */
export function nagFindings(app: App): PolicyValidationPluginReport['violations'] {
  return new AwsSolutionsChecks().validateScope(app).violations;
}

/** A production stage with every required setting, a custom domain and RUM, after its first deploy: the widest configuration. */
export const productionContext = {
  stage: 'prod',
  stages: {
    prod: {
      account: '111111111111',
      region: 'sa-east-1',
      mailFrom: 'nao-responda@carey.com.br',
      supportInbox: 'suporte@carey.com.br',
      stripePriceMensal: 'price_mensal_test',
      stripePriceTrimestral: 'price_trimestral_test',
      accessRecordsPublicKey: 'Xq8Oz1jJm3a2c4eZVxB0Hn7y6w5u4t3s2r1q0p9o8n4',
      domainName: 'carey.com.br',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
      apiDomainName: 'api-origem.carey.com.br',
      apiCertificateArn: 'arn:aws:acm:sa-east-1:111111111111:certificate/11111111-1111-1111-1111-111111111111',
      rum: true,
      alarmEmail: 'operacao@carey.com.br',
      alarmEmailFallback: 'plantao@carey.com.br',
      // production refuses the placeholders of infra/site-settings.ts (a number, an id, an encarregado who is a role)
      links: { whatsapp: 'https://wa.me/5511987654321', appStore: 'https://apps.apple.com/br/app/carey/id6450000001', encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' },
      // after the first deploy: SES shows the identity Verified (firstDeployContext is the stage before that)
      sesVerified: true,
    },
  },
};

/** The same production stage on its first deploy (docs/deploy.md): the SES identity is not verified yet. */
export const firstDeployContext = {
  stage: 'prod',
  stages: { prod: Object.fromEntries(Object.entries(productionContext.stages.prod).filter(([key]) => key !== 'sesVerified')) },
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }>;

/** Resources of one type, keyed by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Every IAM action granted to a role, flattened over all its policies' statements. */
export interface RoleStatement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Condition?: Record<string, Record<string, unknown>>;
}

/** Every statement of the inline policies attached to one role. */
export function statementsOfRole(template: Template, roleLogicalId: string): RoleStatement[] {
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
  );
  return policies.flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: RoleStatement[] }).Statement);
}

export function actionsOfRole(template: Template, roleLogicalId: string): string[] {
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId),
  );
  return policies.flatMap((policy) =>
    ((policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement).flatMap((statement) =>
      Array.isArray(statement.Action) ? statement.Action : [statement.Action],
    ),
  );
}

/** One handler per kind of need (handler files must exist on disk; the paths are made up). */
export const everyNeedRoutes: Route[] = [
  { method: 'GET', path: '/api/health', handler: 'base/handlers/health', access: 'public', needs: [] },
  { method: 'GET', path: '/api/reader', handler: 'caregivers/handlers/get-me', access: 'signed-in', needs: ['table-read'] },
  { method: 'POST', path: '/api/support', handler: 'notices/handlers/list-notices', access: 'public', needs: ['ses-send'] },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'notices/handlers/mark-notice-read', access: 'public', needs: ['table-write', 'stripe'] },
  { method: 'POST', path: '/api/signup', handler: 'openings/handlers/list-openings', access: 'public', needs: ['cognito-admin', 'table-write', 'viacep'] },
];
