import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmResetPassword } from '../../lib/auth';
import { errorMessage } from '../../lib/api-client';
import { requestResetCode } from './request-reset-code';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { PasswordField } from '../../components/ui/password-field';
import { paths } from '../../config/paths';
import { authErrorTexts, mapAuthError } from '../../lib/auth-errors';
import { passwordProblem } from '../../lib/password-check';
import { useFlash } from '../../lib/use-flash';
import { usePageTitle } from '../../lib/use-page-title';
import { authTexts as t } from './texts';

type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>;

/** Second half of 'Esqueci minha senha': the code from the e-mail and a new password. */
export default function ResetPasswordPage() {
  usePageTitle(t.resetTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flash = useFlash();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(flash ?? null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    const next: Errors = {
      email: email.trim() ? undefined : authErrorTexts.emptyEmail,
      code: code.trim() ? undefined : authErrorTexts.emptyCode,
      password: password ? undefined : authErrorTexts.emptyPassword,
      confirm: password && confirm !== password ? t.passwordsDiffer : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const weak = await passwordProblem(password);
    if (weak) {
      setErrors({ password: weak });
      setBusy(false);
      return;
    }
    try {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      navigate(paths.login, { replace: true, state: { flash: t.passwordChanged } });
    } catch (error) {
      const mapped = mapAuthError(error);
      if (mapped.kind === 'invalid-password') setErrors({ password: mapped.message });
      else if (mapped.kind === 'code-mismatch' || mapped.kind === 'expired-code') setErrors({ code: mapped.message });
      else setProblem(mapped.message);
      setBusy(false);
    }
  }

  async function onResend() {
    setProblem(null);
    if (!email.trim()) {
      setErrors({ email: t.resetNeedsEmail });
      return;
    }
    try {
      await requestResetCode(email.trim());
      setNotice(t.newCodeSent);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <main className="page page-narrow">
      <h1>{t.resetTitle}</h1>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      <p>{t.resetIntro}</p>
      <form onSubmit={onSubmit} noValidate className="stack">
        <TextField label={t.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField label={t.code} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField label={t.confirmNewPassword} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <Button type="submit" variant="primary" busy={busy}>
          {t.saveNewPassword}
        </Button>
        <Button variant="link" className="align-start" onClick={onResend}>
          {t.sendNewCode}
        </Button>
      </form>
      <p>
        <Link to={paths.login}>{t.backToLogin}</Link>
      </p>
    </main>
  );
}
