import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback } from '../components/ui/page-fallback';
import { paths, teamFamiliesPath, teamNewOpeningPath } from '../config/paths';
import { PublicLayout } from './public-layout';

// Every page is its own chunk: the login path loads only the login page (see docs/decisions/006).
const load = {
  login: () => import('../features/auth/login-page'),
  resetPassword: () => import('../features/auth/reset-password-page'),
  verifyEmail: () => import('../features/auth/verify-email-page'),
  signupChooser: () => import('../features/signup/signup-chooser-page'),
  caregiverSignup: () => import('../features/signup/caregiver-signup-page'),
  preRegistrationComplete: () => import('../features/signup/pre-registration-complete-page'),
  terms: () => import('../features/legal/terms-page'),
  privacy: () => import('../features/legal/privacy-page'),
  subscriptionSuccess: () => import('../features/account/subscription-success-page'),
  deleteAccount: () => import('../features/account/delete-account-page'),
  home: () => import('../features/home/home-page'),
  account: () => import('../features/account/account-page'),
  openings: () => import('../features/openings/openings-page'),
  support: () => import('../features/support/support-page'),
  notices: () => import('../features/notices/notices-page'),
  notFound: () => import('./not-found-page'),
  protectedLayout: () => import('./protected-layout'),
  // the team's console: its own chunks, never loaded by a caregiver's pages
  teamLayout: () => import('../features/team/team-layout'),
  teamOverview: () => import('../features/team/overview-page'),
  teamCaregivers: () => import('../features/team/caregivers-page'),
  teamCaregiver: () => import('../features/team/caregiver-page'),
  teamAudit: () => import('../features/team/audit-page'),
  teamOperators: () => import('../features/team/operators-page'),
  teamSupport: () => import('../features/team/support-page'),
  teamOpenings: () => import('../features/team/openings-page'),
  teamOpening: () => import('../features/team/opening-page'),
  teamNewOpening: () => import('../features/team/new-opening-page'),
  teamFamilies: () => import('../features/team/families-page'),
  teamNotices: () => import('../features/team/notices-page'),
};

const pageByPath: Record<string, () => Promise<unknown>> = {
  [paths.root]: load.login,
  [paths.login]: load.login,
  [paths.resetPassword]: load.resetPassword,
  [paths.verifyEmail]: load.verifyEmail,
  [paths.signup]: load.signupChooser,
  [paths.caregiverSignup]: load.caregiverSignup,
  [paths.preRegistrationComplete]: load.preRegistrationComplete,
  [paths.terms]: load.terms,
  [paths.privacy]: load.privacy,
  [paths.subscriptionSuccess]: load.subscriptionSuccess,
  [paths.deleteAccount]: load.deleteAccount,
  [paths.home]: () => Promise.all([load.protectedLayout(), load.home()]),
  [paths.account]: () => Promise.all([load.protectedLayout(), load.account()]),
  [paths.openings]: () => Promise.all([load.protectedLayout(), load.openings()]),
  [paths.support]: () => Promise.all([load.protectedLayout(), load.support()]),
  [paths.notices]: () => Promise.all([load.protectedLayout(), load.notices()]),
  [paths.team]: () => Promise.all([load.teamLayout(), load.teamOverview()]),
  [paths.teamCaregivers]: () => Promise.all([load.teamLayout(), load.teamCaregivers()]),
  [paths.teamAudit]: () => Promise.all([load.teamLayout(), load.teamAudit()]),
  [paths.teamOperators]: () => Promise.all([load.teamLayout(), load.teamOperators()]),
  [paths.teamSupport]: () => Promise.all([load.teamLayout(), load.teamSupport()]),
  [paths.teamNotices]: () => Promise.all([load.teamLayout(), load.teamNotices()]),
};

/**
 * Starts fetching the first page's chunk at boot, while /config.json is still on its way, instead of after the
 * app has rendered (one round trip less before the page appears). React.lazy later gets the same module.
 */
export function preloadPage(pathname: string): void {
  void (pageByPath[pathname] ?? load.notFound)().catch(() => undefined);
}

const LoginPage = lazy(load.login);
const ResetPasswordPage = lazy(load.resetPassword);
const VerifyEmailPage = lazy(load.verifyEmail);
const SignupChooserPage = lazy(load.signupChooser);
const CaregiverSignupPage = lazy(load.caregiverSignup);
const PreRegistrationCompletePage = lazy(load.preRegistrationComplete);
const TermsPage = lazy(load.terms);
const PrivacyPage = lazy(load.privacy);
const SubscriptionSuccessPage = lazy(load.subscriptionSuccess);
const DeleteAccountPage = lazy(load.deleteAccount);
const HomePage = lazy(load.home);
const AccountPage = lazy(load.account);
const OpeningsPage = lazy(load.openings);
const SupportPage = lazy(load.support);
const NoticesPage = lazy(load.notices);
const NotFoundPage = lazy(load.notFound);
// The signed-in shell (header, notices) is not needed by the public pages, /login first of all.
const ProtectedLayout = lazy(() => load.protectedLayout().then((m) => ({ default: m.ProtectedLayout })));
const TeamLayout = lazy(() => load.teamLayout().then((m) => ({ default: m.TeamLayout })));
const TeamOverviewPage = lazy(load.teamOverview);
const TeamNoticesPage = lazy(load.teamNotices);
const TeamOpeningsPage = lazy(load.teamOpenings);
const TeamOpeningPage = lazy(load.teamOpening);
const TeamNewOpeningPage = lazy(load.teamNewOpening);
const TeamFamiliesPage = lazy(load.teamFamilies);
const TeamSupportPage = lazy(load.teamSupport);
const TeamCaregiversPage = lazy(load.teamCaregivers);
const TeamCaregiverPage = lazy(load.teamCaregiver);
const TeamAuditPage = lazy(load.teamAudit);
const TeamOperatorsPage = lazy(load.teamOperators);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.root} element={<LoginPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={paths.signup} element={<SignupChooserPage />} />
          <Route path={paths.caregiverSignup} element={<CaregiverSignupPage />} />
          <Route path={paths.preRegistrationComplete} element={<PreRegistrationCompletePage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.privacy} element={<PrivacyPage />} />
          <Route path={paths.subscriptionSuccess} element={<SubscriptionSuccessPage />} />
          {/* Not in the protected layout: signed out, it explains and asks to sign in first (then comes back). */}
          <Route path={paths.deleteAccount} element={<DeleteAccountPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<ProtectedLayout />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.account} element={<AccountPage />} />
          <Route path={paths.openings} element={<OpeningsPage />} />
          <Route path={paths.support} element={<SupportPage />} />
          <Route path={paths.notices} element={<NoticesPage />} />
        </Route>
        <Route element={<TeamLayout />}>
          <Route path={paths.team} element={<TeamOverviewPage />} />
          <Route path={paths.teamNotices} element={<TeamNoticesPage />} />
          <Route path={paths.teamOpenings} element={<TeamOpeningsPage />} />
          <Route path={teamNewOpeningPath} element={<TeamNewOpeningPage />} />
          <Route path={teamFamiliesPath} element={<TeamFamiliesPage />} />
          <Route path={`${paths.teamOpenings}/:clientId/:id`} element={<TeamOpeningPage />} />
          <Route path={paths.teamSupport} element={<TeamSupportPage />} />
          <Route path={paths.teamCaregivers} element={<TeamCaregiversPage />} />
          <Route path={`${paths.teamCaregivers}/:uid`} element={<TeamCaregiverPage />} />
          <Route path={paths.teamAudit} element={<TeamAuditPage />} />
          <Route path={paths.teamOperators} element={<TeamOperatorsPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
