import { App } from 'aws-cdk-lib';
import { buildCareyApp } from '../../../infra/cdk/carey-app';
import { productionContext, removeOutdir, synthCarey, testOutdir } from '../helpers/carey-app';

/** What the CLI sets from an ordinary default profile: it must not decide where the data goes. */
function withCliProfile<T>(build: () => T): T {
  const saved = { region: process.env.CDK_DEFAULT_REGION, account: process.env.CDK_DEFAULT_ACCOUNT };
  process.env.CDK_DEFAULT_REGION = 'us-east-1';
  process.env.CDK_DEFAULT_ACCOUNT = '222222222222';
  try {
    return build();
  } finally {
    for (const [key, value] of [['CDK_DEFAULT_REGION', saved.region], ['CDK_DEFAULT_ACCOUNT', saved.account]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const prodStages = productionContext.stages;

describe('region and account per stage', () => {
  it('the dev stage with no AWS configuration is in sa-east-1, the edge stack alone in us-east-1', () => {
    const built = synthCarey();
    try {
      expect([built.data.region, built.app.region]).toEqual(['sa-east-1', 'sa-east-1']);
      expect(built.edge.region).toBe('us-east-1');
      expect([built.data, built.app, built.edge].map((s) => s.terminationProtection)).toEqual([false, false, false]);
    } finally {
      built.cleanup();
    }
  });

  it('a CLI profile in us-east-1 does not move the stage: the region is the stage’s, the account the profile’s outside production', () => {
    const built = withCliProfile(() => synthCarey());
    try {
      expect([built.data.region, built.app.region]).toEqual(['sa-east-1', 'sa-east-1']);
      expect(built.app.account).toBe('222222222222');
    } finally {
      built.cleanup();
    }
  });

  it('production deploys to the account it names, in sa-east-1, with termination protection on every stack', () => {
    const built = withCliProfile(() => synthCarey({ context: productionContext }));
    try {
      for (const stack of [built.data, built.app]) expect([stack.account, stack.region]).toEqual(['111111111111', 'sa-east-1']);
      expect([built.edge.account, built.edge.region]).toEqual(['111111111111', 'us-east-1']);
      expect([built.data, built.app, built.edge].map((s) => s.terminationProtection)).toEqual([true, true, true]);
      const manifest = built.cdkApp.synth();
      for (const stack of manifest.stacks) expect(stack.terminationProtection).toBe(true);
      expect(manifest.stacks.map((s) => s.environment.region).sort()).toEqual(['sa-east-1', 'sa-east-1', 'us-east-1']);
      // The DNS record the API's own domain needs is a stack output, not a console hunt.
      expect(built.appTemplate.toJSON().Outputs.ApiOriginDnsTarget.Value).toEqual({ 'Fn::GetAtt': [expect.stringContaining('ApiOriginDomain'), 'RegionalDomainName'] });
    } finally {
      built.cleanup();
    }
  });

  it('production refuses to synthesise outside sa-east-1, or without an account', () => {
    for (const region of ['us-east-1', 'eu-west-1']) {
      const context = { stage: 'prod', stages: { prod: { ...prodStages.prod, region } } };
      const outdir = testOutdir();
      try {
        expect(() => buildCareyApp(new App({ outdir, context }))).toThrow(/must be sa-east-1.*LGPD/);
      } finally {
        removeOutdir(outdir);
      }
    }
    const { account: _account, ...withoutAccount } = prodStages.prod;
    const outdir = testOutdir();
    try {
      expect(() => buildCareyApp(new App({ outdir, context: { stage: 'prod', stages: { prod: withoutAccount } } }))).toThrow(/set stages\.prod\.account/);
    } finally {
      removeOutdir(outdir);
    }
  });

  it('a non-production stage may name another region and account (a developer’s sandbox)', () => {
    const built = synthCarey({ context: { stage: 'qa', stages: { qa: { account: '333333333333', region: 'us-east-2' } } } });
    try {
      expect([built.app.account, built.app.region]).toEqual(['333333333333', 'us-east-2']);
    } finally {
      built.cleanup();
    }
  });
});
