import { atOpenings, capacityModel, defaultLimits, formatModel, measuredRequests, monthlyCost, peakLimits, peakSessionsPerSecond, saEast1Prices, usageProfile, type MeasuredRequest } from './cost-model';
import { loadMix } from './mix';
import type { RowCost } from './meter';

// Made-up inputs: the test checks that results follow from inputs, whatever they are.
const request = (overrides: Partial<MeasuredRequest> = {}): MeasuredRequest => ({
  name: 'r',
  perCaregiverMonth: 10,
  handlerMs: 20,
  dynamoCalls: 2,
  readUnits: 3,
  writeUnits: 1.5,
  hotPartitionReadUnits: 0.5,
  responseBytes: 2048,
  emails: 0.1,
  ...overrides,
});
const line = (lines: ReturnType<typeof monthlyCost>, service: string) => lines.find((l) => l.service === service)!.usd;

describe('capacity and cost model', () => {
  it('prints capacity units with at most three decimals, a sum of table and index units too', () => {
    const requests = [request({ name: 'notice: mark read', readUnits: 1, writeUnits: 2 + 0.014, hotPartitionReadUnits: 0.1 + 0.2 })];
    const steps = capacityModel({ steps: [1_000], requests, profile: usageProfile, prices: saEast1Prices, limits: defaultLimits({ defaultRps: 50, own: {} }), memoryMb: 512 });
    const row = formatModel(steps, requests, saEast1Prices, usageProfile).split('\n').find((l) => l.startsWith('notice: mark read'))!;
    expect(row.trim().split(/\s{2,}/).slice(4, 7)).toEqual(['1', '2.014', '0.3']);
  });

  it('prices DynamoDB as units per request × requests × caregivers × price per million', () => {
    const requests = [request(), request({ name: 's', perCaregiverMonth: 4, readUnits: 7, writeUnits: 0 })];
    const lines = monthlyCost(2_000, requests, usageProfile, saEast1Prices, 512);
    expect(line(lines, 'DynamoDB reads')).toBeCloseTo(((10 * 3 + 4 * 7) * 2_000 / 1e6) * saEast1Prices.dynamoReadPerMillionUnits, 10);
    expect(line(lines, 'DynamoDB writes')).toBeCloseTo(((10 * 1.5) * 2_000 / 1e6) * saEast1Prices.dynamoWritePerMillionUnits, 10);
    expect(line(lines, 'API Gateway (HTTP API)')).toBeCloseTo((14 * 2_000 / 1e6) * saEast1Prices.apiGatewayPerMillion, 10);
  });

  it('bills Lambda for the measured handler time plus the DynamoDB round trips, at the configured memory', () => {
    const profile = { ...usageProfile, awsDynamoRoundTripMs: 5 };
    const gbSeconds = 10 * 1_000 * ((20 + 2 * 5) / 1000) * (1024 / 1024);
    expect(line(monthlyCost(1_000, [request()], profile, saEast1Prices, 1024), 'Lambda duration (Arm)')).toBeCloseTo(gbSeconds * saEast1Prices.lambdaArmPerGbSecond, 10);
    // Half the memory, half the bill.
    expect(line(monthlyCost(1_000, [request()], profile, saEast1Prices, 512), 'Lambda duration (Arm)')).toBeCloseTo((gbSeconds / 2) * saEast1Prices.lambdaArmPerGbSecond, 10);
  });

  it('follows every price: doubling one price doubles its line and nothing else', () => {
    const base = monthlyCost(50_000, [request()], usageProfile, saEast1Prices, 512);
    const doubled = monthlyCost(50_000, [request()], usageProfile, { ...saEast1Prices, sesPerThousandEmails: saEast1Prices.sesPerThousandEmails * 2 }, 512);
    for (const [i, l] of base.entries()) expect(doubled[i].usd).toBeCloseTo(l.service.startsWith('SES') ? l.usd * 2 : l.usd, 10);
  });

  it("charges each pool's Cognito plan: Plus for every monthly active user, Lite past 10,000 free", () => {
    const plus = { ...saEast1Prices, cognitoCaregiversPlan: 'plus' as const };
    expect(line(monthlyCost(1_000, [request()], usageProfile, plus, 512), 'Cognito caregivers (plus)')).toBeCloseTo(20, 10);
    expect(line(monthlyCost(100_000, [request()], usageProfile, plus, 512), 'Cognito caregivers (plus)')).toBeCloseTo(2000, 10);
    const lite = { ...saEast1Prices, cognitoCaregiversPlan: 'lite' as const };
    expect(line(monthlyCost(10_000, [request()], usageProfile, lite, 512), 'Cognito caregivers (lite)')).toBe(0);
    expect(line(monthlyCost(10_001, [request()], usageProfile, lite, 512), 'Cognito caregivers (lite)')).toBeCloseTo(0.0055, 10);
    expect(line(monthlyCost(100_000, [request()], usageProfile, lite, 512), 'Cognito caregivers (lite)')).toBeCloseTo(495, 10);
    // The operators' pool on its own plan, by its own users, whatever the caregivers.
    expect(line(monthlyCost(100_000, [request()], { ...usageProfile, operatorsMau: 30 }, lite, 512), 'Cognito operators (plus)')).toBeCloseTo(0.6, 10);
    expect(line(monthlyCost(1_000, [request()], usageProfile, saEast1Prices, 512), 'Secrets Manager')).toBeCloseTo(7 * 0.4, 10);
  });

  it("adds a notice's visits to the peak hour's sessions in the busiest second", () => {
    const profile = { ...usageProfile, peakHourShare: 0.25, peakSecondFactor: 3, noticeVisitShare: 0.3, noticeVisitMinutes: 15, unmeasuredRoutesPerCaregiverMonth: {} };
    // 100,000 caregivers: 25,000 in the hour (6.94/s) and 30,000 in 15 minutes (33.3/s), × 3 in the busiest second.
    expect(peakSessionsPerSecond(100_000, profile)).toBeCloseTo((25_000 / 3600 + 30_000 / 900) * 3, 10);
    expect(peakSessionsPerSecond(100_000, { ...profile, noticeVisitShare: 0 })).toBeCloseTo((25_000 / 3600) * 3, 10);
    // Each session's requests: a caregiver's month of requests over her sessions.
    const rps = peakLimits(100_000, [request({ perCaregiverMonth: 24 })], { ...profile, sessionsPerMonth: 12 }, defaultLimits({ defaultRps: 50, own: {} })).find((u) => u.limit.includes('busiest on the default route throttle'))!;
    expect(rps.demand).toBeCloseTo((25_000 / 3600 + 30_000 / 900) * 3 * 2, 10);
  });

  it('sends up to one alert digest a day per caregiver, and counts WAF on every edge request and every call to the pool', () => {
    const profile = { ...usageProfile, digestEmailsPerCaregiverMonth: 30 };
    const lines = monthlyCost(100_000, [request()], profile, saEast1Prices, 512);
    expect(line(lines, 'SES alert digests')).toBeCloseTo((3_000_000 / 1000) * 0.1, 10);
    // WAF inspects what CloudFront receives (the API requests, the sessions' static requests and the cold loads) and,
    // on the caregivers' pool, the calls each session makes to Cognito.
    const edge = 100_000 * (10 + profile.sessionsPerMonth * profile.staticRequestsPerSession + profile.coldLoadRequestsPerMonth);
    const pool = 100_000 * profile.sessionsPerMonth * 4;
    expect(line(lines, 'WAF requests')).toBeCloseTo(((edge + pool) / 1e6) * 0.6, 10);
    expect(line(monthlyCost(100_000, [request()], { ...profile, poolRequestsPerSession: 0 }, saEast1Prices, 512), 'WAF requests')).toBeCloseTo((edge / 1e6) * 0.6, 10);
    // 100,000 digests a day are past SES's default 50,000; at 40,000 caregivers they fit.
    const quota = (caregivers: number) => peakLimits(caregivers, [request({ emails: 0 })], { ...profile, passwordResetsPerMonth: 0 }, defaultLimits({ defaultRps: 50, own: {} })).find((u) => u.limit.startsWith('SES daily'))!;
    expect(quota(100_000)).toMatchObject({ demand: 100_000, use: 2 });
    expect(quota(40_000).use).toBeCloseTo(0.8, 10);
  });

  it('runs the origin-response function (Lambda@Edge, 128 MB) on every API request and on nothing else', () => {
    const profile = { ...usageProfile, edgeFunctionMsPerResponse: 4 };
    const requests = [request(), request({ name: 's', perCaregiverMonth: 4 })];
    const runs = 100_000 * (10 + 4);
    const edge = (p: typeof profile) => line(monthlyCost(100_000, requests, p, saEast1Prices, 512), 'Lambda@Edge (/api/* responses)');
    expect(edge(profile)).toBeCloseTo((runs / 1e6) * 0.6 + runs * 0.004 * (128 / 1024) * 0.00005001, 10);
    // The site's files do not run it: more of them a session leaves the line as it was; twice the time, twice the duration part.
    expect(edge({ ...profile, staticRequestsPerSession: 40 })).toBeCloseTo(edge(profile), 10);
    expect(edge({ ...profile, edgeFunctionMsPerResponse: 8 }) - edge(profile)).toBeCloseTo(runs * 0.004 * (128 / 1024) * 0.00005001, 10);
  });

  it('bills Web Push as Lambda invocations and time, with no fee per message', () => {
    const profile = { ...usageProfile, pushesPerCaregiverMonth: 10, pushesPerInvocation: 50, pushMsPerMessage: 40 };
    const pushes = 100_000 * 10;
    const expected = (pushes / 50 / 1e6) * saEast1Prices.lambdaRequestsPerMillion + pushes * 0.04 * 0.5 * saEast1Prices.lambdaArmPerGbSecond;
    expect(line(monthlyCost(100_000, [request()], profile, saEast1Prices, 512), 'Web Push (Lambda)')).toBeCloseTo(expected, 10);
  });

  it('finds the peak demand from the profile and names the limit reached first', () => {
    const profile = { ...usageProfile, peakHourShare: 0.5, peakSecondFactor: 2, sessionsPerMonth: 10, digestEmailsPerCaregiverMonth: 0, noticeVisitShare: 0, unmeasuredRoutesPerCaregiverMonth: {} };
    const uses = peakLimits(36_000, [request()], profile, defaultLimits({ defaultRps: 50, own: {} }));
    const sessionsPerSecond = (36_000 * 0.5 / 3600) * 2; // 10
    const rps = sessionsPerSecond * 10 / 10; // 10 requests a second
    expect(uses.find((u) => u.limit.includes('busiest on the default route throttle'))!.demand).toBeCloseTo(rps, 10);
    expect(uses.find((u) => u.limit.startsWith('DynamoDB partition'))!.demand).toBeCloseTo(rps * 0.5, 10);
    expect(uses.find((u) => u.limit.startsWith('Lambda concurrency'))!.demand).toBeCloseTo(rps * (20 + 2 * usageProfile.awsDynamoRoundTripMs) / 1000, 10);
    expect(uses[0].limit).toMatch(/busiest on the default route throttle/);
    // Lower another limit below the demand and it becomes the first one reached.
    const tight = peakLimits(36_000, [request()], profile, { ...defaultLimits({ defaultRps: 50, own: {} }), cognitoAuthRps: 5 });
    expect(tight[0]).toMatchObject({ limit: expect.stringMatching(/^Cognito/), use: 2 });
  });

  it('sums each step and divides by its caregivers', () => {
    const steps = capacityModel({ steps: [1_000, 100_000], requests: [request()], profile: usageProfile, prices: saEast1Prices, limits: defaultLimits({ defaultRps: 50, own: {} }), memoryMb: 512 });
    for (const s of steps) {
      expect(s.totalUsd).toBeCloseTo(s.lines.reduce((a, l) => a + l.usd, 0), 10);
      expect(s.perCaregiverUsd).toBeCloseTo(s.totalUsd / s.caregivers, 10);
    }
    expect(steps[1].totalUsd).toBeGreaterThan(steps[0].totalUsd);
  });

  it('builds its rows from the load mix and the meter, adding index writes and response headers', () => {
    const cost = (n: number): RowCost => ({
      invocations: 10,
      handlerMs: { mean: n, p50: n, p95: n },
      readUnits: n,
      readUnitsByIndex: { GSI1: n / 2 },
      writeUnits: 1,
      indexWriteUnits: 2,
      bodyBytes: 100,
      dynamoCalls: 1,
      statuses: { 200: 10 },
    });
    const costs = Object.fromEntries(loadMix.map((r, i) => [r.name, cost(i + 1)]));
    const rows = measuredRequests(loadMix, costs, { me: 50 });
    const me = rows.find((r) => r.name === 'me')!;
    const index = loadMix.findIndex((r) => r.name === 'me');
    expect(me).toMatchObject({ handlerMs: index + 1, readUnits: index + 1, writeUnits: 3, hotPartitionReadUnits: (index + 1) / 2, responseBytes: 150 });
    expect(rows.find((r) => r.name === 'sign-up')!.emails).toBe(1);
    expect(() => measuredRequests(loadMix, {})).toThrow(/no measurement/);
  });

  it('takes the read units of a request measured at several opening counts from the count asked for', () => {
    const requests = [request({ name: 'near', readUnits: 1 }), request({ name: 'other', readUnits: 7 })];
    const measured = [{ name: 'near', points: [{ openings: 100_000, readUnits: 50 }, { openings: 10_000, readUnits: 20 }] }];
    const units = (openings: number) => atOpenings(requests, measured, openings).map((r) => r.readUnits);
    expect(units(10_000)).toEqual([20, 7]);
    expect(units(100_000)).toEqual([50, 7]);
    expect(units(55_000)).toEqual([35, 7]);
    expect(units(1_000)).toEqual([20, 7]);
    expect(() => units(1_000_000)).toThrow(/measured up to 100000 openings/);
    // More read units, a larger DynamoDB line and nothing else changes.
    const cost = (openings: number) => monthlyCost(10_000, atOpenings(requests, measured, openings), usageProfile, saEast1Prices, 512);
    expect(line(cost(100_000), 'DynamoDB reads') - line(cost(10_000), 'DynamoDB reads')).toBeCloseTo(((50 - 20) * 10 * 10_000 / 1e6) * saEast1Prices.dynamoReadPerMillionUnits, 10);
    expect(line(cost(100_000), 'DynamoDB writes')).toBeCloseTo(line(cost(10_000), 'DynamoDB writes'), 10);
  });

  it('stores the openings beside the caregivers', () => {
    const storage = (openings: number) => line(monthlyCost(1_000, [request()], usageProfile, saEast1Prices, 512, openings), 'DynamoDB storage');
    expect(storage(100_000) - storage(0)).toBeCloseTo(((100_000 * usageProfile.storageKbPerOpening) / 1024 ** 2) * saEast1Prices.dynamoStoragePerGbMonth, 10);
  });
});
