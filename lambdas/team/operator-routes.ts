import { teamApiPaths } from '../../contract';
import { teamActionRoles } from '../../contract/operators';
import type { Route } from '../base/route-table';

/**
 * The console's 'Operadoras' routes (spread into teamRoutes): 'Administração' only. The Cognito calls go to the pool
 * of OPERATORS_USER_POOL_ID (`operators-read`, `operators-invite`, `operators-admin`; docs/decisions/049-operator-roles.md).
 */
export const teamOperatorRoutes: readonly Route[] = [
  { method: 'GET', path: teamApiPaths.operators, handler: 'team/handlers/list-operators', access: 'team', roles: teamActionRoles.manageOperators, needs: ['table-read', 'operators-read'] },
  { method: 'POST', path: teamApiPaths.operators, handler: 'team/handlers/invite-operator', access: 'team', roles: teamActionRoles.manageOperators, needs: ['table-read', 'table-write', 'operators-invite', 'audit-append'] },
  { method: 'PUT', path: teamApiPaths.operatorRole, handler: 'team/handlers/change-operator-role', access: 'team', roles: teamActionRoles.manageOperators, needs: ['table-read', 'table-write', 'audit-append'] },
  // the record inactive with its Registro line, then her Cognito user disabled and signed out everywhere
  { method: 'DELETE', path: teamApiPaths.operator, handler: 'team/handlers/remove-operator', access: 'team', roles: teamActionRoles.manageOperators, needs: ['table-read', 'table-write', 'operators-admin', 'audit-append'] },
];
