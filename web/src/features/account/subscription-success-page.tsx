import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { apiPaths, hasPlan, type Me } from '../../../../contract';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { accountTexts as t } from './texts';

/** How often and how long to ask for the plan while Stripe's webhook is on its way. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 60_000;

type Phase = 'waiting' | 'confirmed' | 'slow';

/**
 * Stripe sends the caregiver back here before (or after) its webhook reaches us; the plan changes only through
 * the verified webhook, so this page waits until GET /api/me shows it.
 */
export default function SubscriptionSuccessPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('waiting');
  usePageTitle(phase === 'confirmed' ? t.successTitle : phase === 'slow' ? t.slowTitle : t.waitingTitle);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_TIMEOUT_MS;
    async function poll() {
      try {
        const me = await apiRequest<Me>(apiPaths.me);
        if (stopped) return;
        if (hasPlan(me.tipodeconta)) {
          setPhase('confirmed');
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
  }, [status]);

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
