import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { Loading } from '../../components/ui/loading';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { loadFailedText, useApiResource } from '../../lib/use-api';
import { apiPaths, hasPlan, PLAN_NAMES, type BillingAnswer, type CancellationAnswer, type Me, type PaymentMethod, type PlanName } from '../../../../contract';
import { billingTexts as t } from './billing-texts';
import { checkoutProblem, startCheckout } from './checkout';

/** Stripe tells the server a moment after it answers: wait (briefly) until her plan shows the refund. */
async function waitForNoPlan() {
  for (let i = 0; i < 20; i++) {
    const me = await apiRequest<Me>(apiPaths.me);
    if (!hasPlan(me.tipodeconta)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * What she pays (plan, last payment and coupon, 'Próxima cobrança', state) and cancelling: within the withdrawal
 * window 'Cancelar e pedir reembolso', later 'Cancelar renovação'. The server decides which, and every amount.
 */
export function BillingDetails({ onCancelled, onPaymentMethod }: { onCancelled(message: string): void; onPaymentMethod?(method: PaymentMethod | null): void }) {
  const billing = useApiResource<BillingAnswer>(apiPaths.billing);
  // Tells the page how she pays once known (a one-off Pix has no subscription for Stripe's portal to manage).
  const method = billing.data ? (billing.data.subscription?.paymentMethod ?? null) : undefined;
  useEffect(() => {
    if (method !== undefined) onPaymentMethod?.(method);
  }, [method, onPaymentMethod]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [renewProblem, setRenewProblem] = useState<string | null>(null);
  const s = billing.data?.subscription;

  /** 'Renovar com Pix': one more period of her plan, paid by Pix (the server extends from the current period's end). */
  async function renew(plan: PlanName) {
    setRenewing(true);
    setRenewProblem(null);
    try {
      await startCheckout(plan, 'pix');
    } catch (error) {
      console.error(error);
      setRenewProblem(checkoutProblem(error, t.renewFailed));
      setRenewing(false);
    }
  }

  async function cancel() {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiRequest<CancellationAnswer>(apiPaths.billingCancellation, { method: 'POST', body: {} });
      if (answer.outcome === 'reembolso') await waitForNoPlan();
      setConfirming(false);
      billing.reload();
      onCancelled(answer.message);
    } catch (error) {
      console.error(error);
      setProblem(errorMessage(error) || t.cancelFailed);
    } finally {
      setBusy(false);
    }
  }

  if (billing.loading && !billing.data) return <Loading />;
  if (billing.error) return <FormMessage kind="error">{loadFailedText(billing, t.loadFailed)}</FormMessage>;
  if (!s) return null;
  const withdraw = s.withdrawal.available;
  // A one-off Pix is never renewed: no 'Próxima cobrança' and nothing to stop, only the end of its period.
  const oneOff = s.paymentMethod === 'pix';
  const nextCharge = oneOff ? null : s.nextCharge;
  const plan = PLAN_NAMES.find((name) => name === s.plan);
  return (
    <div className="stack">
      <p className="payment-method">{t.paymentMethodLine(t.paymentMethods[s.paymentMethod])}</p>
      <dl className="data-list">
        {s.lastPayment && (
          <>
            <dt>{t.lastPayment}</dt>
            <dd>
              {t.paidOn(s.lastPayment.amountLabel, s.lastPayment.dateLabel)}
              {s.lastPayment.coupon && s.lastPayment.discountLabel && <> {t.withCoupon(s.lastPayment.coupon, s.lastPayment.discountLabel)}</>}
            </dd>
          </>
        )}
        {nextCharge ? (
          <>
            <dt>{t.nextCharge}</dt>
            <dd>{t.nextChargeValue(nextCharge.dateLabel, nextCharge.amountLabel)}</dd>
          </>
        ) : (
          <>
            <dt>{t.accessUntil}</dt>
            <dd>{s.accessUntilLabel}</dd>
          </>
        )}
        <dt>{t.state}</dt>
        <dd>{t.states[s.state]}</dd>
      </dl>
      {s.state === 'pagamento-falhou' && <FormMessage kind="error">{s.paymentMethod === 'cartao' ? t.paymentFailed : t.paymentFailedPix}</FormMessage>}
      {oneOff && s.renewWithPix && plan && (
        <div>
          <Button variant="primary" busy={renewing} onClick={() => void renew(plan)}>
            {t.renewWithPix}
          </Button>
        </div>
      )}
      {renewProblem && <FormMessage kind="error">{renewProblem}</FormMessage>}
      {withdraw && s.withdrawal.untilLabel && <p>{t.withdrawalUntil(s.withdrawal.untilLabel)}</p>}
      {(withdraw || (!oneOff && s.state !== 'cancelamento-agendado')) && (
        <div>
          <Button variant={withdraw ? 'danger' : 'secondary'} onClick={() => setConfirming(true)}>
            {withdraw ? t.withdraw : t.stopRenewal}
          </Button>
        </div>
      )}
      <Dialog open={confirming} title={withdraw ? t.withdrawTitle : t.stopRenewalTitle} onClose={() => setConfirming(false)}>
        <p>{withdraw ? (s.paymentMethod === 'cartao' ? t.withdrawExplain : t.withdrawExplainPix)(s.withdrawal.refundLabel ?? s.lastPayment?.amountLabel ?? '') : t.stopRenewalExplain(s.accessUntilLabel ?? '')}</p>
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <div className="button-row">
          <Button variant="danger" busy={busy} onClick={() => void cancel()}>
            {t.confirm}
          </Button>
          <Button onClick={() => setConfirming(false)}>{t.keep}</Button>
        </div>
      </Dialog>
    </div>
  );
}
