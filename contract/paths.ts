/**
 * The seam's addresses: the SPA's pages (its router and links, and the e-mails and Stripe pages that send people
 * back to them) and the API's routes (the route table is built from them; the SPA's client calls them).
 */
export const sitePaths = {
  root: '/',
  login: '/login',
  signup: '/signup',
  caregiverSignup: '/caregiver-signup',
  preRegistrationComplete: '/pre-registration-complete',
  /** The account e-mail's link: `?email=…&code=…` confirms the sign-up. */
  verifyEmail: '/verify-email',
  resetPassword: '/redefinir-senha',
  terms: '/termos-de-uso',
  privacy: '/politica-de-privacidade',
  /** Stripe's checkout returns here (`?session_id=…`) once she has paid. */
  subscriptionSuccess: '/assinatura-sucesso',
  home: '/home',
  /** Minha Conta: Stripe's checkout (cancelled) and portal return here; alert e-mails without a plan link here. */
  account: '/minha-conta',
  /** 'Avisos lidos': her notices, newest first, read ones included. */
  notices: '/avisos',
  /** Buscar Vagas: alert e-mails and unsubscribe pages link here (`?vaga=<id>` opens one opening); /minha-conta's count with `?raio=25`. */
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
  teamOperators: '/equipe/operadoras',
} as const;

export type SitePath = (typeof sitePaths)[keyof typeof sitePaths];

/** Where the API lives on the site (CloudFront and the local gateway forward it to the HTTP API). */
export const API_PREFIX = '/api';

/** The caregiver API's routes, as API Gateway path templates (`{id}`: a path parameter). */
export const apiPaths = {
  health: '/api/health',
  me: '/api/me',
  notices: '/api/notices',
  noticeRead: '/api/notices/{id}/read',
  /** 'Avisos lidos': her newest notices, read ones included. */
  noticeHistory: '/api/notices/historico',
  openings: '/api/openings',
  /** How many open openings lie near her ('Há N vagas abertas a até 25 km de você', before she pays). */
  openingsNearby: '/api/openings/perto',
  /** 'Denunciar vaga': one report per caregiver and opening. */
  openingReport: '/api/openings/{clientId}/{id}/denuncia',
  signup: '/api/signup',
  location: '/api/me/location',
  cep: '/api/me/cep',
  /** The welcome dialog of /home, dismissed: it stays dismissed for her account, on every device. */
  welcome: '/api/me/boas-vindas',
  /** 'Alterar nome' on Minha Conta (the password changes through Cognito, from the SPA). */
  name: '/api/me/nome',
  support: '/api/support',
  passwordReset: '/api/password-reset',
  checkout: '/api/checkout',
  billingPortal: '/api/billing-portal',
  /** What she pays (plan, last payment, next charge, state, the withdrawal window). */
  billing: '/api/me/assinatura',
  /** Cancels: within the withdrawal window, ends now with a full refund; after it, at the period's end. */
  billingCancellation: '/api/me/assinatura/cancelamento',
  /** Stripe calls it (the address given to Stripe's webhook settings). */
  stripeWebhook: '/api/stripe/webhook',
  /** The SPA's first call once a session starts: records the sign-in, says whether new terms await her. */
  signIn: '/api/me/entrada',
  /** She accepts the terms and privacy policy in force. */
  consent: '/api/me/consentimento',
  accountExport: '/api/me/export',
  /** Web Push on this device: POST subscribes it (201), DELETE unsubscribes it (204); see contract/push.ts. */
  pushSubscriptions: '/api/me/notificacoes',
  accountDeletion: '/api/me/deletion',
  alerts: '/api/alerts',
  alert: '/api/alerts/{id}',
  /** Opened from alert e-mails (no login). */
  alertsUnsubscribe: '/api/alerts/unsubscribe',
} as const;

/** The team console's routes (Painel da equipe). */
export const teamApiPaths = {
  overview: '/api/equipe/visao-geral',
  audit: '/api/equipe/registro',
  auditCsv: '/api/equipe/registro.csv',
  caregivers: '/api/equipe/cuidadoras',
  caregiver: '/api/equipe/cuidadoras/{uid}',
  caregiverVerification: '/api/equipe/cuidadoras/{uid}/verificacao',
  caregiverVerificationEmail: '/api/equipe/cuidadoras/{uid}/verificacao-email',
  caregiverBlock: '/api/equipe/cuidadoras/{uid}/bloqueio',
  caregiverDeletion: '/api/equipe/cuidadoras/{uid}/exclusao',
  /** 'Recibo de exclusão': read-only, by the e-mail the person gives or the receipt's code. */
  deletionReceipts: '/api/equipe/recibos-de-exclusao',
  support: '/api/equipe/atendimento',
  supportReply: '/api/equipe/atendimento/{id}/resposta',
  supportArchive: '/api/equipe/atendimento/{id}/arquivo',
  /** Atendimento's 'Denúncia de vaga': reports grouped by opening. */
  openingReports: '/api/equipe/denuncias',
  /** 'Descartar denúncia': the open reports of one opening, with a reason. */
  openingReportsDiscard: '/api/equipe/denuncias/{clientId}/{id}/descarte',
  openings: '/api/equipe/vagas',
  openingClose: '/api/equipe/vagas/{clientId}/{id}/encerramento',
  openingFile: '/api/equipe/vagas/arquivo',
  /** One opening: its page (GET) and 'Corrigir vaga' (PUT); 'Nova vaga' is POST on `openings`. */
  opening: '/api/equipe/vagas/{clientId}/{id}',
  families: '/api/equipe/familias',
  notices: '/api/equipe/avisos',
  noticeReach: '/api/equipe/avisos/alcance',
  notice: '/api/equipe/avisos/{id}',
  /** 'Operadoras' (Administração only): list and invite, change a role, remove. */
  operators: '/api/equipe/operadoras',
  operatorRole: '/api/equipe/operadoras/{id}/papel',
  operator: '/api/equipe/operadoras/{id}',
} as const;

export type ApiRoute = (typeof apiPaths)[keyof typeof apiPaths] | (typeof teamApiPaths)[keyof typeof teamApiPaths];
/** A route without parameters, as it is. */
type StaticRoute = { [K in ApiRoute]: K extends `${string}{${string}` ? never : K }[ApiRoute];
/** A route whose parameters (and query, if any) `fillPath` filled in. */
export type FilledPath = `${typeof API_PREFIX}/${string}` & { readonly filledFrom: 'fillPath' };
/** An address on the API the SPA may call: one of the contract's routes. */
export type ApiPath = StaticRoute | FilledPath;

/** The names of a template's `{parameters}`. */
type ParamsOf<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | ParamsOf<Rest> : never;

/**
 * A route with its parameters filled in (each one URI-encoded), e.g. `/api/alerts/{id}` → `/api/alerts/a1`, and
 * the query if one is given.
 */
export function fillPath<T extends ApiRoute>(template: T, params: Record<ParamsOf<T>, string>, query?: Record<string, string>): FilledPath {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]));
  return (query ? `${path}?${new URLSearchParams(query)}` : path) as FilledPath;
}
