/** The peak second against the first limits each service has (docs/capacity.md), from the cost model's requests. */

import type { Limits, UsageProfile } from './cost-inputs';
import { billedMs, sum, type MeasuredRequest } from './cost-model';

export interface LimitUse {
  limit: string;
  demand: number;
  capacity: number;
  /** demand / capacity: 1 means the limit is reached. */
  use: number;
}

/**
 * Sessions opened in the busiest second: the peak hour's (a campaign, the first of the month) and, in the same
 * hour, the visits a notice to every caregiver brings within its first minutes.
 */
export function peakSessionsPerSecond(caregivers: number, profile: UsageProfile): number {
  const ordinary = (caregivers * profile.peakHourShare) / 3600;
  const notice = (caregivers * profile.noticeVisitShare) / (profile.noticeVisitMinutes * 60);
  return (ordinary + notice) * profile.peakSecondFactor;
}

/** The busiest second (peak hour and a notice to everyone), against each limit; sorted, nearest limit first. */
export function peakLimits(caregivers: number, requests: readonly MeasuredRequest[], profile: UsageProfile, limits: Limits): LimitUse[] {
  const sessionsPerSecond = peakSessionsPerSecond(caregivers, profile);
  const share = (r: MeasuredRequest) => (sessionsPerSecond * r.perCaregiverMonth) / profile.sessionsPerMonth;
  const rps = sum(requests.map(share));
  const concurrency = sum(requests.map((r) => share(r) * (billedMs(r, profile) / 1000)));
  const hotUnits = sum(requests.map((r) => share(r) * r.hotPartitionReadUnits));
  // The daily digests go out within their window, beside the peak's own e-mails; a busy day carries both.
  const digestsPerDay = (caregivers * profile.digestEmailsPerCaregiverMonth) / 30;
  const emailsPerSecond = sum(requests.map((r) => share(r) * r.emails)) + digestsPerDay / (profile.digestSendHours * 3600);
  const emailsPerDay = ((caregivers * (sum(requests.map((r) => r.perCaregiverMonth * r.emails)) + profile.passwordResetsPerMonth)) / 30) * profile.busyDayFactor + digestsPerDay;
  const uses: [string, number, number][] = [
    ['API stage throttle (our setting, requests/s)', rps, limits.apiStageRps],
    ['API Gateway account (requests/s)', rps, limits.apiAccountRps],
    ['Lambda concurrency (account)', concurrency, limits.lambdaConcurrency],
    ['DynamoDB partition GSI1PK=OPENING (read units/s)', hotUnits, limits.partitionReadUnitsPerSecond],
    ['SES sending rate (e-mails/s)', emailsPerSecond, limits.sesPerSecond],
    ['SES daily quota (e-mails on a busy day)', emailsPerDay, limits.sesPerDay],
    ['Cognito sign-ins (UserAuthentication/s)', sessionsPerSecond, limits.cognitoAuthRps],
  ];
  return uses.map(([limit, demand, capacity]) => ({ limit, demand, capacity, use: demand / capacity })).sort((a, b) => b.use - a.use);
}

