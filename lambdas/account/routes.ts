import { apiPaths } from '../../contract';
import type { Route, ScheduledJob } from '../base/route-table';

/** LGPD: her data as a file, and deleting her account (password checked again; docs/decisions/012). */
export const accountRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.accountExport, handler: 'account/handlers/export-account', access: 'signed-in', needs: ['table-read', 'stripe'] },
  { method: 'POST', path: apiPaths.accountDeletion, handler: 'account/handlers/request-account-deletion', access: 'signed-in', needs: ['table-read', 'table-write', 'cognito-delete', 'cognito-server-client', 'stripe', 'hash-pepper', 'ses-send', 'audit-anonymise'] },
];

export const accountJobs: readonly ScheduledJob[] = [
  // account deletions a failed step left half-done
  { handler: 'account/jobs/resume-account-deletions', everyMinutes: 5, needs: ['table-read', 'table-write', 'cognito-delete', 'stripe', 'hash-pepper', 'ses-send', 'audit-anonymise'] },
];
