import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { requestResetCode } from './request-reset-code';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { PasswordField } from '../../components/ui/password-field';
import { paths, returnPathFrom } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { authErrorTexts, mapAuthError } from '../../lib/auth-errors';
import { useSession } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { usePageTitle } from '../../lib/use-page-title';
import { requestPosition, saveLocation, type GeoOutcome } from './geolocation';
import type { SignInOutput } from './sign-in-actions';
import { authTexts as t } from './texts';

type Problem = { message: string; canResend?: boolean } | null;

/** Fetched when the form is first touched, so it is usually there by the time Login is pressed. */
const loadSignIn = () => import('./sign-in-actions');

/** / and /login: sign in, show/hide the password, start a password reset, go to sign-up. */
export default function LoginPage() {
  usePageTitle(t.loginTitle);
  const config = useConfig();
  const navigate = useNavigate();
  const afterSignIn = returnPathFrom(useLocation().search);
  const session = useSession();
  const flash = useFlash();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const position = useRef<Promise<GeoOutcome>>(Promise.resolve({ kind: 'none' }));
  // The attempt whose location note may show: a refused sign-in takes its note away (her location is kept only for a
  // sign-in that went through, so a note about it beside a refusal would only confuse).
  const geoAttempt = useRef(0);
  function refuse(next: Problem) {
    geoAttempt.current++;
    setGeoMessage(null);
    setProblem(next);
    setBusy(false);
  }

  if (session.status === 'signed-in' && !busy) return <Navigate to={afterSignIn} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    const errors = { email: email.trim() ? undefined : authErrorTexts.emptyEmail, password: password ? undefined : authErrorTexts.emptyPassword };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;

    setBusy(true);
    const attempt = ++geoAttempt.current;
    position.current = requestPosition().then((outcome) => {
      if (outcome.kind === 'message' && geoAttempt.current === attempt) setGeoMessage(outcome.message);
      return outcome;
    });
    try {
      const { signInWithPassword } = await loadSignIn();
      await afterStep(await signInWithPassword({ username: email.trim(), password, authFlowType: config.auth.authFlowType }));
    } catch (error) {
      const mapped = mapAuthError(error, 'sign-in');
      refuse({ message: mapped.message, canResend: mapped.kind === 'unconfirmed' });
    }
  }

  /** Where a sign-in step leads: in, or a problem. Operators sign in at /equipe, in their own pool (decision 047). */
  async function afterStep(result: SignInOutput) {
    if (result.isSignedIn) {
      void position.current.then(saveLocation);
      navigate(afterSignIn, { replace: true });
      await session.refresh();
      return;
    }
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') refuse({ message: mapAuthError({ name: 'UserNotConfirmedException' }).message, canResend: true });
    else refuse({ message: t.mustResetPassword });
  }

  async function onForgot() {
    setProblem(null);
    setNotice(null);
    if (!email.trim()) {
      setFieldErrors({ email: t.resetNeedsEmail });
      return;
    }
    setFieldErrors({});
    try {
      await requestResetCode(email.trim());
      navigate(`${paths.resetPassword}?email=${encodeURIComponent(email.trim())}`, { state: { flash: t.resetSent } });
    } catch (error) {
      setProblem({ message: errorMessage(error), canResend: false });
    }
  }

  async function onResend() {
    try {
      await (await loadSignIn()).resendConfirmation(email.trim());
      setProblem(null);
      setNotice(t.confirmationResent);
    } catch (error) {
      setProblem({ message: mapAuthError(error).message });
    }
  }

  return (
    <main className="page page-narrow auth-page">
      <h1>{t.loginHeading}</h1>
      <p className="lead">{t.loginIntro}</p>
      <form onSubmit={onSubmit} noValidate className="stack">
        <TextField label={t.email} type="email" autoComplete="email" value={email} onFocus={() => void loadSignIn()} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
        <PasswordField
          onFocus={() => void loadSignIn()}
          label={t.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        {problem && (
          <div>
            <FormMessage kind="error">{problem.message}</FormMessage>
            {problem.canResend && (
              <Button variant="link" onClick={onResend}>
                {t.resendConfirmation}
              </Button>
            )}
          </div>
        )}
        {(notice ?? flash) && <FormMessage kind="success">{notice ?? flash}</FormMessage>}
        <Button type="submit" variant="primary" busy={busy}>
          {t.login}
        </Button>
        <Button variant="link" className="align-start" onClick={onForgot}>
          {t.forgotPassword}
        </Button>
        {/* Location is optional: a refusal is a quiet note under the form, not an error the user made. */}
        {geoMessage && (
          <p role="status" className="note">
            {geoMessage}
          </p>
        )}
      </form>
      <p className="auth-signup">
        {t.noAccount}{' '}
        <Button onClick={() => navigate(paths.signup)}>{t.signUp}</Button>
      </p>
    </main>
  );
}
