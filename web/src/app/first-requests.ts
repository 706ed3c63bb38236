import { apiPaths } from '../../../contract';
import { paths } from '../config/paths';
import { FIRST_ORDER, NO_FILTERS, openingsQuery } from '../features/openings/openings-query';
import { startEarly, type EarlyRequest } from '../lib/api-client';
import { storedAccessToken } from '../lib/auth';

const me: EarlyRequest = { path: apiPaths.me };
/** The header's bell, on every signed-in page. */
const notices: EarlyRequest = { path: apiPaths.notices };

/**
 * The GETs each signed-in page makes as it first renders: the layout starts them beside the session's first call
 * (POST /api/me/entrada) instead of one round trip after it (issue 32: /buscar-vagas' largest paint).
 */
const byPage: Record<string, EarlyRequest[]> = {
  [paths.openings]: [notices, me, { path: apiPaths.openings, query: openingsQuery(NO_FILTERS, FIRST_ORDER) }],
  [paths.home]: [notices, me],
  [paths.account]: [notices, me],
  [paths.support]: [notices, me],
};

export function firstRequestsOf(pathname: string, search: string): EarlyRequest[] {
  // A link to one opening (?vaga=) opens its details first: the list's own request is the page's to make.
  if (search) return [notices];
  return byPage[pathname] ?? [notices];
}

/**
 * At boot, on a signed-in page with a stored token still good: the session's first call and the page's first GETs go
 * out beside /config.json's followers, before Amplify's code has arrived; the layout and the page take their answers.
 */
export function startFirstRequests(pathname: string, search: string): void {
  const token = storedAccessToken();
  if (!token || !(pathname in byPage)) return;
  startEarly([{ path: apiPaths.signIn, method: 'POST' }, ...firstRequestsOf(pathname, search)], token);
}
