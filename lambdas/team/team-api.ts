import type { OperatorRole } from '../../contract/operators';
import { callerOf, parseRequest, routeHandler, type ApiEvent, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';
import { getOperatorRecord, type OperatorRecord } from './data/operator-table';
import { checkOperatorAccess } from './operator-access';
import { teamRoutes } from './routes';

/** The roles each team route admits, by API Gateway's route key (`GET /api/equipe/...`). */
const rolesByRouteKey = new Map<string, readonly OperatorRole[]>(teamRoutes.map((route) => [`${route.method} ${route.path}`, route.roles ?? []]));

export type TeamRequest<Body, Query> = ApiRequest<Body, Query> & {
  /** The caller's operator record, read for this request (active, with a role the route admits). */
  operator: OperatorRecord;
};

/**
 * Every /api/equipe route is built here: the caregiver API's pipeline (validation, Portuguese errors, headers).
 * Who may call is first the gateway's: team routes have the operators' own pool's JWT authorizer (docs/decisions/047),
 * so a caregiver's token, from the other pool, is refused with 401 before any function runs; `callerOf` refuses an
 * ID token (decision 046). Then the operator's own record, read on each request: no record, inactive, or a role the
 * route table does not give the route → 403 before her input is even read (docs/decisions/049-operator-roles.md).
 */
export function teamApiHandler<Body = undefined, Query = undefined>(
  options: Omit<ApiHandlerOptions<Body, Query>, 'callerFirst'>,
  handle: (request: TeamRequest<Body, Query>) => Promise<ApiResult>,
) {
  const withCaller = { ...options, callerFirst: true };
  return routeHandler(withCaller, async (event: ApiEvent) => {
    const operator = await checkOperatorAccess(
      { uid: callerOf(event).uid, roles: rolesByRouteKey.get(event.routeKey) },
      { getOperatorRecord },
    );
    return handle({ ...parseRequest(withCaller, event), operator });
  });
}
