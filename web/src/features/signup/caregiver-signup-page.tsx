import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { FormMessage } from '../../components/ui/form-message';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { PasswordField } from '../../components/ui/password-field';
import { passwordProblem } from '../../lib/password-check';
import { paths } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { goToExternal } from '../../lib/external';
import { apiRequest, ApiError, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { signupTexts as t } from './texts';
import { validateSignup, type SignupField, type SignupForm, type SignupProblems } from './validate-signup';
import { apiPaths, type SignupAnswer, type SignupRequest } from '../../../../contract';
import { PHONE_DIGITS, pastePhone, phoneDigits } from './phone-input';

const empty: SignupForm = { name: '', phone: '', email: '', password: '', confirmPassword: '', tipoDeCadastro: 'Cuidador', genero: '', acceptedTerms: false };
const fields: readonly SignupField[] = ['name', 'phone', 'email', 'password', 'confirmPassword', 'tipoDeCadastro', 'genero', 'acceptedTerms'];

/** /caregiver-signup: the caregiver's form; the server re-checks everything and answers per field. */
export default function CaregiverSignupPage() {
  usePageTitle(t.formTitle);
  const { links } = useConfig();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(empty);
  // Each field's problem beside it; `general` for what belongs to no field (the network, the server).
  const [problems, setProblems] = useState<SignupProblems & { general?: string }>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends SignupField>(key: K, value: SignupForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errorFor = (field: SignupField) => problems[field];
  const formRef = useRef<HTMLFormElement>(null);
  // The first field with a problem takes the focus, so a keyboard or a screen reader starts where the form needs her.
  const focusFirstProblem = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignup(form);
    setProblems(invalid);
    if (Object.keys(invalid).length > 0) return focusFirstProblem();
    setBusy(true);
    // The API checks the password too; asking here first spares a round trip and shows the same words.
    const weak = await passwordProblem(form.password);
    if (weak) {
      setProblems({ password: weak });
      focusFirstProblem();
      setBusy(false);
      return;
    }
    try {
      await apiRequest<SignupAnswer>(apiPaths.signup, { method: 'POST', body: form satisfies SignupRequest, anonymous: true });
      navigate(paths.preRegistrationComplete, { state: { flash: t.success } });
    } catch (caught) {
      const field = caught instanceof ApiError && fields.includes(caught.field as SignupField) ? (caught.field as SignupField) : undefined;
      setProblems(field ? { [field]: errorMessage(caught) } : { general: errorMessage(caught) });
      setBusy(false);
    }
  }

  return (
    <main className="page page-narrow">
      <h1>{t.formTitle}</h1>
      <p>{t.formIntro}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="stack">
        <TextField label={t.name} autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} error={errorFor('name')} />
        <TextField
          label={t.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          hint={t.phoneHint}
          value={form.phone}
          onChange={(e) => set('phone', phoneDigits(e.target.value))}
          onPaste={(e) => pastePhone(e, form.phone, (value) => set('phone', value))}
          error={errorFor('phone')}
        />
        <TextField label={t.email} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} error={errorFor('email')} />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.target.value)}
          error={errorFor('password')}
        />
        <TextField
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          error={errorFor('confirmPassword')}
        />
        <SelectField
          label={t.tipoDeCadastro}
          hint={t.tipoHint}
          value={form.tipoDeCadastro}
          onChange={(e) => set('tipoDeCadastro', e.target.value)}
          error={errorFor('tipoDeCadastro')}
          options={t.tipos.map((v) => ({ value: v, label: v }))}
        />
        <SelectField
          label={t.genero}
          value={form.genero}
          onChange={(e) => set('genero', e.target.value)}
          error={errorFor('genero')}
          options={[{ value: '', label: t.generoPlaceholder }, ...t.generos.map((v) => ({ value: v, label: v }))]}
        />
        <CheckboxField
          name="acceptedTerms"
          checked={form.acceptedTerms}
          onChange={(checked) => set('acceptedTerms', checked)}
          error={errorFor('acceptedTerms')}
          label={
            <>
              {t.termsPrefix}
              <Link to={paths.terms} target="_blank" rel="noopener">
                {t.terms}
              </Link>
              {t.termsJoin}
              <Link to={paths.privacy} target="_blank" rel="noopener">
                {t.privacy}
              </Link>
            </>
          }
        />
        {problems.general && <FormMessage kind="error">{problems.general}</FormMessage>}
        <div className="button-row">
          <Button type="submit" variant="primary" busy={busy}>
            {t.submit}
          </Button>
          <Button onClick={() => goToExternal(links.marketingSite)}>{t.cancel}</Button>
        </div>
      </form>
    </main>
  );
}
