import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { apiPaths, type SignInAnswer } from '../../../contract';
import { Button } from '../components/ui/button';
import { Loading, LoadingPage } from '../components/ui/loading';
import { loginPathReturningTo, paths } from '../config/paths';
import { NoticesBell } from '../features/notices/notices-bell';
import { apiRequest, onConsentPending, startEarly } from '../lib/api-client';
import { useSession } from '../lib/session';
import { firstRequestsOf } from './first-requests';
import { Shell } from './shell';
import { appTexts as t } from './texts';

// Only a session whose terms changed version loads it (never /login's bundle).
const ConsentStep = lazy(() => import('../features/legal/consent-step'));

type Entry = { state: 'checking' } | { state: 'pending'; versoes: SignInAnswer['versoes'] } | { state: 'done' };

/**
 * The session's first call (POST /api/me/entrada), once the layout mounts after a sign-in or a reload: the server
 * says whether new versions of the terms wait for her. If the call fails she goes on (the pages say what failed).
 * Asked again when a call is refused because new versions were published meanwhile (403 naming `consentimento`:
 * the server refuses her routes until she accepts them).
 */
function useEntry(signedIn: boolean): [Entry, () => void] {
  const [entry, setEntry] = useState<Entry>({ state: 'checking' });
  const [round, setRound] = useState(0);
  const { pathname, search } = useLocation();
  const firstPage = useRef({ pathname, search });
  useEffect(() => onConsentPending(() => setRound((r) => r + 1)), []);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    // The page's own first GETs go out beside the first such call; new terms to accept first drop them.
    const dropEarly = round === 0 ? startEarly(firstRequestsOf(firstPage.current.pathname, firstPage.current.search)) : () => undefined;
    apiRequest<SignInAnswer>(apiPaths.signIn, { method: 'POST' })
      .then((answer) => {
        if (answer.consentimentoPendente) dropEarly();
        if (active) setEntry(answer.consentimentoPendente ? { state: 'pending', versoes: answer.versoes } : { state: 'done' });
      })
      .catch(() => active && setEntry({ state: 'done' }));
    return () => {
      active = false;
      dropEarly();
    };
  }, [signedIn, round]);
  return [entry, () => setEntry({ state: 'done' })];
}

/**
 * The signed-in area. Until Cognito has answered, nothing protected is rendered (no flash); signed out goes to the
 * login page, which brings her back to the page she asked for (with its query) once she has signed in; after
 * "Sair", to /. New terms are accepted before any signed-in page shows.
 */
export function ProtectedLayout() {
  const { status, leaving, signOutAndLeave } = useSession();
  const navigate = useNavigate();
  const asked = useLocation();
  const [entry, accepted] = useEntry(status === 'signed-in');
  if (status === 'loading') return <LoadingPage title={t.checkingSession} />;
  if (status === 'signed-out') return <Navigate to={leaving ? paths.root : loginPathReturningTo(`${asked.pathname}${asked.search}`)} replace />;
  if (entry.state === 'checking') return <LoadingPage title={t.checkingSession} />;
  if (entry.state === 'pending') {
    return (
      <Shell home={paths.home}>
        <Suspense fallback={<Loading />}>
          <ConsentStep versoes={entry.versoes} onAccepted={accepted} />
        </Suspense>
      </Shell>
    );
  }
  return (
    <Shell
      home={paths.home}
      actions={
        <>
          <div className="header-actions">
            <NoticesBell />
            <Button onClick={() => navigate(paths.support)}>{t.support}</Button>
          </div>
          {/* No dead ends: from every signed-in page, the openings, her account and 'Sair' (issue 32). */}
          <nav className="header-nav" aria-label={t.mainNav}>
            <NavLink to={paths.openings}>{t.openings}</NavLink>
            <NavLink to={paths.account}>{t.account}</NavLink>
            <Button onClick={() => void signOutAndLeave()}>
              {t.signOut}
            </Button>
          </nav>
        </>
      }
    >
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}
