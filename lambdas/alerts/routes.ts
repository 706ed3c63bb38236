import { apiPaths } from '../../contract';
import type { Route, ScheduledJob, TableStreamConsumer } from '../base/route-table';

export const alertRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.alerts, handler: 'alerts/handlers/list-alerts', access: 'signed-in', needs: ['table-read', 'caregiver-items-only'] },
  { method: 'POST', path: apiPaths.alerts, handler: 'alerts/handlers/create-alert', access: 'signed-in', needs: ['table-read', 'table-write'] },
  { method: 'DELETE', path: apiPaths.alert, handler: 'alerts/handlers/delete-alert', access: 'signed-in', needs: ['table-write'] },
  // Public: opened from an e-mail with no login; the signed token in the link says whose alerts.
  { method: 'GET', path: apiPaths.alertsUnsubscribe, handler: 'alerts/handlers/unsubscribe-alerts', access: 'public', needs: ['table-read', 'table-write', 'alerts-token'] },
  { method: 'POST', path: apiPaths.alertsUnsubscribe, handler: 'alerts/handlers/unsubscribe-alerts', access: 'public', needs: ['table-read', 'table-write', 'alerts-token'] },
];

export const alertJobs: readonly ScheduledJob[] = [
  // each caregiver's daily digest of matches (the job decides who is due)
  { handler: 'alerts/jobs/send-alert-digests', everyMinutes: 15, needs: ['table-read', 'table-write', 'ses-send-raw', 'openings-expiry', 'hash-pepper'] },
];

/** Each new opening is matched against the saved alerts (records filtered to new openings: openings/data/opening-stream.ts). */
export const alertStreamConsumers: readonly TableStreamConsumer[] = [
  { handler: 'alerts/jobs/match-new-openings', needs: ['table-read', 'table-write', 'web-push'] },
];
