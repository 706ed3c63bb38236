import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { Loading, LoadingPage } from '../components/ui/loading';
import { loginPathReturningTo, paths } from '../config/paths';
import { NoticesBell } from '../features/notices/notices-bell';
import { useSession } from '../lib/session';
import { Shell } from './shell';
import { appTexts as t } from './texts';

/**
 * The signed-in area. Until Cognito has answered, nothing protected is rendered (no flash); signed out goes to the
 * login page, which brings her back to the page she asked for (with its query) once she has signed in; after
 * "Sair", to /.
 */
export function ProtectedLayout() {
  const { status, leaving, signOutAndLeave } = useSession();
  const navigate = useNavigate();
  const asked = useLocation();
  if (status === 'loading') return <LoadingPage title={t.checkingSession} />;
  if (status === 'signed-out') return <Navigate to={leaving ? paths.root : loginPathReturningTo(`${asked.pathname}${asked.search}`)} replace />;
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
            <Button small onClick={() => void signOutAndLeave()}>
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
