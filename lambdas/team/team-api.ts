import type { OperatorRole } from '../../contract/operators';
import { TEAM_GROUP } from '../../contract/team';
import { callerOf, parseRequest, routeHandler, type ApiEvent, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';
import { getOperatorRecord, type OperatorRecord } from './data/operator-table';
import { checkOperatorAccess } from './operator-access';
import { teamRoutes } from './routes';
import { teamTexts } from './texts';

/** The roles each team route admits, by API Gateway's route key (`GET /api/equipe/...`). */
const rolesByRouteKey = new Map<string, readonly OperatorRole[]>(teamRoutes.map((route) => [`${route.method} ${route.path}`, route.roles ?? []]));

export type TeamRequest<Body, Query> = ApiRequest<Body, Query> & {
  /** The caller's operator record, read for this request (active, with a role the route admits). */
  operator: OperatorRecord;
};

/**
 * Every /api/equipe route is built here: the caregiver API's pipeline (validation, Portuguese errors, headers)
 * plus, first of all, the team group on the verified claims and then the operator's own record, read on each
 * request: no record, inactive, or a role the route table does not give the route → 403 before her input is even
 * read (docs/decisions/049-operator-roles.md). The gateway's JWT authorizer has already refused a bad token with 401.
 */
export function teamApiHandler<Body = undefined, Query = undefined>(
  options: Omit<ApiHandlerOptions<Body, Query>, 'requiredGroup'>,
  handle: (request: TeamRequest<Body, Query>) => Promise<ApiResult>,
) {
  const withGroup = { ...options, requiredGroup: { name: TEAM_GROUP, refusal: teamTexts.teamOnly } };
  return routeHandler(withGroup, async (event: ApiEvent) => {
    const operator = await checkOperatorAccess(
      { uid: callerOf(event).uid, roles: rolesByRouteKey.get(event.routeKey) },
      { getOperatorRecord },
    );
    return handle({ ...parseRequest(withGroup, event), operator });
  });
}
