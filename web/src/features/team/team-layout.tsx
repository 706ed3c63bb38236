import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { signOut } from '../../lib/auth';
import { TeamSignOutContext } from './team-session';
import { Button } from '../../components/ui/button';
import { Loading, LoadingPage } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { Shell } from '../../app/shell';
import { OperatorRoleProvider, useMay, useOperatorRole } from './operator-role';
import { OperatorSignIn } from './operator-sign-in';
import { hasOperatorSession, switchToOperatorsPool } from './operators-pool';
import { teamSignInTexts as signInTexts } from './sign-in-texts';
import { teamTexts as t } from './texts';

const links = [
  { to: paths.team, label: t.nav.overview, end: true },
  { to: paths.teamNotices, label: t.nav.notices },
  { to: paths.teamOpenings, label: t.nav.openings },
  { to: paths.teamSupport, label: t.nav.support },
  { to: paths.teamCaregivers, label: t.nav.caregivers },
  { to: paths.teamAudit, label: t.nav.audit },
  // Only for the roles that may manage operators ('Administração'; docs/decisions/049-operator-roles.md)
  { to: paths.teamOperators, label: t.nav.operators, action: 'manageOperators' as const },
];

type OperatorState = 'loading' | 'signed-in' | 'signed-out';

/**
 * While the console is open Amplify points at the operators' pool (docs/decisions/047); leaving it points Amplify
 * back at the caregivers'. Waits for the caregivers' session check first, so that check never reads the wrong pool.
 */
function useOperatorSession(caregiverChecked: boolean) {
  const config = useConfig();
  const [state, setState] = useState<OperatorState>('loading');
  useEffect(() => {
    if (!caregiverChecked) return;
    let active = true;
    const restore = switchToOperatorsPool(config);
    void hasOperatorSession().then((held) => active && setState(held ? 'signed-in' : 'signed-out'));
    return () => {
      active = false;
      restore();
    };
  }, [caregiverChecked, config]);
  return [state, setState] as const;
}

/**
 * The console's frame: the app shell with the console's navigation and 'Sair'. Without an operator's session it
 * shows its own sign-in; a caregiver (her session is the caregivers' pool's) is told it is the team's, with a way home.
 */
export function TeamLayout() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [operator, setOperator] = useOperatorSession(status !== 'loading');
  if (operator === 'loading') return <LoadingPage title={t.consoleName} />;
  if (operator === 'signed-out') return <TeamSignIn caregiver={status === 'signed-in'} onSignedIn={() => setOperator('signed-in')} />;
  /** Here: the team's sign-in shows on this page and brings her back to it. */
  async function signOutHere() {
    await signOut().catch(() => undefined);
    setOperator('signed-out');
  }
  // 'Sair': the team's sign-in (/equipe), never the caregivers' login.
  async function leave() {
    await signOutHere();
    navigate(paths.team, { replace: true });
  }
  return (
    <Shell home={paths.team} className="team-shell" actions={<Button onClick={() => void leave()}>{t.signOut}</Button>}>
      <TeamSignOutContext.Provider value={signOutHere}>
      <OperatorRoleProvider>
        <TeamNav />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </OperatorRoleProvider>
      </TeamSignOutContext.Provider>
    </Shell>
  );
}

/** The console's sign-in; to a caregiver who came here, also the ui-contract's sentence and the way home. */
function TeamSignIn({ caregiver, onSignedIn }: { caregiver: boolean; onSignedIn: () => void }) {
  usePageTitle(t.consoleName);
  return (
    <Shell home={caregiver ? paths.home : paths.root}>
      <main className="page page-narrow auth-page">
        <h1>{t.consoleName}</h1>
        {caregiver && (
          <div className="stack">
            <p>{t.teamOnly}</p>
            <Link to={paths.home}>{t.goHome}</Link>
          </div>
        )}
        <h2>{signInTexts.heading}</h2>
        <OperatorSignIn onSignedIn={onSignedIn} />
      </main>
    </Shell>
  );
}

/** The console's navigation, without the pages her role may not use, and her role beside it. */
function TeamNav() {
  const role = useOperatorRole();
  const mayManageOperators = useMay('manageOperators');
  return (
    <nav className="team-nav" aria-label={t.nav.label}>
      <ul>
        {links
          .filter((link) => !link.action || mayManageOperators)
          .map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
      </ul>
      {role && role !== 'loading' && <p className="team-role">{t.yourRole(role)}</p>}
    </nav>
  );
}
