/** The one source of the SPA's routes: pages, links and redirects all read these. */
export const paths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  caregiverSignup: '/caregiver-signup',
  preRegistrationComplete: '/pre-registration-complete',
  verifyEmail: '/verify-email',
  resetPassword: '/redefinir-senha',
  terms: '/termos-de-uso',
  privacy: '/politica-de-privacidade',
  subscriptionSuccess: '/assinatura-sucesso',
  home: '/home',
  account: '/minha-conta',
  openings: '/buscar-vagas',
  support: '/support',
  deleteAccount: '/excluir-conta',
  // the team's console (Painel da equipe): operators only
  team: '/equipe',
  teamNotices: '/equipe/avisos',
  teamOpenings: '/equipe/vagas',
  teamSupport: '/equipe/atendimento',
  teamCaregivers: '/equipe/cuidadoras',
  teamAudit: '/equipe/registro',
} as const;

/** A caregiver's page in the console. */
export const teamCaregiverPath = (uid: string) => `${paths.teamCaregivers}/${encodeURIComponent(uid)}`;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The query parameter that brings someone back after signing in (e.g. to /excluir-conta). */
const RETURN_PARAM = 'voltar';

export function loginPathReturningTo(path: AppPath): string {
  return `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** Where to go after signing in: a page of this app named in the query, never another site; else Minha Conta. */
export function returnPathFrom(search: string): string {
  const wanted = new URLSearchParams(search).get(RETURN_PARAM);
  return wanted && (Object.values(paths) as string[]).includes(wanted) ? wanted : paths.account;
}
