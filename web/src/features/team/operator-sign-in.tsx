import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { useConfig } from '../../config/runtime-config';
import { mapAuthError } from '../../lib/auth-errors';
import { answerStep, OPERATOR_PASSWORD_MIN_LENGTH, signInOperator, type OperatorStep } from './operator-sign-in-actions';
import { teamSignInTexts as t } from './sign-in-texts';
import { TotpQrCode } from './totp-qr-code';

type Step = { kind: 'password' } | { kind: 'new-password' } | { kind: 'code' } | { kind: 'setup'; secret: string; uri: string };

/**
 * The console's own sign-in at the operators' pool: email and password, then the authenticator's code; at the first
 * sign-in, the enrolment (a QR code to scan, the secret to type and an otpauth:// link) before the same code field.
 */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const config = useConfig();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string; newPassword?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeForm = useRef<HTMLFormElement>(null);
  // The code field takes the focus from the button that just went away (keyboard and screen-reader users).
  useEffect(() => {
    if (step.kind !== 'password') codeForm.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"], input[autocomplete="new-password"]')?.focus();
  }, [step.kind]);

  function follow(next: OperatorStep) {
    setBusy(false);
    if (next.kind === 'done') return onSignedIn();
    if (next.kind === 'unsupported') {
      setStep({ kind: 'password' });
      setProblem(t.unsupportedStep);
      return;
    }
    setCode('');
    setStep(next);
  }

  /** The sign-in session ran out (or was refused): start again from the password. */
  function restart(error: unknown) {
    const mapped = mapAuthError(error, 'sign-in');
    setStep({ kind: 'password' });
    setCode('');
    setNewPassword('');
    setProblem(mapped.kind === 'wrong-credentials' ? t.sessionExpired : mapped.message);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const errors = { email: email.trim() ? undefined : t.emptyEmail, password: password ? undefined : t.emptyPassword };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      follow(await signInOperator({ email: email.trim(), password, authFlowType: config.auth.authFlowType }));
    } catch (error) {
      setProblem(mapAuthError(error, 'sign-in').message);
      setBusy(false);
    }
  }

  async function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldErrors({ code: t.codeInvalid });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      follow(await answerStep(code.trim(), email.trim()));
    } catch (error) {
      setBusy(false);
      const mapped = mapAuthError(error, 'sign-in');
      const wrongCode = mapped.kind === 'code-mismatch' || (error as Error).name === 'EnableSoftwareTokenMFAException';
      if (wrongCode) return setFieldErrors({ code: t.codeWrong });
      restart(error);
    }
  }

  /** An invited operator's first sign-in: her own password in place of the temporary one (then the enrolment). */
  async function onSubmitNewPassword(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (newPassword.length < OPERATOR_PASSWORD_MIN_LENGTH) return setFieldErrors({ newPassword: t.newPasswordTooShort });
    setFieldErrors({});
    setBusy(true);
    try {
      follow(await answerStep(newPassword, email.trim()));
    } catch (error) {
      setBusy(false);
      if ((error as Error).name === 'InvalidPasswordException') return setFieldErrors({ newPassword: t.newPasswordTooShort });
      restart(error);
    }
  }

  const passwordStep = step.kind === 'password';
  const submit = { password: onSubmit, 'new-password': onSubmitNewPassword, code: onSubmitCode, setup: onSubmitCode }[step.kind];
  return (
    <form ref={codeForm} onSubmit={submit} noValidate className="stack">
      {passwordStep && <p className="lead">{t.intro}</p>}
      {passwordStep && <TextField label={t.email} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />}
      {passwordStep && (
        <PasswordField label={t.password} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
      )}
      {step.kind === 'setup' && (
        <section className="stack" aria-labelledby="totp-setup-heading">
          <h2 id="totp-setup-heading">{t.setupHeading}</h2>
          <p>{t.setupIntro}</p>
          <TotpQrCode uri={step.uri} />
          <TextField label={t.setupSecret} readOnly value={step.secret} onFocus={(e) => e.target.select()} spellCheck={false} />
          <a href={step.uri}>{t.setupLink}</a>
        </section>
      )}
      {step.kind === 'new-password' && <p className="lead">{t.newPasswordIntro}</p>}
      {step.kind === 'new-password' && (
        <PasswordField label={t.newPassword} autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} error={fieldErrors.newPassword} />
      )}
      {step.kind === 'code' && <p className="lead">{t.codeIntro}</p>}
      {(step.kind === 'code' || step.kind === 'setup') && (
        <TextField
          label={t.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={fieldErrors.code}
        />
      )}
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      <Button type="submit" variant="primary" busy={busy}>
        {{ password: t.submit, 'new-password': t.saveNewPassword, code: t.confirm, setup: t.confirm }[step.kind]}
      </Button>
    </form>
  );
}
