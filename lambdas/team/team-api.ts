import { apiHandler, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';

/**
 * Every /api/equipe route is built here: the caregiver API's pipeline (validation, Portuguese errors, headers). Who
 * may call is the gateway's: team routes have the operators' own pool's JWT authorizer (docs/decisions/047), so a
 * caregiver's token, from the other pool, is refused with 401 before any function runs; `callerOf` refuses an ID
 * token (decision 046) before her input is read. The old `equipe` group of the caregivers' pool is no longer read.
 */
export function teamApiHandler<Body = undefined, Query = undefined>(
  options: Omit<ApiHandlerOptions<Body, Query>, 'callerFirst'>,
  handle: (request: ApiRequest<Body, Query>) => Promise<ApiResult>,
) {
  return apiHandler({ ...options, callerFirst: true }, handle);
}
