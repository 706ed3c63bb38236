/**
 * How often one client address or one e-mail may do something that costs us or e-mails someone. Fixed windows:
 * simple, cheap (one conditional update per check), and good enough against scripts; AWS WAF and API Gateway
 * throttling sit in front of this in AWS.
 */
export type RateLimitedAction = 'signup' | 'support' | 'password-reset' | 'account-deletion' | 'opening-report';

export interface RateLimit {
  /** Requests allowed per window for one client address. */
  perAddress: number;
  /** Requests allowed per window for one e-mail address. */
  perEmail: number;
  windowSeconds: number;
}

export const rateLimits: Record<RateLimitedAction, RateLimit> = {
  signup: { perAddress: 20, perEmail: 5, windowSeconds: 3600 },
  support: { perAddress: 10, perEmail: 5, windowSeconds: 3600 },
  'password-reset': { perAddress: 10, perEmail: 5, windowSeconds: 3600 },
  // password guesses on the re-authentication of 'Deletar Conta' (a stolen session must not try passwords freely)
  'account-deletion': { perAddress: 10, perEmail: 5, windowSeconds: 900 },
  // 'Denunciar vaga': each report hides an opening and reaches the team; a script must not flood either
  'opening-report': { perAddress: 30, perEmail: 10, windowSeconds: 3600 },
};

/**
 * What one operator may do per window in the team's console, whatever her address: a stolen operator session (or a
 * slip) cannot delete accounts or notify every caregiver over and over (docs/decisions/051-team-limits.md).
 */
export type OperatorLimitedAction = 'team-deletion' | 'team-notice' | 'team-invite';

export const operatorLimits: Record<OperatorLimitedAction, { perOperator: number; windowSeconds: number }> = {
  // 'Excluir conta (LGPD)': irreversible; a normal day has a handful
  'team-deletion': { perOperator: 10, windowSeconds: 86_400 },
  // 'Enviar aviso': each send may reach every caregiver
  'team-notice': { perOperator: 20, windowSeconds: 86_400 },
  // 'Convidar operadora': each invitation makes a console account; a team of a few people invites a handful a year
  'team-invite': { perOperator: 5, windowSeconds: 86_400 },
};

/** The window a moment falls in, and when its counter may be forgotten. */
export function windowOf(nowSeconds: number, windowSeconds: number) {
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { start, expiresAt: start + windowSeconds * 2 };
}
