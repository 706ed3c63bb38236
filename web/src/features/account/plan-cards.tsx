import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { useConfig } from '../../config/runtime-config';
import { goToExternal } from '../../lib/external';
import { apiRequest } from '../../lib/api-client';
import { accountTexts as t } from './texts';
import { NearbyCount } from '../openings/nearby-count';
import { apiPaths, type CheckoutRequest, type CheckoutSession, type PlanName } from '../../../../contract';

/** The gold promotion banner and one card per plan; choosing one goes to the checkout session's page. */
export function PlanCards() {
  const { plans, promotion } = useConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function subscribe(plan: PlanName) {
    setPending(plan);
    setProblem(null);
    try {
      const session = await apiRequest<CheckoutSession>(apiPaths.checkout, { method: 'POST', body: { plan } satisfies CheckoutRequest });
      goToExternal(session.url);
    } catch (error) {
      console.error(error);
      setProblem(t.checkoutFailed);
      setPending(null);
    }
  }

  return (
    <div className="stack">
      <p className="warning">{t.needPlan}</p>
      <NearbyCount />
      <div className="gold-banner">
        <p className="gold-title">{t.discount(promotion.percentOff)}</p>
        <p>
          {t.coupon} <strong className="coupon">{promotion.code}</strong>
        </p>
      </div>
      <div className="plan-grid">
        {plans.map((plan) => (
          <section key={plan.name} className="card plan-card" aria-labelledby={`plano-${plan.name}`}>
            <h3 id={`plano-${plan.name}`}>{plan.name}</h3>
            {plan.badge && <p className="plan-badge">{plan.badge}</p>}
            <p className="plan-price">{plan.priceLabel}</p>
            {plan.perMonthLabel && <p className="muted">{plan.perMonthLabel}</p>}
            <ul className="benefits">
              {t.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <Button variant="primary" disabled={pending !== null} busy={pending === plan.name} onClick={() => subscribe(plan.name)}>
              {t.subscribe(plan.name)}
            </Button>
          </section>
        ))}
      </div>
      {pending && <p role="status">{t.redirecting}</p>}
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
    </div>
  );
}
