import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { Shell } from './shell';
import { appTexts as t } from './texts';

/**
 * Where 'Voltar' leads from each public page when there is no page of ours to go back to (the first page of the tab,
 * e.g. opened from an e-mail or a new tab). After a page of ours, 'Voltar' goes back in the history, like the
 * browser's own button; the link keeps this address for a new tab or a copied link.
 */
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
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  // The router names the tab's first entry 'default': anything else was reached inside the app.
  const reachedInApp = key !== 'default';
  const isHome = pathname === paths.root || pathname === paths.login;
  const back = isHome ? null : (backTo[pathname] ?? paths.root);
  return (
    <Shell
      home={paths.root}
      actions={
        back && (
          <Link
            to={back}
            className="back-link"
            onClick={(event) => {
              if (!reachedInApp) return;
              event.preventDefault();
              void navigate(-1);
            }}
          >
            <span aria-hidden="true">‹</span>
            {t.back}
          </Link>
        )
      }
    >
      {/* No Suspense here: while a page loads, the route table's fallback stands for the whole frame, so the header
          and footer appear with the page instead of being pushed around by it (layout shift). */}
      <Outlet />
    </Shell>
  );
}
