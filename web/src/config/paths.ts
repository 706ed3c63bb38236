import { sitePaths } from '../../../contract';

/** The one source of the SPA's routes: the contract's (contract/paths.ts), which the e-mails and Stripe read too. */
export const paths = sitePaths;

/**
 * 'Assinar um Plano' and 'Gerenciar Assinaturas' land on her plans, not on the top of Minha Conta (on a phone the plans
 * are far below her data and password): /minha-conta#minhas-assinaturas, the plans' section.
 */
export const ACCOUNT_PLANS_SECTION = 'minhas-assinaturas';
export const accountPlans = { pathname: sitePaths.account, hash: `#${ACCOUNT_PLANS_SECTION}` };

/** A caregiver's page in the console. */
export const teamCaregiverPath = (uid: string) => `${paths.teamCaregivers}/${encodeURIComponent(uid)}`;

export type { SitePath as AppPath } from '../../../contract';

/** The query parameter that brings someone back after signing in (e.g. to /excluir-conta or /buscar-vagas). */
const RETURN_PARAM = 'voltar';

/** A caregiver's page in the console (an operator signs in again to come back to it, e.g. before a deletion). */
const TEAM_CAREGIVER_PAGE = new RegExp(`^${paths.teamCaregivers}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);

/** The sign-in pages themselves are never a page to come back to. */
const SIGN_IN_PAGES: readonly string[] = [paths.root, paths.login];

/** The login page, bringing her back afterwards to `path` (a page of this app, with its query if any). */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * `wanted` when it is a page of this app (its path one of `paths`, other than the sign-in pages; its query and
 * fragment kept), else undefined: never another site (`https://…`, `//host`, `/\host`), never an unknown path.
 */
export function appPathOrUndefined(wanted: string): string | undefined {
  if (!wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return undefined;
  const base = 'https://carey.invalid';
  let url: URL;
  try {
    url = new URL(wanted, base);
  } catch {
    return undefined;
  }
  const known = (Object.values(paths) as string[]).includes(url.pathname) || TEAM_CAREGIVER_PAGE.test(url.pathname);
  if (url.origin !== base || !known || SIGN_IN_PAGES.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: a page of this app named in the query, never another site; else Minha Conta. */
export function returnPathFrom(search: string): string {
  const wanted = new URLSearchParams(search).get(RETURN_PARAM);
  return (wanted && appPathOrUndefined(wanted)) || paths.account;
}
/** 'Vagas' sub-pages: one opening, 'Nova vaga', 'Famílias'. */
export const teamOpeningPath = (clientId: string, id: string) => `${paths.teamOpenings}/${encodeURIComponent(clientId)}/${encodeURIComponent(id)}`;
export const teamNewOpeningPath = `${paths.teamOpenings}/nova`;
export const teamFamiliesPath = `${paths.teamOpenings}/familias`;
