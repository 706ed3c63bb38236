import { apiPaths } from '../../contract';
import type { Route, ScheduledJob } from '../base/route-table';

export const openingRoutes: readonly Route[] = [
  // hash-pepper: the key of the signed cursors (lambdas/base/table/cursor.ts)
  {
    method: 'GET',
    path: apiPaths.openings,
    handler: 'openings/handlers/list-openings',
    access: 'signed-in',
    needs: ['table-read', 'hash-pepper'],
    throttle: {
      rateLimit: 700,
      burstLimit: 1400,
      why: 'every kind of openings page (first, next, by type, by city, nearest first: 34 a caregiver-month) is this one route: 342 requests/s in the busiest second at 100,000 caregivers, twice that; at the slowest page (nearest first, ~53 ms billed) 700/s holds ~37 functions at once',
    },
  },
  { method: 'GET', path: apiPaths.openingsNearby, handler: 'openings/handlers/count-nearby-openings', access: 'signed-in', needs: ['table-read', 'hash-pepper'] },
  // 'Denunciar vaga': reads the opening, writes the report and her record; rate-limited (hashed counters)
  { method: 'POST', path: apiPaths.openingReport, handler: 'openings/handlers/report-opening', access: 'signed-in', needs: ['table-read', 'table-write', 'hash-pepper'] },
];

export const openingJobs: readonly ScheduledJob[] = [
  // openings close by themselves after the stage's number of days (default 60); docs/decisions/019
  { handler: 'openings/jobs/close-old-openings', everyMinutes: 30, needs: ['table-read', 'table-write', 'openings-expiry'] },
];
