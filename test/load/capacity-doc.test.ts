import fs from 'node:fs';
import path from 'node:path';
import { saEast1Prices } from './cost-inputs';
import { cognitoPlans, fixedPrices } from './template-prices';
import { routes } from '../../lambdas/routes';
import { DEFAULT_API_THROTTLE } from '../../infra/cdk/stage-settings';

/**
 * docs/capacity.md states the prices the model uses; each claim of its price table must be the model's own figure
 * (test/load/cost-inputs.ts, template-prices.ts), so a price changed in one place and not the other goes red.
 */
const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/capacity.md'), 'utf8');
const priceRow = (service: string) => {
  const row = doc.split('\n').find((line) => line.startsWith(`| ${service}`));
  if (!row) throw new Error(`docs/capacity.md has no price row for ${service}`);
  return row;
};
const dollars = (text: string) => [...text.matchAll(/\$([\d.,]+)/g)].map((m) => Number(m[1].replace(/,/g, '')));

describe('docs/capacity.md states the prices the cost model uses', () => {
  it.each([
    ['API Gateway HTTP API', [saEast1Prices.apiGatewayPerMillion]],
    ['Lambda', [saEast1Prices.lambdaRequestsPerMillion, saEast1Prices.lambdaArmPerGbSecond]],
    ['DynamoDB on-demand', [saEast1Prices.dynamoReadPerMillionUnits, saEast1Prices.dynamoWritePerMillionUnits, saEast1Prices.dynamoStoragePerGbMonth]],
    ['SES', [saEast1Prices.sesPerThousandEmails]],
    ['Cognito (Plus plan', [cognitoPlans.plus.perMau]],
    ['Cognito (Lite, Essentials', [cognitoPlans.lite.perMau, cognitoPlans.essentials.perMau]],
    ['WAF requests', [fixedPrices.wafPerMillionRequests]],
    ['DynamoDB point-in-time recovery', [fixedPrices.pitrPerGbMonth]],
    ['CloudFront', [saEast1Prices.cloudFrontPerGbOut, saEast1Prices.cloudFrontPerTenThousandRequests]],
    ['Data out of sa-east-1', [saEast1Prices.dataOutPerGb]],
    ['CloudWatch Logs', [saEast1Prices.logsPerGbIngested, saEast1Prices.logStoragePerGbMonth]],
    ['Secrets Manager', [fixedPrices.secretPerMonth]],
    ['fixed per stage', [fixedPrices.alarmPerMonth, fixedPrices.dashboardPerMonth, fixedPrices.webAclPerMonth, fixedPrices.wafRulePerMonth, fixedPrices.customMetricPerMonth]],
  ])('%s', (service, prices) => {
    expect(dollars(priceRow(service))).toEqual(prices);
  });

  it("holds the cost part's output between its markers, at 1k, 10k and 100k caregivers, from both stages' templates", () => {
    const block = doc.split('<!-- written by `npm run bench -- --only=cost`: begin -->')[1].split('<!-- written by `npm run bench -- --only=cost`: end -->')[0];
    expect(block).toMatch(/^measured \d{4}-\d{2}-\d{2}: /m);
    expect(block.match(/^monthly cost \(USD\) +1\.0 k caregivers +10\.0 k caregivers +100\.0 k caregivers$/gm)).toHaveLength(2);
    expect(block).toMatch(/^CloudWatch::Alarm metric .* \d+ × \$0\.10 = .* \d+ × \$0\.10 = /m);
    expect(block).toMatch(/^CloudWatch custom metric .* \d+ × \$0\.30 = .* \d+ × \$0\.30 = /m);
    expect(block).toMatch(/^CloudWatch Logs kept \(12 months\) /m);
    expect(block).toMatch(/^Web Push data out \(sa-east-1\) /m);
    expect(block).toMatch(/^CloudFront .*\(free: 10\.0 M, 1000 GB\)/m);
    expect(block).toMatch(/^SES alert digests /m);
    expect(block).toMatch(/^WAF requests /m);
  });

  it("holds the route throttles' sizing: each route's own figures from the route table, the default from the stage's", () => {
    const block = doc.split('<!-- written by `npm run bench -- --only=cost`: begin -->')[1].split('<!-- written by `npm run bench -- --only=cost`: end -->')[0];
    const fmt = (x: number) => x.toLocaleString('en');
    for (const r of routes.filter((route) => route.throttle)) {
      expect(block).toMatch(new RegExp(`^${`${r.method} ${r.path}`.replace(/[{}]/g, '\\$&')} +[\\d.,]+ +[\\d.,]+ +${fmt(r.throttle!.rateLimit)} +${fmt(r.throttle!.burstLimit)} `, 'm'));
    }
    expect(block).toMatch(new RegExp(`^GET /api/me \\(default\\) +12 +121 +${fmt(DEFAULT_API_THROTTLE.rateLimit)} +${fmt(DEFAULT_API_THROTTLE.burstLimit)} `, 'm'));
    expect(block).not.toMatch(/stage throttle/);
  });

  it('counts the secrets and prices Cognito as the model does', () => {
    expect(priceRow('Secrets Manager')).toContain(`(${saEast1Prices.secrets} secrets in the template)`);
    expect(priceRow('Cognito (Plus plan')).toContain(cognitoPlans.plus.freeMau === 0 ? 'no free tier' : `${cognitoPlans.plus.freeMau}`);
  });
});
