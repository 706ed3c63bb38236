import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingPage } from '../components/ui/loading';
import { paths } from '../config/paths';
import { commonTexts } from '../lib/texts';
import { ProtectedLayout } from './protected-layout';

// Every page is its own chunk: the login path loads only the login page (see docs/decisions/006).
const LoginPage = lazy(() => import('../features/auth/login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const SignupChooserPage = lazy(() => import('../features/signup/signup-chooser-page'));
const CaregiverSignupPage = lazy(() => import('../features/signup/caregiver-signup-page'));
const PreRegistrationCompletePage = lazy(() => import('../features/signup/pre-registration-complete-page'));
const TermsPage = lazy(() => import('../features/legal/terms-page'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page'));
const SubscriptionSuccessPage = lazy(() => import('../features/account/subscription-success-page'));
const HomePage = lazy(() => import('../features/home/home-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const OpeningsPage = lazy(() => import('../features/openings/openings-page'));
const SupportPage = lazy(() => import('../features/support/support-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingPage title={commonTexts.loading} />}>
      <Routes>
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
        <Route element={<ProtectedLayout />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.account} element={<AccountPage />} />
          <Route path={paths.openings} element={<OpeningsPage />} />
          <Route path={paths.support} element={<SupportPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
