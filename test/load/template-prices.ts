/**
 * Every resource type the synthesised templates hold, and how it is priced: a fixed monthly price per resource,
 * a price by use that the capacity model already bills (`monthlyCost` in cost-model.ts), or free. A type missing
 * here fails test/infra/parts/cost-coverage.test.ts, so a new priced resource cannot slip past the model unpriced.
 * Prices: sa-east-1, USD, as last known to the author (no network here); RE-CHECK before a decision.
 */
export type TypePrice =
  | { kind: 'fixed'; usdPerMonth: number; what: string }
  | { kind: 'usage'; billedAs: string }
  | { kind: 'free'; why: string };

/** Cognito's feature plans: the caregivers' pool on Lite, the operators' on Plus, which has no free tier (decision 065). */
export const cognitoPlans = {
  lite: { freeMau: 10_000, perMau: 0.0055 },
  essentials: { freeMau: 10_000, perMau: 0.015 },
  plus: { freeMau: 0, perMau: 0.02 },
} as const;
export type CognitoPlan = keyof typeof cognitoPlans;

/** What a stage holds beyond per-request use. */
export const fixedPrices = {
  alarmPerMonth: 0.1,
  dashboardPerMonth: 3,
  secretPerMonth: 0.4,
  webAclPerMonth: 5,
  wafRulePerMonth: 1,
  wafPerMillionRequests: 0.6,
  /** PITR: per GB of table a month. */
  pitrPerGbMonth: 0.2,
  /** CloudWatch Logs storage (after ingestion, which cost-model.ts bills), per GB a month. */
  logStoragePerGbMonth: 0.03,
  /** A custom metric a month (first 10,000): each metric name and dimension set the functions write (EMF). */
  customMetricPerMonth: 0.3,
  /** AWS Budgets: the first two budgets of an account are free. */
  budgetPerMonth: 0,
};

/** The pseudo-type under which the rules of the templates' web ACLs are counted and priced. */
export const WAF_RULE = 'AWS::WAFv2::WebACL Rule';
/**
 * The pseudo-type of what CloudWatch bills an alarm by: each metric it watches (a metric-math alarm bills every metric
 * in its expression), counted from the templates by `resourceTypeCounts` (test/load/stage-costs.ts).
 */
export const ALARM_METRIC = 'AWS::CloudWatch::Alarm metric';
/**
 * The pseudo-type of the custom metrics the functions write (Powertools' EMF lines): each metric name with its
 * dimension set is one billed metric. Counted from the templates: every custom metric an alarm watches (every one the
 * code writes has one, test/infra/parts/no-silent-failure.test.ts) and the dashboard-only ones.
 */
export const CUSTOM_METRIC = 'CloudWatch custom metric';

const usage = (billedAs: string): TypePrice => ({ kind: 'usage', billedAs });
const free = (why: string): TypePrice => ({ kind: 'free', why });
const fixed = (usdPerMonth: number, what: string): TypePrice => ({ kind: 'fixed', usdPerMonth, what });

