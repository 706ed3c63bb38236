import { TEAM_GROUP } from '../../contract/team';
import { apiHandler, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';
import { operatorLabel, type Operator } from './audit';
import { operatorRecord } from './operator-directory';
import { teamTexts } from './texts';

/** A team request: the caregiver API's, plus the operator as the Registro names her (read only when asked). */
export type TeamRequest<Body, Query> = ApiRequest<Body, Query> & { operator(): Promise<Operator> };

/**
 * Every /api/equipe route is built here: the caregiver API's pipeline (validation, Portuguese errors, headers)
 * plus the team check on the verified claims, first of all: a caregiver's valid token gets 403 before her input
 * is even read. The gateway's JWT authorizer has already refused a missing or bad token with 401.
 */
export function teamApiHandler<Body = undefined, Query = undefined>(
  options: Omit<ApiHandlerOptions<Body, Query>, 'requiredGroup'>,
  handle: (request: TeamRequest<Body, Query>) => Promise<ApiResult>,
) {
  return apiHandler({ ...options, requiredGroup: { name: TEAM_GROUP, refusal: teamTexts.teamOnly } }, (request) =>
    handle({
      ...request,
      operator: async () => ({ id: request.caller().uid, label: await operatorLabel(request.event.requestContext.authorizer?.jwt?.claims, { recordOf: operatorRecord }) }),
    }),
  );
}
