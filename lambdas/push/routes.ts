import { apiPaths } from '../../contract';
import type { Route, ScheduledJob } from '../base/route-table';

/** Web Push on her devices (docs/decisions/074-web-push.md): subscribe and unsubscribe this device. */
export const pushRoutes: readonly Route[] = [
  { method: 'POST', path: apiPaths.pushSubscriptions, handler: 'push/handlers/subscribe-device', access: 'signed-in', needs: ['table-read', 'table-write', 'caregiver-items-only', 'push-endpoints', 'push-holders'] },
  { method: 'DELETE', path: apiPaths.pushSubscriptions, handler: 'push/handlers/unsubscribe-device', access: 'signed-in', needs: ['table-read', 'table-write', 'caregiver-items-only'] },
];

export const pushJobs: readonly ScheduledJob[] = [
  // the 07:00 summary of the openings held overnight (the job finds who is due)
  { handler: 'push/jobs/send-held-pushes', everyMinutes: 5, needs: ['table-read', 'table-write', 'web-push'] },
  // the pushes that still failed after their retries, sent again when due (docs/decisions/081-push-dead-letters.md)
  { handler: 'push/jobs/resend-dead-pushes', everyMinutes: 5, needs: ['table-read', 'table-write', 'web-push'] },
];
