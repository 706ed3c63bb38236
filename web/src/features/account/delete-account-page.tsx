import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../lib/auth';
import { type AccountDeletionPasswordChecked, type AccountDeletionResponse, type BillingAnswer, apiPaths } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { PasswordField } from '../../components/ui/password-field';
import { loginPathReturningTo, paths } from '../../config/paths';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { deleteAccountTexts as t } from './texts';

type Phase = { kind: 'form' } | { kind: 'checking' } | { kind: 'confirming' } | { kind: 'deleting' } | { kind: 'done'; message: string };

/**
 * /excluir-conta, opened by 'Deletar Conta' in a new tab: what is deleted and what the law keeps, the password
 * again, a final confirmation. The server checks the password with Cognito; a session alone deletes nothing.
 */
export default function DeleteAccountPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // What the deletion does to her money, as the server decides it (the 7 days to withdraw, the amount, the way back).
  const billing = useApiResource<BillingAnswer>(session.status === 'signed-in' && phase.kind !== 'done' ? apiPaths.billing : null);
  const planLine = planAtDeletion(billing.data);
  usePageTitle(phase.kind === 'done' ? t.doneTitle : t.title);

  // Her password is checked with the server first: a wrong one is said here, before the final confirmation.
  async function onContinue(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!password) {
      setPasswordError(t.passwordRequired);
      return;
    }
    setPasswordError(undefined);
    setPhase({ kind: 'checking' });
    try {
      await apiRequest<AccountDeletionPasswordChecked>(apiPaths.accountDeletion, { method: 'POST', body: { password, confirm: false } });
      setPhase({ kind: 'confirming' });
    } catch (error) {
      showRefusal(error);
    }
  }

  function showRefusal(error: unknown) {
    setPhase({ kind: 'form' });
    if (error instanceof ApiError && error.field === 'password') setPasswordError(error.message);
    else setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : t.failed);
  }

  async function onConfirm() {
    setPhase({ kind: 'deleting' });
    try {
      const answer = await apiRequest<AccountDeletionResponse>(apiPaths.accountDeletion, { method: 'POST', body: { password, confirm: true } });
      // The account is gone (or can no longer sign in): forget the session in this browser too.
      await signOut().catch(() => undefined);
      await session.refresh();
      setPhase({ kind: 'done', message: answer.message });
    } catch (error) {
      showRefusal(error);
    }
  }

  if (phase.kind === 'done') {
    return (
      <main className="page page-narrow">
        <h1>{t.doneTitle}</h1>
        <p role="status" className="lead">
          {phase.message}
        </p>
        <p>{t.doneHint}</p>
        <Button variant="primary" onClick={() => navigate(paths.root)}>
          {t.goHome}
        </Button>
      </main>
    );
  }

  return (
    <main className="page page-narrow">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ListSection id="exclusao-apagado" title={t.deletedHeading} lines={t.deleted} />
      <ListSection id="exclusao-guardado" title={t.keptHeading} lines={t.kept} />

      {session.status === 'loading' && <Loading />}
      {session.status === 'signed-out' && (
        <section className="card stack" aria-labelledby="exclusao-entrar">
          <h2 id="exclusao-entrar">{t.passwordHeading}</h2>
          <p className="warning">{t.irreversible}</p>
          <p>{t.signInFirst}</p>
          <Button variant="primary" onClick={() => navigate(loginPathReturningTo(paths.deleteAccount))}>
            {t.signIn}
          </Button>
        </section>
      )}
      {session.status === 'signed-in' && (
        <section className="card" aria-labelledby="exclusao-senha">
          <h2 id="exclusao-senha">{t.passwordHeading}</h2>
          <form className="stack" noValidate onSubmit={(e) => void onContinue(e)}>
            <p className="warning">{t.irreversible}</p>
            {planLine && <p className="plan-at-deletion">{planLine}</p>}
            <PasswordField
              label={t.password}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={passwordError}
            />
            {problem && <FormMessage kind="error">{problem}</FormMessage>}
            {phase.kind === 'checking' && <p role="status">{t.checkingPassword}</p>}
            {phase.kind === 'deleting' && <p role="status">{t.deleting}</p>}
            <Button type="submit" variant="danger" busy={phase.kind === 'deleting' || phase.kind === 'checking'}>
              {t.continue}
            </Button>
          </form>
        </section>
      )}

      <Dialog open={phase.kind === 'confirming'} title={t.confirmTitle} onClose={() => setPhase({ kind: 'form' })}>
        <p>{t.confirmText}</p>
        {planLine && <p>{planLine}</p>}
        <div className="button-row">
          <Button variant="danger" onClick={() => void onConfirm()}>
            {t.confirm}
          </Button>
          <Button onClick={() => setPhase({ kind: 'form' })}>{t.cancel}</Button>
        </div>
      </Dialog>
    </main>
  );
}

/** Her plan's fate: refunded in full within the 7 days (the amount, to her card or by Pix), else nothing back and when access would have ended. */
function planAtDeletion(answer: BillingAnswer | undefined): string | null {
  const s = answer?.subscription;
  if (!s) return null;
  if (s.withdrawal.available && s.withdrawal.refundLabel && s.withdrawal.untilLabel) return t.refundInWindow(s.withdrawal.refundLabel, s.withdrawal.untilLabel, s.paymentMethod !== 'cartao');
  return s.accessUntilLabel ? t.noRefund(s.accessUntilLabel) : null;
}

function ListSection({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
