import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogFormButtons } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { PAYMENT_METHODS, type PaymentMethod, type PlanName } from '../../../../contract';
import { checkoutProblem, startCheckout } from './checkout';
import { accountTexts, paymentChoiceTexts as t } from './texts';

/**
 * 'Como você quer pagar?': card, Pix Automático or one period by Pix, each with one plain line of what it means
 * (issue 39). 'Continuar para o pagamento' asks the server for the checkout and goes to its page.
 */
export function PaymentMethodDialog({ plan, onClose }: { plan: PlanName; onClose(): void }) {
  const legendId = useId();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method) return setProblem(t.chooseOne);
    setBusy(true);
    setProblem(null);
    try {
      await startCheckout(plan, method);
    } catch (error) {
      console.error(error);
      setProblem(checkoutProblem(error, accountTexts.checkoutFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog open title={t.title} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="payment-choices" aria-labelledby={legendId}>
          <legend id={legendId}>{t.legend(plan)}</legend>
          {PAYMENT_METHODS.map((value) => (
            <label key={value} className="payment-choice">
              <input type="radio" name="formaDePagamento" value={value} checked={method === value} aria-labelledby={`${legendId}-${value}`} aria-describedby={`${legendId}-${value}-hint`} onChange={() => setMethod(value)} />
              <span className="payment-choice-text">
                <strong id={`${legendId}-${value}`}>{t.choices[value].label}</strong>
                <span id={`${legendId}-${value}-hint`} className="muted">
                  {t.choices[value].hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {busy && <p role="status">{accountTexts.redirecting}</p>}
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <DialogFormButtons submit={t.continue} busy={busy} disabled={busy} cancel={t.cancel} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
