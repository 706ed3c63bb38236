import { apiRequest } from '../../lib/api-client';
import { goToExternal } from '../../lib/external';
import { apiPaths, type CheckoutRequest, type CheckoutSession, type PaymentMethod, type PlanName } from '../../../../contract';

/** Asks the server for a checkout of `plan` paid by `formaDePagamento` and goes to its page (Stripe's, or the stand-in's). */
export async function startCheckout(plan: PlanName, formaDePagamento: PaymentMethod): Promise<void> {
  const body: CheckoutRequest = { plan, formaDePagamento };
  const session = await apiRequest<CheckoutSession>(apiPaths.checkout, { method: 'POST', body });
  goToExternal(session.url);
}
