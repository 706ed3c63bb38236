import { teamApiPaths } from '../../contract';
import { teamActionRoles } from '../../contract/operators';
import type { Route } from '../base/route-table';

/** The console's 'Avisos' routes (spread into teamRoutes); the fan-out job is `fan-out-notices` in scheduledJobs. */
export const teamNoticeRoutes: readonly Route[] = [
  { method: 'GET', path: teamApiPaths.notices, handler: 'team/handlers/list-sent-notices', access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  // counters and the caregivers' index, no Scan (docs/decisions/056)
  { method: 'GET', path: teamApiPaths.noticeReach, handler: 'team/handlers/notice-reach', access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  { method: 'GET', path: teamApiPaths.notice, handler: 'team/handlers/get-notice', access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  // one caregiver at once; a segment: the send, its audit line, and its first batches (docs/decisions/025)
  { method: 'POST', path: teamApiPaths.notices, handler: 'team/handlers/send-notice', access: 'team', roles: teamActionRoles.sendNotices, needs: ['table-read', 'table-write', 'table-scan', 'audit-append', 'web-push'] },
];
