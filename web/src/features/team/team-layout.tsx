import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet } from 'react-router-dom';
import { fetchAuthSession } from '../../lib/auth';
import { isOperatorClaim } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { Loading, LoadingPage } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { Shell } from '../../app/shell';
import { teamTexts as t } from './texts';

const links = [
  { to: paths.team, label: t.nav.overview, end: true },
  { to: paths.teamNotices, label: t.nav.notices },
  { to: paths.teamOpenings, label: t.nav.openings },
  { to: paths.teamSupport, label: t.nav.support },
  { to: paths.teamCaregivers, label: t.nav.caregivers },
  { to: paths.teamAudit, label: t.nav.audit },
  // 'Administração' only: the API refuses the other roles in Portuguese (docs/decisions/049-operator-roles.md)
  { to: paths.teamOperators, label: t.nav.operators },
];

/** Whether the signed-in user's token names her an operator (the API checks it again on every request). */
function useIsOperator(signedIn: boolean): boolean | undefined {
  const [operator, setOperator] = useState<boolean>();
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    fetchAuthSession()
      .then((session) => active && setOperator(isOperatorClaim(session.tokens?.accessToken?.payload?.['cognito:groups'])))
      .catch(() => active && setOperator(false));
    return () => {
      active = false;
    };
  }, [signedIn]);
  return operator;
}

/**
 * The console's frame: the app shell with the console's navigation and 'Sair'. Signed out goes to the login; a
 * caregiver who opens it is told it is the team's, with a way home.
 */
export function TeamLayout() {
  const { status, signOutAndLeave } = useSession();
  const operator = useIsOperator(status === 'signed-in');
  if (status === 'signed-out') return <Navigate to={paths.root} replace />;
  if (status === 'loading' || operator === undefined) return <LoadingPage title={t.consoleName} />;
  if (!operator) return <TeamOnly />;
  return (
    <Shell home={paths.team} actions={<Button onClick={() => void signOutAndLeave()}>{t.signOut}</Button>}>
      <nav className="team-nav" aria-label={t.nav.label}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Shell>
  );
}

function TeamOnly() {
  usePageTitle(t.consoleName);
  return (
    <Shell home={paths.home}>
      <main className="page page-center">
        <h1>{t.consoleName}</h1>
        <p>{t.teamOnly}</p>
        <Link to={paths.home}>{t.goHome}</Link>
      </main>
    </Shell>
  );
}
