import type { Caregiver } from './caregiver';
import type { AcceptedStates } from './account-state';
import { requireSignedInCaregiver } from './account-state-check';
import { callerOf, parseRequest, routeHandler, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';

export interface SignedInRequest<Body, Query> extends ApiRequest<Body, Query> {
  uid: string;
  /** Her caregiver record, read once (consistently) by the account check; handlers use it instead of reading again. */
  caregiver: Caregiver;
}

export interface SignedInOptions<Body, Query> extends ApiHandlerOptions<Body, Query> {
  /** Only the deletion request accepts an account whose deletion is under way (asking again resumes it). */
  accepts?: AcceptedStates;
}

/**
 * Every signed-in route is built here: the verified token's `sub`, then the account check (one GetItem: her
 * caregiver record must exist and not be marked for deletion, else 403 in Portuguese), before the body is even
 * parsed; then the same parsing, validation and error mapping as every route.
 */
export function signedInHandler<Body = undefined, Query = undefined>(
  options: SignedInOptions<Body, Query>,
  handle: (request: SignedInRequest<Body, Query>) => Promise<ApiResult>,
) {
  return routeHandler(options, async (event) => {
    const { uid } = callerOf(event);
    const caregiver = await requireSignedInCaregiver(uid, options.accepts);
    return handle({ ...parseRequest(options, event), uid, caregiver });
  });
}
