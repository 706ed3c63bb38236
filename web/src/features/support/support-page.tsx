import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { apiRequest, ApiError } from '../../lib/api-client';
import { useMe } from '../../lib/use-me';
import { usePageTitle } from '../../lib/use-page-title';
import { supportTexts as t } from './texts';
import { apiPaths, hasLetters, phoneDigitsOf, phoneProblem, phoneTexts, type SupportAnswer, type SupportForm } from '../../../../contract';

/** The form as the page holds it: POST /api/support's fields but the honeypot. */
type SupportFields = Required<Omit<SupportForm, 'website'>>;
type Field = keyof SupportFields;
const empty: SupportFields = { nome: '', email: '', whatsapp: '', mensagem: '' };
const fields: readonly Field[] = ['nome', 'email', 'whatsapp', 'mensagem'];

function validate(form: SupportFields): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) if (!form[field].trim()) errors[field] = t.required[field];
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = t.invalidEmail;
  if (!errors.nome && !hasLetters(form.nome)) errors.nome = phoneTexts.nameLetters;
  // As the server checks it (and as at sign-up): 11 digits with a DDD of Brazil's.
  const phone = errors.whatsapp ? undefined : phoneProblem(phoneDigitsOf(form.whatsapp));
  if (phone) errors.whatsapp = phone === 'digits' ? phoneTexts.supportDigits : phoneTexts.areaCode;
  return errors;
}

/** The support form; her name, e-mail and phone come from her profile (she can change them before sending). */
export default function SupportPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const { links } = useConfig();
  const [form, setForm] = useState<SupportFields>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const set = (field: Field, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const me = useMe().data;
  const fromProfile = { nome: me?.name ?? '', email: me?.email ?? '', whatsapp: me?.phone ?? '' };
  useEffect(() => {
    // Only into fields still empty: what she typed before the profile arrived stays.
    if (me) setForm((f) => ({ ...f, nome: f.nome || me.name || '', email: f.email || me.email || '', whatsapp: f.whatsapp || me.phone || '' }));
  }, [me]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const website = honeypot.current?.value ?? '';
      const answer = await apiRequest<SupportAnswer>(apiPaths.support, { method: 'POST', body: website ? { ...form, website } : form });
      if (!answer.success) throw new ApiError(200, answer.error || t.failed);
      setForm({ ...empty, ...fromProfile });
      setResult({ kind: 'success', message: t.success });
    } catch (error) {
      console.error(error);
      const field = error instanceof ApiError && fields.includes(error.field as Field) ? (error.field as Field) : undefined;
      if (field) setErrors({ [field]: (error as ApiError).message });
      else setResult({ kind: 'error', message: error instanceof ApiError && error.status !== 0 ? error.message : t.failed });
    }
    setBusy(false);
  }

  return (
    <main className="page page-narrow">
      <h1>{t.title}</h1>
      <p>
        {t.hoursPrefix} <strong>{t.hours}</strong>
      </p>
      <p>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className="whatsapp-link">
          {t.whatsapp}
        </a>
      </p>
      <h2>{t.formTitle}</h2>
      <form onSubmit={onSubmit} noValidate className="stack">
        <p className="muted">{t.allRequired}</p>
        <TextField label={t.nome} required autoComplete="name" value={form.nome} onChange={(e) => set('nome', e.target.value)} error={errors.nome} />
        <TextField label={t.email} required type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
        <TextField label={t.whatsappField} required type="tel" autoComplete="tel" value={form.whatsapp} onChange={(e) => set('whatsapp', e.target.value)} error={errors.whatsapp} />
        <TextAreaField label={t.mensagem} required rows={5} value={form.mensagem} onChange={(e) => set('mensagem', e.target.value)} error={errors.mensagem} />
        {/* Honeypot: hidden from people and screen readers; bots that fill every field are thanked and ignored. */}
        <div className="honeypot" aria-hidden="true">
          <label>
            {t.honeypotLabel} <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <p className="muted">{t.replyTime}</p>
        {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
        <Button type="submit" variant="primary" busy={busy}>
          {t.send}
        </Button>
      </form>
      <div className="button-row">
        <Button onClick={() => navigate(paths.home)}>{t.back}</Button>
      </div>
    </main>
  );
}
