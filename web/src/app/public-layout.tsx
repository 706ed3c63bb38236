import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { LoadingPage } from '../components/ui/loading';
import { paths } from '../config/paths';
import { commonTexts } from '../lib/texts';
import { appTexts as t } from './texts';

/** Where 'Voltar' leads from each public page (a page opened by a link from an e-mail has no history to go back to). */
const backTo: Record<string, string> = {
  [paths.signup]: paths.login,
  [paths.caregiverSignup]: paths.signup,
  [paths.preRegistrationComplete]: paths.login,
  [paths.verifyEmail]: paths.login,
  [paths.resetPassword]: paths.login,
  [paths.terms]: paths.caregiverSignup,
  [paths.privacy]: paths.caregiverSignup,
  [paths.subscriptionSuccess]: paths.account,
};

/** Every page outside the signed-in area: the logo (to /), a way back, the page, the footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.root || pathname === paths.login;
  const back = isHome ? null : (backTo[pathname] ?? paths.root);
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <header className="app-header">
        <Link to={paths.root} className="logo-link">
          <img src="/img/logo.svg" alt={commonTexts.appName} width="112" height="34" />
        </Link>
        {back && (
          <Link to={back} className="back-link">
            <span aria-hidden="true">‹ </span>
            {t.back}
          </Link>
        )}
      </header>
      <div id="conteudo" className="shell-content">
        <Suspense fallback={<LoadingPage title={commonTexts.loading} />}>
          <Outlet />
        </Suspense>
      </div>
      <footer className="app-footer">
        <p>{t.footer}</p>
      </footer>
    </div>
  );
}
