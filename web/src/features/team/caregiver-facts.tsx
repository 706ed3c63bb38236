import type { TeamCaregiverRecord } from '../../../../contract/team';
import { formatDateSP } from '../../../../contract';
import { billingTexts } from '../account/billing-texts';
import { supportTexts } from './support-texts';
import { teamTexts } from './texts';

const t = teamTexts.caregivers;

/** Her plan, how she pays and its dates, city, alerts count and withdrawals: lines of her page's data list. */
export function SubscriptionFacts({ c }: { c: TeamCaregiverRecord }) {
  const s = c.subscription;
  return (
    <>
      <dt>{t.city}</dt>
      <dd>{c.cidade ?? t.noCity}</dd>
      <dt>{t.alertsCount}</dt>
      <dd>{c.alerts.length}</dd>
      <dt>{t.withdrawals}</dt>
      <dd>{t.withdrawalsCount(c.desistencias)}</dd>
      {c.formaDePagamento && (
        <>
          {/* How she pays, named as on her /minha-conta ('Forma de pagamento: …'). */}
          <dt>{billingTexts.paymentMethod}</dt>
          <dd>{billingTexts.paymentMethods[c.formaDePagamento]}</dd>
        </>
      )}
      <dt>{t.subscription}</dt>
      <dd>{s === 'indisponivel' ? t.subscriptionUnavailable : s ? t.subscriptionStates[s.state] : t.noSubscription}</dd>
      {s && s !== 'indisponivel' && (
        <>
          <dt>{t.subscriptionStart}</dt>
          <dd>{s.startLabel ?? '—'}</dd>
          <dt>{s.nextRenewalLabel ? t.nextRenewal : t.accessUntil}</dt>
          <dd>{s.nextRenewalLabel ?? s.accessUntilLabel ?? '—'}</dd>
        </>
      )}
    </>
  );
}

/** Her support messages, newest first: date, state and the beginning of the text, each a link to Atendimento. */
export function SupportMessagesSection({ c }: { c: TeamCaregiverRecord }) {
  return (
    <section className="card" aria-labelledby="mensagens">
      <h2 id="mensagens">{t.supportMessages}</h2>
      {c.supportMessages.length === 0 ? (
        <p>{t.noSupportMessages}</p>
      ) : (
        <ul>
          {c.supportMessages.map((m) => (
            <li key={m.id}>
              {formatDateSP(m.createdAt)} · {supportTexts.states[m.estado]} · {m.trecho}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
