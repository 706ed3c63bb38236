import fs from 'node:fs';
import path from 'node:path';
import { saEast1Prices } from './cost-inputs';
import { cognitoPlans, fixedPrices } from './template-prices';

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
    ['CloudWatch Logs', [saEast1Prices.logsPerGbIngested]],
    ['Secrets Manager', [fixedPrices.secretPerMonth]],
    ['fixed per stage', [fixedPrices.alarmPerMonth, fixedPrices.dashboardPerMonth, fixedPrices.webAclPerMonth, fixedPrices.wafRulePerMonth]],
  ])('%s', (service, prices) => {
    expect(dollars(priceRow(service))).toEqual(prices);
  });

  it("holds the cost part's output between its markers, at 1k, 10k and 100k caregivers, from both stages' templates", () => {
    const block = doc.split('<!-- written by `npm run bench -- --only=cost`: begin -->')[1].split('<!-- written by `npm run bench -- --only=cost`: end -->')[0];
    expect(block).toMatch(/^measured \d{4}-\d{2}-\d{2}: /m);
    expect(block.match(/^monthly cost \(USD\) +1\.0 k caregivers +10\.0 k caregivers +100\.0 k caregivers$/gm)).toHaveLength(2);
    expect(block).toMatch(/^CloudWatch::Alarm .* \d+ × \$0\.10 = .* \d+ × \$0\.10 = /m);
    expect(block).toMatch(/^SES alert digests /m);
    expect(block).toMatch(/^WAF requests /m);
  });

  it('counts the secrets and prices Cognito as the model does', () => {
    expect(priceRow('Secrets Manager')).toContain(`(${saEast1Prices.secrets} secrets in the template)`);
    expect(priceRow('Cognito (Plus plan')).toContain(cognitoPlans.plus.freeMau === 0 ? 'no free tier' : `${cognitoPlans.plus.freeMau}`);
  });
});
