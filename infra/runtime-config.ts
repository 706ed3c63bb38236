import type { RuntimeConfig } from '../contract';
import { plans, PROMOTION_CODE, PROMOTION_PERCENT_OFF } from '../lambdas/subscriptions/plans';

export type { RuntimeConfig };

export function buildRuntimeConfig(input: Omit<RuntimeConfig, 'plans' | 'promotion' | 'apiBase'> & { apiBase?: string }): RuntimeConfig {
  const publicPlans = plans.map(({ priceIdEnv: _serverOnly, ...plan }) => plan);
  return { apiBase: '/api', ...input, plans: publicPlans, promotion: { code: PROMOTION_CODE, percentOff: PROMOTION_PERCENT_OFF } };
}
