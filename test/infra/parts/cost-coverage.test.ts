import { FeaturePlan } from 'aws-cdk-lib/aws-cognito';
import { saEast1Prices } from '../../load/cost-model';
import { cognitoMonthly, fixedMonthlyCost, templateTypePrices } from '../../load/template-prices';
import { resourceTypeCounts as typeCounts } from '../../load/stage-costs';
import { productionContext, synthCarey } from '../helpers/carey-app';

describe('the cost model knows every resource type of the templates', () => {
  const prod = typeCounts({ context: productionContext });

  it('every type in the dev and prod templates is priced, billed by use, or free for a stated reason', () => {
    const dev = typeCounts({});
    const unknown = [...new Set([...Object.keys(dev), ...Object.keys(prod)])].filter((type) => !(type in templateTypePrices));
    expect(unknown).toEqual([]);
  });

  it('prices production’s alarms, dashboard, secrets and web ACL from their counts in the template', () => {
    const lines = new Map(fixedMonthlyCost(prod).map((l) => [l.type, l]));
    expect(lines.get('AWS::CloudWatch::Alarm')!.count).toBe(prod['AWS::CloudWatch::Alarm']);
    expect(lines.get('AWS::CloudWatch::Alarm')!.usd).toBeCloseTo(prod['AWS::CloudWatch::Alarm'] * 0.1);
    expect(lines.get('AWS::SecretsManager::Secret')!.count).toBe(saEast1Prices.secrets);
    // US$ 5 and US$ 1 a rule: three rate rules (per caregiver, per address on the forms, per address) and AWS's common set.
    expect(lines.get('AWS::WAFv2::WebACL')!.usd).toBe(9);
    expect(lines.get('AWS::CloudWatch::Dashboard')!.count).toBe(1);
  });

  it('the user pool’s plan is the one the model prices (Plus: no free tier)', () => {
    const built = synthCarey({});
    try {
      const [pool] = Object.values(built.appTemplate.findResources('AWS::Cognito::UserPool'));
      expect(pool.Properties.UserPoolTier).toBe(FeaturePlan.PLUS);
    } finally {
      built.cleanup();
    }
    expect([1_000, 10_000, 100_000].map((mau) => cognitoMonthly('plus', mau))).toEqual([20, 200, 2000]);
    expect(cognitoMonthly('lite', 100_000)).toBeCloseTo(495);
  });
});
