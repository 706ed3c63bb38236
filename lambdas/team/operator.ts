import type { ApiRequest } from '../base/http/api-handler';
import { operatorLabel, type Operator } from './audit';
import { operatorRecord } from './operator-directory';

/**
 * The operator of a team request as the Registro names her: her verified `sub` and her e-mail (and name) as written
 * now, from her operator record (lambdas/team/operator-directory.ts).
 */
export async function operatorOf(request: Pick<ApiRequest<unknown, unknown>, 'event' | 'caller'>): Promise<Operator> {
  return { id: request.caller().uid, label: await operatorLabel(request.event.requestContext.authorizer?.jwt?.claims, { recordOf: operatorRecord }) };
}
