import { useState } from 'react';
import { apiPaths, type SignInAnswer } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { paths } from '../../config/paths';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { consentTexts as t } from './consent-texts';

/**
 * Shown instead of the signed-in pages when the terms or the privacy policy changed version since she last accepted
 * them (or she never did): she reads them (new tab) and accepts, or leaves. Lazy: only a session that needs it loads it.
 */
export default function ConsentStep({ versoes, onAccepted }: { versoes: SignInAnswer['versoes']; onAccepted(): void }) {
  usePageTitle(t.title);
  const { signOutAndLeave } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest<SignInAnswer>(apiPaths.consent, { method: 'POST', body: versoes });
      onAccepted();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <main className="page page-narrow consent-step">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <ul>
        <li>
          <a href={paths.terms} target="_blank" rel="noopener noreferrer">
            {t.termsLink} <span className="visually-hidden">{t.newTab}</span>
          </a>
        </li>
        <li>
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
            {t.privacyLink} <span className="visually-hidden">{t.newTab}</span>
          </a>
        </li>
      </ul>
      <p className="muted">{t.why}</p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className="button-row">
        <Button variant="primary" busy={busy} onClick={() => void accept()}>
          {t.accept}
        </Button>
        <Button onClick={() => void signOutAndLeave()}>{t.signOut}</Button>
      </div>
    </main>
  );
}
