import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmSignUp, resendSignUpCode } from '../../lib/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { LoadingPage } from '../../components/ui/loading';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
import { mapAuthError } from '../../lib/auth-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { authTexts as t } from './texts';

type State = { kind: 'confirming' } | { kind: 'done' } | { kind: 'already-confirmed' } | { kind: 'failed'; message: string; canResend: boolean };

/**
 * The e-mailed link lands here: confirm the account, then the spec's post-verification page. The link opened again
 * (the account is confirmed already) says so and offers "Entrar".
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [state, setState] = useState<State>(() => (email && code ? { kind: 'confirming' } : { kind: 'failed', message: t.invalidLink, canResend: Boolean(email) }));
  const [resent, setResent] = useState<string | null>(null);
  const started = useRef(false);
  usePageTitle(state.kind === 'failed' ? t.verifyFailedTitle : state.kind === 'already-confirmed' ? t.alreadyConfirmedTitle : t.verifyTitle);

  useEffect(() => {
    // A code works once: StrictMode's second effect run (and re-renders) must not send it again.
    if (started.current || !email || !code) return;
    started.current = true;
    confirmSignUp({ username: email, confirmationCode: code })
      .then(() => setState({ kind: 'done' }))
      .catch((error: unknown) => {
        const mapped = mapAuthError(error);
        if (mapped.kind === 'already-confirmed') setState({ kind: 'already-confirmed' });
        else if (mapped.kind === 'expired-code' || mapped.kind === 'code-mismatch' || mapped.kind === 'too-many-attempts')
          setState({ kind: 'failed', message: mapped.message, canResend: mapped.kind !== 'too-many-attempts' });
        else setState({ kind: 'failed', message: t.verifyFailed, canResend: true });
      });
  }, [email, code]);

  async function onResend() {
    try {
      await resendSignUpCode({ username: email });
      setResent(t.confirmationResent);
    } catch (error) {
      const mapped = mapAuthError(error);
      // The account may have been confirmed already (an old link opened again): that is a success.
      if (mapped.kind === 'already-confirmed') setState({ kind: 'already-confirmed' });
      else setState({ kind: 'failed', message: mapped.message, canResend: true });
    }
  }

  if (state.kind === 'confirming') return <LoadingPage title={t.verifyingTitle} />;

  if (state.kind === 'failed') {
    return (
      <main className="page page-narrow">
        <h1>{t.verifyFailedTitle}</h1>
        <FormMessage kind="error">{state.message}</FormMessage>
        {resent && <FormMessage kind="success">{resent}</FormMessage>}
        {state.canResend && email && !resent && (
          <Button variant="primary" onClick={onResend}>
            {t.resendConfirmation}
          </Button>
        )}
        <p>
          <Link to={paths.login}>{t.goToLogin}</Link>
        </p>
      </main>
    );
  }

  if (state.kind === 'already-confirmed') {
    return (
      <main className="page page-narrow">
        <h1>{t.alreadyConfirmedTitle}</h1>
        <p>{t.alreadyConfirmedIntro}</p>
        <Link className="amplify-button amplify-button--primary" to={paths.login}>
          {t.signIn}
        </Link>
      </main>
    );
  }

  return (
    <main className="page page-narrow">
      <h1>{t.verifyTitle}</h1>
      <p>{t.verifyIntro}</p>
      <ol className="steps">
        {t.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <StoreLinks only="googlePlay" />
      <p>
        <Link to={paths.login}>{t.goToLogin}</Link>
      </p>
    </main>
  );
}
