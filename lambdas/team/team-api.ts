import { TEAM_GROUP } from '../../contract/team';
import { apiHandler, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';
import { teamTexts } from './texts';

/**
 * Every /api/equipe route is built here: the caregiver API's pipeline (validation, Portuguese errors, headers)
 * plus the team check on the verified claims, first of all: a caregiver's valid token gets 403 before her input
 * is even read. The gateway's JWT authorizer has already refused a missing or bad token with 401.
 */
export function teamApiHandler<Body = undefined, Query = undefined>(
  options: Omit<ApiHandlerOptions<Body, Query>, 'requiredGroup'>,
  handle: (request: ApiRequest<Body, Query>) => Promise<ApiResult>,
) {
  return apiHandler({ ...options, requiredGroup: { name: TEAM_GROUP, refusal: teamTexts.teamOnly } }, handle);
}
