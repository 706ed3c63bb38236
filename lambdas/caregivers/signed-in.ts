import type { Caregiver } from './caregiver';
import type { AcceptedStates } from './account-state';
import { requireSignedInCaregiver } from './account-state-check';
import { requireConsentInForce } from './consent';
import { markSignInRecorded, putSignInRecord } from './data/sign-ins';
import { recordSignInOnce, signInTimeOf } from './sign-in-record';
import { callerOf, parseRequest, routeHandler, type ApiEvent, type ApiHandlerOptions, type ApiRequest, type ApiResult } from '../base/http/api-handler';
import { viewerAddress } from '../base/http/client-address';
import { requireEnv } from '../base/env';

export interface SignedInRequest<Body, Query> extends ApiRequest<Body, Query> {
  uid: string;
  /** Her caregiver record, read once (consistently) by the account check; handlers use it instead of reading again. */
  caregiver: Caregiver;
}

export interface SignedInOptions<Body, Query> extends ApiHandlerOptions<Body, Query> {
  /** Only the deletion request accepts an account whose deletion is under way (asking again resumes it). */
  accepts?: AcceptedStates;
  /**
   * The few routes that answer while she has not accepted the texts in force (docs/decisions/067): the session's first
   * call (which says so), accepting them, her export and her deletion (LGPD rights never wait on new terms).
   */
  beforeConsent?: true;
}

/**
 * Every signed-in route is built here: the verified token's `sub`, then the account check (one GetItem: her
 * caregiver record must exist and not be marked for deletion, else 403 in Portuguese), then her access record if
 * this request is the first of a sign-in (Marco Civil art. 15, whatever the client calls), then the consent check
 * (403 in Portuguese until she accepts the texts in force, but on the routes marked `beforeConsent`), all before the
 * body is even parsed; then the same parsing, validation and error mapping as every route.
 */
export function signedInHandler<Body = undefined, Query = undefined>(
  options: SignedInOptions<Body, Query>,
  handle: (request: SignedInRequest<Body, Query>) => Promise<ApiResult>,
) {
  return routeHandler(options, async (event) => {
    const { uid } = callerOf(event);
    const caregiver = await requireSignedInCaregiver(uid, options.accepts);
    await recordSignIn(caregiver, event);
    if (!options.beforeConsent) requireConsentInForce(caregiver);
    return handle({ ...parseRequest(options, event), uid, caregiver });
  });
}

/** The access record of the sign-in this request's verified token belongs to, if none was written yet. */
async function recordSignIn(caregiver: Caregiver, event: ApiEvent): Promise<void> {
  const signIn = { at: signInTimeOf(event.requestContext.authorizer?.jwt?.claims), viewer: viewerAddress(event) };
  // Only the public half: a function can seal the viewer's address, never open it.
  await recordSignInOnce(caregiver, signIn, { putSignInRecord, markSignInRecorded, publicKey: () => requireEnv('ACCESS_RECORDS_PUBLIC_KEY'), now: () => new Date() });
}
