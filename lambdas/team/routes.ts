import { teamApiPaths } from '../../contract';
import { teamActionRoles } from '../../contract/operators';
import type { Route, ScheduledJob } from '../base/route-table';
import { teamNoticeRoutes } from './notice-routes';
import { teamOpeningRoutes } from './opening-routes';
import { teamOperatorRoutes } from './operator-routes';

/** A handler of this slice, named as the route table names handlers (its path under lambdas/). */
const handler = (name: string) => `team/handlers/${name}`;

/** The team console's routes (Painel da equipe): members of the team's group only (`access: 'team'`). */
export const teamRoutes: readonly Route[] = [
  { method: 'GET', path: teamApiPaths.overview, handler: handler('get-overview'), access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  // reads of personal data (her page, searches, the Registro's CSV) write their Registro line: table-write;
  // a paged list signs its cursors with a key from the hash pepper (lambdas/base/table/cursor.ts): hash-pepper
  { method: 'GET', path: teamApiPaths.audit, handler: handler('list-audit'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'hash-pepper'] },
  { method: 'GET', path: teamApiPaths.auditCsv, handler: handler('audit-csv'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'table-write', 'hash-pepper', 'audit-append'] },
  { method: 'GET', path: teamApiPaths.caregivers, handler: handler('find-caregivers'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'table-write', 'hash-pepper', 'audit-append'] },
  // her page also reads Stripe (plan dates) and the undeliverable mark (hashed with the pepper)
  { method: 'GET', path: teamApiPaths.caregiver, handler: handler('get-caregiver'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'table-write', 'stripe', 'hash-pepper', 'audit-append'] },
  { method: 'POST', path: teamApiPaths.caregiverVerification, handler: handler('verify-caregiver'), access: 'team', roles: teamActionRoles.manageCaregivers, needs: ['table-read', 'table-write', 'audit-append'] },
  { method: 'DELETE', path: teamApiPaths.caregiverVerification, handler: handler('verify-caregiver'), access: 'team', roles: teamActionRoles.manageCaregivers, needs: ['table-read', 'table-write', 'audit-append'] },
  // Cognito's ResendConfirmationCode through the server client (its secret: DescribeUserPoolClient), its Registro line pending before
  { method: 'POST', path: teamApiPaths.caregiverVerificationEmail, handler: handler('resend-verification'), access: 'team', roles: teamActionRoles.resendVerification, needs: ['table-read', 'table-write', 'cognito-server-client', 'audit-append'] },
  // cognito-operators and the table read: an operator's account is never blocked (her group, or her OPERATOR# record)
  { method: 'POST', path: teamApiPaths.caregiverBlock, handler: handler('block-caregiver'), access: 'team', roles: teamActionRoles.manageCaregivers, needs: ['table-read', 'table-write', 'cognito-block', 'cognito-operators', 'audit-append'] },
  { method: 'DELETE', path: teamApiPaths.caregiverBlock, handler: handler('unblock-caregiver'), access: 'team', roles: teamActionRoles.manageCaregivers, needs: ['table-read', 'table-write', 'cognito-unblock', 'audit-append'] },
  // the same deletion as hers (POST /api/me/deletion), without her password but after a recent sign-in of the operator;
  // cognito-operators: never an operator's account
  { method: 'POST', path: teamApiPaths.caregiverDeletion, handler: handler('delete-caregiver'), access: 'team', roles: teamActionRoles.manageCaregivers, needs: ['table-read', 'table-write', 'cognito-delete', 'cognito-operators', 'stripe', 'hash-pepper', 'ses-send', 'audit-anonymise', 'audit-append'] },
  // 'Recibo de exclusão': read-only; an e-mail is looked up by its peppered hash
  { method: 'GET', path: teamApiPaths.deletionReceipts, handler: handler('find-deletion-receipts'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'hash-pepper'] },
  // Atendimento: only the reply sends e-mail; a search by e-mail writes its Registro line (table-write)
  { method: 'GET', path: teamApiPaths.support, handler: handler('list-support'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'table-write', 'hash-pepper', 'audit-append'] },
  { method: 'POST', path: teamApiPaths.supportReply, handler: handler('reply-support'), access: 'team', roles: teamActionRoles.answerSupport, needs: ['table-read', 'table-write', 'ses-send', 'hash-pepper', 'audit-append'] },
  { method: 'POST', path: teamApiPaths.supportArchive, handler: handler('archive-support'), access: 'team', roles: teamActionRoles.answerSupport, needs: ['table-read', 'table-write', 'audit-append'] },
  // Atendimento's 'Denúncia de vaga' (reports of openings, grouped; 'Encerrar vaga' is the Vagas route)
  { method: 'GET', path: teamApiPaths.openingReports, handler: handler('list-opening-reports'), access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'hash-pepper'] },
  // 'Descartar denúncia' (beside 'Encerrar vaga', the same roles): the reports marked, the count, the Registro line
  { method: 'POST', path: teamApiPaths.openingReportsDiscard, handler: handler('discard-opening-reports'), access: 'team', roles: teamActionRoles.manageOpenings, needs: ['table-read', 'table-write', 'audit-append'] },
  ...teamOpeningRoutes,
  ...teamNoticeRoutes,
  ...teamOperatorRoutes,
];

/** The console's jobs: the notices to a segment, in batches from each send's saved cursor (docs/decisions/025). */
export const teamJobs: readonly ScheduledJob[] = [
  { handler: 'team/jobs/fan-out-notices', everyMinutes: 1, needs: ['table-read', 'table-write', 'table-scan', 'web-push'] },
  // the counters compared with a scan, and mended (docs/decisions/031-ttl-and-recount.md)
  { handler: 'team/jobs/recount-counters', everyMinutes: 1440, needs: ['table-read', 'table-write', 'table-scan'] },
];