export const templateTypePrices: Record<string, TypePrice> = {
  'AWS::CloudWatch::Alarm': usage('billed by the metrics it watches: the next line'),
  [ALARM_METRIC]: fixed(fixedPrices.alarmPerMonth, 'metric of a standard-resolution alarm'),
  [CUSTOM_METRIC]: fixed(fixedPrices.customMetricPerMonth, 'custom metric, a name and its dimensions (EMF); the ceiling, each written every month'),
  'AWS::CloudWatch::Dashboard': fixed(fixedPrices.dashboardPerMonth, 'dashboard (the account’s first 3 are free)'),
  'AWS::SecretsManager::Secret': fixed(fixedPrices.secretPerMonth, 'secret'),
  'AWS::WAFv2::WebACL': fixed(fixedPrices.webAclPerMonth, 'web ACL (+ US$ 0.60 per million requests it inspects)'),
  /** Not a resource type: the rules of every web ACL, counted by `resourceTypeCounts` (test/load/stage-costs.ts). */
  [WAF_RULE]: fixed(fixedPrices.wafRulePerMonth, 'rule of a web ACL'),
  'AWS::WAFv2::WebACLAssociation': free('configuration (the caregivers\' pool\'s web ACL)'),
  'AWS::Budgets::Budget': fixed(fixedPrices.budgetPerMonth, 'budget (the first two are free)'),
  'AWS::DynamoDB::Table': usage('DynamoDB reads, writes, storage; PITR per GB-month'),
  'AWS::Cognito::UserPool': usage('Cognito per MAU: caregivers on Lite, operators on Plus'),
  'AWS::Lambda::Function': usage('Lambda requests and duration; Lambda@Edge on /api/* responses'),
  'AWS::Lambda::Version': free('a numbered version of the Lambda@Edge function (CloudFront runs it; the model bills its runs)'),
  'AWS::Logs::LogGroup': usage('CloudWatch Logs ingestion and storage'),
  'AWS::ApiGatewayV2::Api': usage('API Gateway (HTTP API) per request'),
  'AWS::CloudFront::Distribution': usage('CloudFront requests and data out'),
  'AWS::S3::Bucket': usage('S3 storage of the SPA and 14 days of CloudFront logs (cents)'),
  'AWS::SQS::Queue': usage('SQS per request: dead-letter queues, empty unless something failed (free tier 1 M)'),
  'AWS::SNS::Topic': usage('SNS e-mail notifications of alarms (free tier 1,000 e-mails)'),
  'AWS::RUM::AppMonitor': usage('CloudWatch RUM per 100,000 events (US$ 1)'),
  'AWS::CloudFront::Function': usage('CloudFront Functions per million invocations (US$ 0.10)'),
  'AWS::Lambda::EventSourceMapping': free('stream reads by Lambda are free; the filter is not billed'),
  'AWS::Events::Rule': free('scheduled rules are free'),
  'AWS::Lambda::EventInvokeConfig': free('configuration'),
  'AWS::Lambda::Permission': free('configuration'),
  'AWS::Lambda::LayerVersion': free('CDK’s deployment layer'),
  'AWS::IAM::Role': free('IAM'),
  'AWS::IAM::Policy': free('IAM'),
  'AWS::SNS::TopicPolicy': free('configuration'),
  'AWS::SecretsManager::ResourcePolicy': free('configuration (who may read the access records\' private key)'),
  'AWS::SES::EmailIdentity': usage('SES per e-mail sent (the identity itself is free)'),
  'AWS::SES::ConfigurationSet': free('configuration; its reputation metrics are free'),
  'AWS::SES::ConfigurationSetEventDestination': usage('SNS notifications of bounces and complaints (free tier 1 M)'),
  'AWS::SNS::Subscription': free('configuration'),
  'AWS::SQS::QueuePolicy': free('configuration'),
  'AWS::S3::BucketPolicy': free('configuration'),
  'AWS::Cognito::UserPoolClient': free('part of the pool'),
  'AWS::Cognito::UserPoolGroup': free('part of the pool'),
  'AWS::Cognito::IdentityPool': free('identity pools are free'),
  'AWS::Cognito::IdentityPoolRoleAttachment': free('configuration'),
  'AWS::ApiGatewayV2::Stage': free('part of the API'),
  'AWS::ApiGatewayV2::Route': free('part of the API'),
  'AWS::ApiGatewayV2::Integration': free('part of the API'),
  'AWS::ApiGatewayV2::Authorizer': free('part of the API'),
  'AWS::ApiGatewayV2::DomainName': free('custom domains of HTTP APIs are free'),
  'AWS::ApiGatewayV2::ApiMapping': free('configuration'),
  'AWS::CloudFront::ResponseHeadersPolicy': free('configuration'),
  'AWS::CloudFront::OriginAccessControl': free('configuration'),
  'AWS::CloudFormation::Stack': free('nested stacks are free'),
  'Custom::CDKBucketDeployment': free('runs at deploy only'),
  'Custom::CrossRegionExportWriter': free('SSM standard parameters are free'),
  'Custom::CrossRegionExportReader': free('runs at deploy only'),
  'Custom::S3AutoDeleteObjects': free('runs when a non-production bucket is deleted'),
};

export interface FixedLine {
  type: string;
  count: number;
  usd: number;
  what: string;
}

/** The fixed monthly cost of a stage from its templates' resource counts by type. */
export function fixedMonthlyCost(counts: Readonly<Record<string, number>>): FixedLine[] {
  return Object.entries(counts)
    .map(([type, count]) => ({ type, count, price: templateTypePrices[type] }))
    .filter((x): x is { type: string; count: number; price: Extract<TypePrice, { kind: 'fixed' }> } => x.price?.kind === 'fixed')
    .map(({ type, count, price }) => ({ type, count, usd: count * price.usdPerMonth, what: price.what }));
}

/** Cognito's monthly bill on a plan at a number of monthly active users. */
export function cognitoMonthly(plan: CognitoPlan, mau: number): number {
  const { freeMau, perMau } = cognitoPlans[plan];
  return Math.max(0, mau - freeMau) * perMau;
}
