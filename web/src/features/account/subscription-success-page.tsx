import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { apiPaths, hasPlan, type BillingAnswer, type Me } from '../../../../contract';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { accountTexts as t } from './texts';

/** How often and how long to ask for the plan while Stripe's webhook is on its way. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 60_000;

type Phase = 'waiting' | 'confirmed' | 'slow' | { givenBack: { amount: string; plan: string } };

/**
 * Whether the checkout Stripe sent her back from is done: with its id the server says how THAT session ended (a Pix
 * given back because another plan was live is not a confirmation: issue 50, item 3); without one, her plan says it.
 */
async function checkoutPhase(sessionId: string | null): Promise<Phase> {
  if (sessionId) {
    const answer = await apiRequest<BillingAnswer>(apiPaths.billing, { query: { sessao: sessionId } });
    const outcome = answer.checkout;
    if (outcome?.situacao === 'devolvido') return { givenBack: { amount: outcome.valorLabel, plan: outcome.planoAtivo } };
    if (outcome) return outcome.situacao === 'confirmado' ? 'confirmed' : 'waiting';
  }
  const me = await apiRequest<Me>(apiPaths.me);
  return hasPlan(me.tipodeconta) ? 'confirmed' : 'waiting';
}

/**
 * Stripe sends the caregiver back here before (or after) its webhook reaches us; the plan changes only through
 * the verified webhook, so this page waits until GET /api/me shows it.
 */
export default function SubscriptionSuccessPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('waiting');
  const sessionId = useSearchParams()[0].get('session_id');
  usePageTitle(phase === 'confirmed' ? t.successTitle : phase === 'slow' ? t.slowTitle : phase === 'waiting' ? t.waitingTitle : t.givenBackTitle);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_TIMEOUT_MS;
    async function poll() {
      try {
        const next = await checkoutPhase(sessionId);
        if (stopped) return;
        if (next !== 'waiting') {
          setPhase(next);
          return;
        }
      } catch (error) {
        console.error(error);
      }
      if (stopped) return;
      if (Date.now() >= deadline) setPhase('slow');
      else timer = setTimeout(poll, POLL_INTERVAL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status, sessionId]);

  if (status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (status === 'loading' || phase === 'waiting') {
    return (
      <main className="page page-narrow page-center">
        <h1 className="visually-hidden">{t.waitingTitle}</h1>
        <Loading />
        {status === 'signed-in' && <p>{t.waiting}</p>}
      </main>
    );
  }

  if (typeof phase === 'object') {
    return (
      <main className="page page-narrow">
        <h1>{t.givenBackTitle}</h1>
        <p role="status" className="lead">
          {t.givenBack(phase.givenBack.amount, phase.givenBack.plan)}
        </p>
        <p>{t.givenBackHint}</p>
        <Button variant="primary" onClick={() => navigate(paths.account)}>
          {t.goToAccount}
        </Button>
      </main>
    );
  }

  return (
    <main className="page page-narrow">
      <h1>{phase === 'confirmed' ? t.successTitle : t.slowTitle}</h1>
      {phase === 'confirmed' ? (
        <>
          <p className="lead">{t.welcome}</p>
          <p>{t.thanks}</p>
          <StoreLinks />
        </>
      ) : (
        <p role="status">{t.slow}</p>
      )}
      <Button variant="primary" onClick={() => navigate(paths.account)}>
        {t.goToAccount}
      </Button>
    </main>
  );
}
