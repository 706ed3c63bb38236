import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useConfig } from '../../config/runtime-config';
import { useApiResource } from '../../lib/use-api';
import { accountTexts as t } from './texts';
import { NearbyCount } from '../openings/nearby-count';
import { PaymentMethodDialog } from './payment-method-dialog';
import { apiPaths, type BillingAnswer, type PlanName } from '../../../../contract';

/**
 * The gold promotion banner and one card per plan; choosing one asks how she pays ('Como você quer pagar?'). A
 * caregiver who has paid Carey before gets no coupon at checkout (the server decides): once the server says so, the
 * banner and the cards' coupon lines give way to one line saying why.
 */
export function PlanCards() {
  const { plans, promotion } = useConfig();
  const couponUsed = useApiResource<BillingAnswer>(apiPaths.billing).data?.couponAvailable === false;
  const [choosing, setChoosing] = useState<PlanName | null>(null);

  return (
    <div className="stack">
      <p className="warning">{t.needPlan}</p>
      <NearbyCount />
      {couponUsed ? (
        <p className="muted">{t.couponUsed(promotion.code)}</p>
      ) : (
        <div className="gold-banner">
          <p className="gold-title">{t.discount(promotion.percentOff)}</p>
          <p>
            {t.coupon} <strong className="coupon">{promotion.code}</strong>
          </p>
          <p>{t.couponOnce}</p>
        </div>
      )}
      <div className="plan-grid">
        {plans.map((plan) => (
          <section key={plan.name} className="card plan-card" aria-labelledby={`plano-${plan.name}`}>
            <h3 id={`plano-${plan.name}`}>{plan.name}</h3>
            {plan.badge && <p className="plan-badge">{plan.badge}</p>}
            <p className="plan-price">{plan.priceLabel}</p>
            {plan.perMonthLabel && <p className="muted">{plan.perMonthLabel}</p>}
            {!couponUsed && <p className="plan-promotion">{t.couponOnPlan(promotion.percentOff, plan.promotionDiscountLabel)}</p>}
            <ul className="benefits">
              {t.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <Button variant="primary" onClick={() => setChoosing(plan.name)}>
              {t.subscribe(plan.name)}
            </Button>
          </section>
        ))}
      </div>
      {choosing && <PaymentMethodDialog plan={choosing} onClose={() => setChoosing(null)} />}
    </div>
  );
}
