import type { CfnResource } from 'aws-cdk-lib';
import { FeaturePlan } from 'aws-cdk-lib/aws-cognito';
import { saEast1Prices } from '../../load/cost-model';
import { ALARM_METRIC, cognitoMonthly, CUSTOM_METRIC, fixedMonthlyCost, templateTypePrices } from '../../load/template-prices';
import * as fs from 'node:fs';
import * as path from 'node:path';
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
    // CloudWatch bills an alarm by the metrics it watches (a metric-math alarm, each metric in it), and each custom
    // metric (a name and its dimensions) the functions write; docs/capacity.md's block states production's counts.
    const watched = prod[ALARM_METRIC];
    expect(watched).toBeGreaterThan(prod['AWS::CloudWatch::Alarm']);
    expect(lines.get(ALARM_METRIC)).toMatchObject({ count: watched, usd: expect.closeTo(watched * 0.1, 6) });
    expect(prod[CUSTOM_METRIC]).toBeGreaterThan(0);
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/capacity.md'), 'utf8');
    const prodCount = (type: string) => Number(new RegExp(`^${type.replace(/^AWS::/, '').replace(/[()]/g, '\\$&')} \\(.*  (\\d+) × \\$[\\d.]+ = \\S+$`, 'm').exec(doc)?.[1]);
    expect({ alarmMetrics: prodCount(ALARM_METRIC), customMetrics: prodCount(CUSTOM_METRIC) }).toEqual({ alarmMetrics: watched, customMetrics: prod[CUSTOM_METRIC] });
    expect(lines.get('AWS::SecretsManager::Secret')!.count).toBe(saEast1Prices.secrets);
    // US$ 5 a web ACL and US$ 1 a rule: the edge's (rate per caregiver, per address on the forms, per address, and
    // AWS's common set) and the caregivers' pool's (per address on sign-in, on the account actions, on every call).
    expect(lines.get('AWS::WAFv2::WebACL')).toMatchObject({ count: 2, usd: 10 });
    expect(lines.get('AWS::WAFv2::WebACL Rule')).toMatchObject({ count: 7, usd: 7 });
    expect(lines.get('AWS::CloudWatch::Dashboard')!.count).toBe(1);
  });

  it('each user pool’s plan is the one the model prices: caregivers on Lite, operators on Plus (no free tier)', () => {
    const built = synthCarey({});
    try {
      const pools = built.appTemplate.findResources('AWS::Cognito::UserPool');
      const tier = (pool: { node: { defaultChild?: unknown } }) => pools[built.app.getLogicalId(pool.node.defaultChild as CfnResource)].Properties.UserPoolTier;
      expect(tier(built.app.auth.userPool)).toBe(FeaturePlan.LITE);
      expect(tier(built.app.operatorsAuth.userPool)).toBe(FeaturePlan.PLUS);
      expect(saEast1Prices.cognitoCaregiversPlan).toBe('lite');
      expect(saEast1Prices.cognitoOperatorsPlan).toBe('plus');
    } finally {
      built.cleanup();
    }
    expect([1_000, 10_000, 100_000].map((mau) => cognitoMonthly('plus', mau))).toEqual([20, 200, 2000]);
    expect(cognitoMonthly('lite', 100_000)).toBeCloseTo(495);
  });
});
