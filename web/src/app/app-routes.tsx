import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback } from '../components/ui/page-fallback';
import { paths, teamFamiliesPath, teamNewOpeningPath } from '../config/paths';
import { lazyPreloaded } from '../lib/lazy-preloaded';
import { PublicLayout } from './public-layout';

// Every page is its own chunk: the login path loads only the login page (see docs/decisions/006). Each renders
// without a Suspense pass once its chunk is here (lazy-preloaded.ts).
const page = {
  login: lazyPreloaded(() => import('../features/auth/login-page')),
  resetPassword: lazyPreloaded(() => import('../features/auth/reset-password-page')),
  verifyEmail: lazyPreloaded(() => import('../features/auth/verify-email-page')),
  signupChooser: lazyPreloaded(() => import('../features/signup/signup-chooser-page')),
  caregiverSignup: lazyPreloaded(() => import('../features/signup/caregiver-signup-page')),
  preRegistrationComplete: lazyPreloaded(() => import('../features/signup/pre-registration-complete-page')),
  terms: lazyPreloaded(() => import('../features/legal/terms-page')),
  privacy: lazyPreloaded(() => import('../features/legal/privacy-page')),
  subscriptionSuccess: lazyPreloaded(() => import('../features/account/subscription-success-page')),
  deleteAccount: lazyPreloaded(() => import('../features/account/delete-account-page')),
  home: lazyPreloaded(() => import('../features/home/home-page')),
  account: lazyPreloaded(() => import('../features/account/account-page')),
  openings: lazyPreloaded(() => import('../features/openings/openings-page')),
  support: lazyPreloaded(() => import('../features/support/support-page')),
  notices: lazyPreloaded(() => import('../features/notices/notices-page')),
  notFound: lazyPreloaded(() => import('./not-found-page')),
  // The signed-in shell (header, notices) is not needed by the public pages, /login first of all.
  protectedLayout: lazyPreloaded(() => import('./protected-layout').then((m) => ({ default: m.ProtectedLayout }))),
  // the team's console: its own chunks, never loaded by a caregiver's pages
  teamLayout: lazyPreloaded(() => import('../features/team/team-layout').then((m) => ({ default: m.TeamLayout }))),
  teamOverview: lazyPreloaded(() => import('../features/team/overview-page')),
  teamCaregivers: lazyPreloaded(() => import('../features/team/caregivers-page')),
  teamCaregiver: lazyPreloaded(() => import('../features/team/caregiver-page')),
  teamAudit: lazyPreloaded(() => import('../features/team/audit-page')),
  teamOperators: lazyPreloaded(() => import('../features/team/operators-page')),
  teamSupport: lazyPreloaded(() => import('../features/team/support-page')),
  teamOpenings: lazyPreloaded(() => import('../features/team/openings-page')),
  teamOpening: lazyPreloaded(() => import('../features/team/opening-page')),
  teamNewOpening: lazyPreloaded(() => import('../features/team/new-opening-page')),
  teamFamilies: lazyPreloaded(() => import('../features/team/families-page')),
  teamNotices: lazyPreloaded(() => import('../features/team/notices-page')),
};

const pageByPath: Record<string, () => Promise<unknown>> = {
  [paths.root]: page.login.preload,
  [paths.login]: page.login.preload,
  [paths.resetPassword]: page.resetPassword.preload,
  [paths.verifyEmail]: page.verifyEmail.preload,
  [paths.signup]: page.signupChooser.preload,
  [paths.caregiverSignup]: page.caregiverSignup.preload,
  [paths.preRegistrationComplete]: page.preRegistrationComplete.preload,
  [paths.terms]: page.terms.preload,
  [paths.privacy]: page.privacy.preload,
  [paths.subscriptionSuccess]: page.subscriptionSuccess.preload,
  [paths.deleteAccount]: page.deleteAccount.preload,
  [paths.home]: () => Promise.all([page.protectedLayout.preload(), page.home.preload()]),
  [paths.account]: () => Promise.all([page.protectedLayout.preload(), page.account.preload()]),
  [paths.openings]: () => Promise.all([page.protectedLayout.preload(), page.openings.preload()]),
  [paths.support]: () => Promise.all([page.protectedLayout.preload(), page.support.preload()]),
  [paths.notices]: () => Promise.all([page.protectedLayout.preload(), page.notices.preload()]),
  [paths.team]: () => Promise.all([page.teamLayout.preload(), page.teamOverview.preload()]),
  [paths.teamCaregivers]: () => Promise.all([page.teamLayout.preload(), page.teamCaregivers.preload()]),
  [paths.teamAudit]: () => Promise.all([page.teamLayout.preload(), page.teamAudit.preload()]),
  [paths.teamOperators]: () => Promise.all([page.teamLayout.preload(), page.teamOperators.preload()]),
  [paths.teamSupport]: () => Promise.all([page.teamLayout.preload(), page.teamSupport.preload()]),
  [paths.teamNotices]: () => Promise.all([page.teamLayout.preload(), page.teamNotices.preload()]),
};

/**
 * Starts fetching the first page's chunk at boot, while /config.json is still on its way, instead of after the
 * app has rendered (one round trip less before the page appears). React.lazy later gets the same module.
 */
export function preloadPage(pathname: string): void {
  void (pageByPath[pathname] ?? page.notFound.preload)().catch(() => undefined);
}

/** Every page's chunk, loaded (the web tests load them before rendering, so a findBy never waits for a module to compile). */
export function loadEveryPage(): Promise<unknown> {
  return Promise.all(Object.values(page).map((p) => p.preload()));
}

const LoginPage = page.login.Component;
const ResetPasswordPage = page.resetPassword.Component;
const VerifyEmailPage = page.verifyEmail.Component;
const SignupChooserPage = page.signupChooser.Component;
const CaregiverSignupPage = page.caregiverSignup.Component;
const PreRegistrationCompletePage = page.preRegistrationComplete.Component;
const TermsPage = page.terms.Component;
const PrivacyPage = page.privacy.Component;
const SubscriptionSuccessPage = page.subscriptionSuccess.Component;
const DeleteAccountPage = page.deleteAccount.Component;
const HomePage = page.home.Component;
const AccountPage = page.account.Component;
const OpeningsPage = page.openings.Component;
const SupportPage = page.support.Component;
const NoticesPage = page.notices.Component;
const NotFoundPage = page.notFound.Component;
const ProtectedLayout = page.protectedLayout.Component;
const TeamLayout = page.teamLayout.Component;
const TeamOverviewPage = page.teamOverview.Component;
const TeamNoticesPage = page.teamNotices.Component;
const TeamOpeningsPage = page.teamOpenings.Component;
const TeamOpeningPage = page.teamOpening.Component;
const TeamNewOpeningPage = page.teamNewOpening.Component;
const TeamFamiliesPage = page.teamFamilies.Component;
const TeamSupportPage = page.teamSupport.Component;
const TeamCaregiversPage = page.teamCaregivers.Component;
const TeamCaregiverPage = page.teamCaregiver.Component;
const TeamAuditPage = page.teamAudit.Component;
const TeamOperatorsPage = page.teamOperators.Component;

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
