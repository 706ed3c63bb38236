/**
 * The capacity and cost model (docs/capacity.md): measured cost per request (from the load meter) × requests per
 * caregiver (the usage profile) × caregivers × published prices → a monthly bill per service; and the same requests
 * at the peak second against the first limits each service has. Pure arithmetic on its inputs: change a price, a
 * measured figure or the profile and every result follows (test/load/cost-model.test.ts proves it).
 */

import type { RowCost } from './meter';
import { routeKeyOf, type MixRow } from './mix';
import type { Limits, Prices, UsageProfile } from './cost-inputs';
import { cognitoMonthly, cognitoPlans, type CognitoPlan } from './template-prices';
import { EDGE_FUNCTION_MEMORY_MB } from '../../infra/cdk/edge-function-settings';

export { defaultLimits, saEast1Prices, usageProfile, type Limits, type Prices, type RouteLimits, type UsageProfile } from './cost-inputs';
export { peakLimits, peakSessionsPerSecond, routePeaks, type LimitUse } from './peak-limits';
export { formatRouteThrottles, routeLimitsOf, type Throttle } from './route-throttles-model';
import { peakLimits, type LimitUse } from './peak-limits';

/** One request kind, measured: the load meter's figures per request and how often a caregiver makes it. */
export interface MeasuredRequest {
  name: string;
  /** The route key (`GET /api/openings`) its requests reach: several rows may share one route, and its throttle. */
  route?: string;
  perCaregiverMonth: number;
  handlerMs: number;
  dynamoCalls: number;
  readUnits: number;
  /** Table and index write units together. */
  writeUnits: number;
  /** Read units taken from the single `GSI1PK=OPENING` partition (every unfiltered openings page). */
  hotPartitionReadUnits: number;
  responseBytes: number;
  emails: number;
}


export interface CostLine {
  service: string;
  usage: string;
  usd: number;
}

/** The model's request rows from the load mix and what the meter measured for each row. */
export function measuredRequests(mix: readonly MixRow[], costs: Record<string, RowCost>, headerBytes: Record<string, number> = {}, hotIndex = 'GSI1'): MeasuredRequest[] {
  return mix.map((row) => {
    const c = costs[row.name];
    if (!c) throw new Error(`no measurement for "${row.name}": the run was too short to reach every row`);
    return {
      name: row.name,
      route: routeKeyOf(row),
      perCaregiverMonth: row.perCaregiverMonth,
      handlerMs: c.handlerMs.mean,
      dynamoCalls: c.dynamoCalls,
      readUnits: c.readUnits,
      writeUnits: c.writeUnits + c.indexWriteUnits,
      hotPartitionReadUnits: c.readUnitsByIndex[hotIndex] ?? 0,
      responseBytes: c.bodyBytes + (headerBytes[row.name] ?? 0),
      emails: row.emails ?? 0,
    };
  });
}

/** A request kind whose read units depend on how many openings are stored, measured at several counts. */
export interface ReadUnitsByOpenings {
  name: string;
  /** Read units per request at each measured opening count. */
  points: readonly { openings: number; readUnits: number }[];
}

/**
 * The requests as they cost with `openings` openings stored: a kind measured at several opening counts takes its
 * read units from them, linear between two measured counts, the smallest count's below it (read units grow with
 * the openings' density, so this overstates); past the largest measured count there is no figure and it throws.
 */
