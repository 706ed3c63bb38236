import { teamApiPaths } from '../../contract';
import { teamActionRoles } from '../../contract/operators';
import type { Route } from '../base/route-table';

/** The console's 'Vagas' routes (spread into teamRoutes). */
export const teamOpeningRoutes: readonly Route[] = [
  { method: 'GET', path: teamApiPaths.openings, handler: 'team/handlers/list-openings', access: 'team', roles: teamActionRoles.read, needs: ['table-read', 'hash-pepper'] },
  // 'Nova vaga' and 'Corrigir vaga': the import's checks and write (CEP lookup included), the Registro line in its transaction
  { method: 'POST', path: teamApiPaths.openings, handler: 'team/handlers/create-opening', access: 'team', roles: teamActionRoles.manageOpenings, needs: ['table-read', 'table-write', 'viacep', 'audit-append'] },
  { method: 'GET', path: teamApiPaths.opening, handler: 'team/handlers/get-opening', access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  { method: 'PUT', path: teamApiPaths.opening, handler: 'team/handlers/correct-opening', access: 'team', roles: teamActionRoles.manageOpenings, needs: ['table-read', 'table-write', 'viacep', 'audit-append'] },
  { method: 'GET', path: teamApiPaths.families, handler: 'team/handlers/list-families', access: 'team', roles: teamActionRoles.read, needs: ['table-read'] },
  // 'Encerrar vaga': idempotent, one transaction with its audit line (lambdas/team/openings.ts)
  { method: 'POST', path: teamApiPaths.openingClose, handler: 'team/handlers/close-opening', access: 'team', roles: teamActionRoles.manageOpenings, needs: ['table-read', 'table-write', 'audit-append'] },
  // 'Arquivo de vagas': the same file and report as `npm run import` (lambdas/openings/operator-import.ts)
  { method: 'POST', path: teamApiPaths.openingFile, handler: 'team/handlers/import-openings', access: 'team', roles: teamActionRoles.manageOpenings, needs: ['table-read', 'table-write', 'viacep', 'audit-append'] },
];
