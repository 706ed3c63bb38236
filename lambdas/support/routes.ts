import { apiPaths } from '../../contract';
import type { Route, ScheduledJob } from '../base/route-table';

export const supportRoutes: readonly Route[] = [
  { method: 'POST', path: apiPaths.support, handler: 'support/handlers/send-support', access: 'public', needs: ['table-write', 'ses-send', 'hash-pepper'] },
];

export const supportJobs: readonly ScheduledJob[] = [
  // support messages left pending by an SES failure
  { handler: 'support/jobs/retry-support-emails', everyMinutes: 5, needs: ['table-read', 'table-write', 'ses-send'] },
];