export function atOpenings(requests: readonly MeasuredRequest[], measured: readonly ReadUnitsByOpenings[], openings: number): MeasuredRequest[] {
  return requests.map((r) => {
    const points = [...(measured.find((m) => m.name === r.name)?.points ?? [])].sort((a, b) => a.openings - b.openings);
    if (points.length === 0) return r;
    if (openings > points[points.length - 1].openings) throw new Error(`"${r.name}" was measured up to ${points[points.length - 1].openings} openings, not ${openings}`);
    const upper = points.findIndex((p) => p.openings >= openings);
    if (upper === 0) return { ...r, readUnits: points[0].readUnits };
    const [a, b] = [points[upper - 1], points[upper]];
    return { ...r, readUnits: a.readUnits + ((b.readUnits - a.readUnits) * (openings - a.openings)) / (b.openings - a.openings) };
  });
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Billed duration of one request in AWS: the measured handler time plus the DynamoDB round trips it makes. */
export const billedMs = (r: MeasuredRequest, profile: UsageProfile) => r.handlerMs + r.dynamoCalls * profile.awsDynamoRoundTripMs;

/** What the given number of active caregivers costs in a month, one line per service. */
export function monthlyCost(caregivers: number, requests: readonly MeasuredRequest[], profile: UsageProfile, prices: Prices, memoryMb: number, openings = 0): CostLine[] {
  const perMonth = (r: MeasuredRequest) => r.perCaregiverMonth * caregivers;
  const apiRequests = sum(requests.map(perMonth));
  const gbSeconds = sum(requests.map((r) => perMonth(r) * (billedMs(r, profile) / 1000) * (memoryMb / 1024)));
  const readUnits = sum(requests.map((r) => perMonth(r) * r.readUnits));
  const writeUnits = sum(requests.map((r) => perMonth(r) * r.writeUnits));
  const emails = sum(requests.map((r) => perMonth(r) * r.emails)) + caregivers * profile.passwordResetsPerMonth;
  const digests = caregivers * profile.digestEmailsPerCaregiverMonth;
  const pushes = caregivers * profile.pushesPerCaregiverMonth;
  const pushInvocations = pushes / profile.pushesPerInvocation;
  const pushGbSeconds = pushes * (profile.pushMsPerMessage / 1000) * (memoryMb / 1024);
  const sessions = caregivers * profile.sessionsPerMonth;
  const edgeRequests = apiRequests + sessions * profile.staticRequestsPerSession + caregivers * profile.coldLoadRequestsPerMonth;
  // The caregivers' pool's own web ACL inspects the calls the SPA makes straight to Cognito.
  const wafRequests = edgeRequests + sessions * profile.poolRequestsPerSession;
  const bytesOut = sum(requests.map((r) => perMonth(r) * r.responseBytes)) + sessions * profile.shellBytesPerSession + caregivers * profile.coldLoadBytesPerMonth;
  const storageGb = (caregivers * profile.storageKbPerCaregiver + openings * profile.storageKbPerOpening) / 1024 ** 2;
  const GB = 1024 ** 3;
  // CloudFront's always-free tier comes off first; the logs kept are a year's ingestion (production's retention).
  const billedEdgeRequests = Math.max(0, edgeRequests - prices.cloudFrontFreeRequests);
  const billedEdgeGb = Math.max(0, bytesOut / GB - prices.cloudFrontFreeGbOut);
  const pushGbOut = (pushes * profile.pushBytesOutPerMessage) / GB;
  const logGb = (apiRequests * profile.logBytesPerRequest) / GB;
  // Every /api/* response (none is cached) runs the origin-response function; the site's files do not.
  const edgeGbSeconds = apiRequests * (profile.edgeFunctionMsPerResponse / 1000) * (EDGE_FUNCTION_MEMORY_MB / 1024);
  return [
    { service: 'API Gateway (HTTP API)', usage: `${fmt(apiRequests)} requests`, usd: (apiRequests / 1e6) * prices.apiGatewayPerMillion },
    { service: 'Lambda requests', usage: `${fmt(apiRequests)} invocations`, usd: (apiRequests / 1e6) * prices.lambdaRequestsPerMillion },
    { service: 'Lambda duration (Arm)', usage: `${fmt(gbSeconds)} GB-s`, usd: gbSeconds * prices.lambdaArmPerGbSecond },
    { service: 'DynamoDB reads', usage: `${fmt(readUnits)} RRU`, usd: (readUnits / 1e6) * prices.dynamoReadPerMillionUnits },
    { service: 'DynamoDB writes', usage: `${fmt(writeUnits)} WRU`, usd: (writeUnits / 1e6) * prices.dynamoWritePerMillionUnits },
    { service: 'DynamoDB storage', usage: `${storageGb.toFixed(2)} GB`, usd: storageGb * prices.dynamoStoragePerGbMonth },
    { service: 'DynamoDB PITR', usage: `${storageGb.toFixed(2)} GB`, usd: storageGb * prices.pitrPerGbMonth },
    { service: `Cognito caregivers (${prices.cognitoCaregiversPlan})`, usage: `${fmt(caregivers)} MAU`, usd: cognitoMonthly(prices.cognitoCaregiversPlan, caregivers) },
    { service: `Cognito operators (${prices.cognitoOperatorsPlan})`, usage: `${fmt(profile.operatorsMau)} MAU`, usd: cognitoMonthly(prices.cognitoOperatorsPlan, profile.operatorsMau) },
    { service: 'SES', usage: `${fmt(emails)} e-mails`, usd: (emails / 1000) * prices.sesPerThousandEmails },
    { service: 'SES alert digests', usage: `${fmt(digests)} e-mails`, usd: (digests / 1000) * prices.sesPerThousandEmails },
    {
      service: 'Web Push (Lambda)',
      usage: `${fmt(pushes)} messages, ${fmt(pushInvocations)} invocations`,
      usd: (pushInvocations / 1e6) * prices.lambdaRequestsPerMillion + pushGbSeconds * prices.lambdaArmPerGbSecond,
    },
    {
      service: 'Web Push data out (sa-east-1)',
      usage: `${pushGbOut.toFixed(1)} GB (${prices.dataOutFreeGb} GB free)`,
      usd: Math.max(0, pushGbOut - prices.dataOutFreeGb) * prices.dataOutPerGb,
    },
    {
      service: 'CloudFront',
      usage: `${fmt(edgeRequests)} requests, ${(bytesOut / GB).toFixed(1)} GB (free: ${fmt(prices.cloudFrontFreeRequests)}, ${prices.cloudFrontFreeGbOut} GB)`,
      usd: (billedEdgeRequests / 1e4) * prices.cloudFrontPerTenThousandRequests + billedEdgeGb * prices.cloudFrontPerGbOut,
    },
    {
      service: 'Lambda@Edge (/api/* responses)',
      usage: `${fmt(apiRequests)} runs, ${fmt(edgeGbSeconds)} GB-s`,
      usd: (apiRequests / 1e6) * prices.lambdaEdgePerMillionRequests + edgeGbSeconds * prices.lambdaEdgePerGbSecond,
    },
    { service: 'WAF requests', usage: `${fmt(wafRequests)} requests`, usd: (wafRequests / 1e6) * prices.wafPerMillionRequests },
    { service: 'CloudWatch Logs', usage: `${logGb.toFixed(2)} GB`, usd: logGb * prices.logsPerGbIngested },
    {
      service: `CloudWatch Logs kept (${profile.logRetentionMonths} months)`,
      usage: `${(logGb * profile.logRetentionMonths).toFixed(2)} GB`,
      usd: logGb * profile.logRetentionMonths * prices.logStoragePerGbMonth,
    },
    { service: 'Secrets Manager', usage: `${prices.secrets} secrets`, usd: prices.secrets * prices.secretsManagerPerSecretMonth },
  ];
}

export interface ModelStep {
  caregivers: number;
  lines: CostLine[];
  totalUsd: number;
  perCaregiverUsd: number;
  limits: LimitUse[];
}

export function capacityModel(options: {
  steps: readonly number[];
  requests: readonly MeasuredRequest[];
  profile: UsageProfile;
  prices: Prices;
  limits: Limits;
  memoryMb: number;
  /** Openings stored (their storage; their read units are in `requests`: see `atOpenings`). */
  openings?: number;
}): ModelStep[] {
  return options.steps.map((caregivers) => {
    const lines = monthlyCost(caregivers, options.requests, options.profile, options.prices, options.memoryMb, options.openings);
    const totalUsd = sum(lines.map((l) => l.usd));
    return { caregivers, lines, totalUsd, perCaregiverUsd: totalUsd / caregivers, limits: peakLimits(caregivers, options.requests, options.profile, options.limits) };
  });
}

function fmt(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} k`;
  return n.toFixed(n < 10 ? 1 : 0);
}

const usd = (n: number) => `$${n < 10 ? n.toFixed(2) : n.toFixed(0)}`;

/**
 * The caregivers' pool on each Cognito plan at each step: the pool's bill, and the usage total per active caregiver
 * had the pool that plan (everything else as modelled). Decision 065 reads its choice from this table.
 */
export function cognitoPlanCosts(steps: readonly ModelStep[], prices: Prices): { plan: CognitoPlan; usd: number[]; perCaregiverUsd: number[] }[] {
  return (Object.keys(cognitoPlans) as CognitoPlan[]).map((plan) => {
    const usd = steps.map((s) => cognitoMonthly(plan, s.caregivers));
    const modelled = (s: ModelStep) => s.lines.find((l) => l.service === `Cognito caregivers (${prices.cognitoCaregiversPlan})`)!.usd;
    return { plan, usd, perCaregiverUsd: steps.map((s, i) => (s.totalUsd - modelled(s) + usd[i]) / s.caregivers) };
  });
}

function cognitoPlanTable(steps: readonly ModelStep[], prices: Prices): string {
  const rows = cognitoPlanCosts(steps, prices).map((p) => [
    `${p.plan}${p.plan === prices.cognitoCaregiversPlan ? ' (modelled)' : ''}`,
    ...p.usd.map((u, i) => `${usd(u)} ($${p.perCaregiverUsd[i].toFixed(4)} each)`),
  ]);
  const header = ["caregivers' pool plan: pool, usage per caregiver", ...steps.map((s) => `${fmt(s.caregivers)} caregivers`)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [header, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
}

/** Capacity units as printed: at most three decimals (a sum of table and index units is not rounded by itself). */
const units = (n: number) => String(Math.round(n * 1000) / 1000);

/** The model as text: the measured inputs, then one column per step. */
export function formatModel(steps: ModelStep[], requests: readonly MeasuredRequest[], prices: Prices, profile: UsageProfile): string {
  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    return [header, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
  };
  const measured = table(
    ['request (measured per request)', 'per month', 'handler ms', 'billed ms', 'RRU', 'WRU', 'hot RRU', 'bytes out'],
    requests.map((r) => [r.name, String(r.perCaregiverMonth), r.handlerMs.toFixed(1), billedMs(r, profile).toFixed(1), units(r.readUnits), units(r.writeUnits), units(r.hotPartitionReadUnits), String(r.responseBytes)]),
  );
  const services = steps[0].lines.map((l) => l.service);
  const cost = table(
    ['monthly cost (USD)', ...steps.map((s) => `${fmt(s.caregivers)} caregivers`)],
    [
      ...services.map((service, i) => [service, ...steps.map((s) => `${usd(s.lines[i].usd)} (${s.lines[i].usage})`)]),
      ['total', ...steps.map((s) => usd(s.totalUsd))],
      ['per active caregiver', ...steps.map((s) => `$${s.perCaregiverUsd.toFixed(4)}`)],
    ],
  );
  const limits = table(
    ['peak second vs limit', ...steps.map((s) => `${fmt(s.caregivers)} caregivers`)],
    steps[0].limits
      .map((l) => l.limit)
      .map((name) => [name, ...steps.map((s) => s.limits.find((l) => l.limit === name)!).map((l) => `${l.demand.toFixed(l.demand < 10 ? 2 : 0)} / ${fmt(l.capacity)} (${(l.use * 100).toFixed(1)}%)`)]),
  );
  const first = steps.map((s) => `${fmt(s.caregivers)}: ${s.limits[0].limit} at ${(s.limits[0].use * 100).toFixed(1)}%${s.limits[0].use >= 1 ? ' — EXCEEDED' : ''}`);
  return [measured, '', cost, '', cognitoPlanTable(steps, prices), '', limits, '', `first limit reached at each step (nearest first):\n  ${first.join('\n  ')}`, '', `prices: ${prices.region}, ${prices.checked}`].join('\n');
}
