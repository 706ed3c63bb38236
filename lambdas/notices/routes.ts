import { apiPaths } from '../../contract';
import type { Route } from '../base/route-table';

export const noticeRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.notices, handler: 'notices/handlers/list-notices', access: 'signed-in', needs: ['table-read'] },
  // 'Avisos lidos': her newest notices, read ones included
  { method: 'GET', path: apiPaths.noticeHistory, handler: 'notices/handlers/list-notice-history', access: 'signed-in', needs: ['table-read'] },
  { method: 'POST', path: apiPaths.noticeRead, handler: 'notices/handlers/mark-notice-read', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
];
