import type { Route } from '../routes';

/** The console's 'Avisos' routes (spread into teamRoutes); the fan-out job is `fan-out-notices` in scheduledJobs. */
export const teamNoticeRoutes: readonly Route[] = [
  { method: 'GET', path: '/api/equipe/avisos', handler: '../team/handlers/list-sent-notices', access: 'team', needs: ['table-read'] },
  { method: 'GET', path: '/api/equipe/avisos/alcance', handler: '../team/handlers/notice-reach', access: 'team', needs: ['table-read', 'table-scan'] },
  { method: 'GET', path: '/api/equipe/avisos/{id}', handler: '../team/handlers/get-notice', access: 'team', needs: ['table-read'] },
  // one caregiver at once; a segment: the send, its audit line, and its first batches (docs/decisions/020)
  { method: 'POST', path: '/api/equipe/avisos', handler: '../team/handlers/send-notice', access: 'team', needs: ['table-read', 'table-write', 'table-scan'] },
];
