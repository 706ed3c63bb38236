import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { Shell } from './shell';
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
    <Shell
      home={paths.root}
      actions={
        back && (
          <Link to={back} className="back-link">
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
