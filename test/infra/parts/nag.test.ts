import * as fs from 'node:fs';
import * as path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { ServerlessChecks } from 'cdk-nag';
import { everyNeedRoutes, nagFindings, productionContext, synthCarey } from '../helpers/carey-app';

const stages = [
  ['the real route table on a non-production stage', {}],
  ['every kind of need on a non-production stage with an existing Stripe secret', {
    routes: everyNeedRoutes,
    context: { stage: 'dev', stages: { dev: { stripeSecretName: 'carey/shared/stripe' } } },
  }],
  ['every kind of need in production with a domain and RUM', { routes: everyNeedRoutes, context: productionContext }],
] as const;

describe.each(stages)('cdk-nag AwsSolutions: %s', (_name, options) => {
  const built = synthCarey(options);
  afterAll(() => built.cleanup());

  it('leaves no unacknowledged finding, warning or error', () => {
    const findings = nagFindings(built.cdkApp).map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('cdk-nag ServerlessChecks: no unacknowledged finding either', () => {
    const findings = new ServerlessChecks().validateScope(built.cdkApp).violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('explains every acknowledgement', () => {
    const acknowledgements = built.cdkApp.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      // CDK acknowledges some of its own CloudFormation-Validate rules; ours are the cdk-nag ones.
      .filter(([id]) => id.includes('AwsSolutions-') || id.includes('Serverless-'));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [, reason] of acknowledgements) expect(reason.length).toBeGreaterThanOrEqual(40);
  });

  it('passes every validation plugin CDK ran at synthesis (CloudFormation Validate included)', () => {
    const assembly = built.cdkApp.synth();
    const report = JSON.parse(fs.readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; violations: { ruleName: string; description: string }[] }[];
    };
    expect(report.pluginReports.length).toBeGreaterThan(0);
    const violations = report.pluginReports.flatMap((r) => r.violations.map((v) => `${r.pluginName} ${v.ruleName}: ${v.description}`));
    expect(violations).toEqual([]);
  });

  it('has no CDK errors or warnings on either stack', () => {
    for (const stack of [built.app, built.data]) {
      expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
      expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    }
  });
});
