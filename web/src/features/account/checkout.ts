import { ApiError, apiRequest } from '../../lib/api-client';
import { goToExternal } from '../../lib/external';
import { apiPaths, type CheckoutRequest, type CheckoutSession, type PaymentMethod, type PlanName } from '../../../../contract';

/** Asks the server for a checkout of `plan` paid by `formaDePagamento` and goes to its page (Stripe's, or the stand-in's). */
export async function startCheckout(plan: PlanName, formaDePagamento: PaymentMethod): Promise<void> {
  const body: CheckoutRequest = { plan, formaDePagamento };
  const session = await apiRequest<CheckoutSession>(apiPaths.checkout, { method: 'POST', body });
  goToExternal(session.url);
}

/** What to tell her when the checkout was not started: the server's own words for a refusal (4xx), else `fallback`. */
export function checkoutProblem(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
