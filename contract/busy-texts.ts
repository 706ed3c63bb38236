/**
 * pt-BR words for API Gateway's stage throttle (docs/decisions/078, 079): the edge function puts them in the 429's
 * body, and the SPA shows them for that answer; one literal, so the two never differ.
 */
export const busyTexts = {
  stageThrottled: 'Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos.',
} as const;
