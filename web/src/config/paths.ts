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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
