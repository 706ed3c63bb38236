import { Suspense } from 'react';
import { Link, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { Loading, LoadingPage } from '../components/ui/loading';
import { paths } from '../config/paths';
import { NoticesBell } from '../features/notices/notices-bell';
import { useSession } from '../lib/session';
import { appTexts as t } from './texts';

/**
 * The signed-in area. Until Cognito has answered, nothing protected is rendered (no flash); signed out goes to /.
 */
export function ProtectedLayout() {
  const { status } = useSession();
  const navigate = useNavigate();
  if (status === 'loading') return <LoadingPage title={t.checkingSession} />;
  if (status === 'signed-out') return <Navigate to={paths.root} replace />;
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <header className="app-header">
        <Link to={paths.home} className="logo-link">
          <img src="/img/logo.svg" alt={t.logo} width="112" height="34" />
        </Link>
        <div className="header-actions">
          <NoticesBell />
          <button type="button" className="button-secondary" onClick={() => navigate(paths.support)}>
            {t.support}
          </button>
        </div>
      </header>
      <div id="conteudo" className="shell-content">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
      <footer className="app-footer">
        <p>{t.footer}</p>
      </footer>
    </div>
  );
}
