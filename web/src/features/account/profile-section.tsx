import { useState, type FormEvent } from 'react';
import { updatePassword } from '../../lib/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { mapAuthError } from '../../lib/auth-errors';
import { passwordProblem } from '../../lib/password-check';
import { apiPaths, type Me } from '../../../../contract';
import { profileTexts as t } from './profile-texts';

/** Her phone and the CEP she typed, as rows of 'Dados Cadastrais'. */
export function ContactRows({ me }: { me: Me }) {
  return (
    <>
      <dt>{t.phone}</dt>
      <dd>{me.phone ? t.formatPhone(me.phone) : t.notInformed}</dd>
      <dt>{t.cep}</dt>
      <dd>{me.cep ? t.formatCep(me.cep) : t.noCep}</dd>
    </>
  );
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * 'Alterar nome' (the server writes the table and Cognito, so they agree) and 'Alterar senha' (Cognito's own
 * change, which asks for the current password).
 */
export function ProfileSection({ me, onRenamed }: { me: Me; onRenamed(me: Me): void }) {
  const [name, setName] = useState(me.name);
  const [nameBusy, setNameBusy] = useState(false);
  const [nameOutcome, setNameOutcome] = useState<Outcome>(null);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordBusy, setPasswordBusy] = useState(false);
  const [passwordOutcome, setPasswordOutcome] = useState<Outcome>(null);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    setNameBusy(true);
    setNameOutcome(null);
    try {
      const saved = await apiRequest<Me>(apiPaths.name, { method: 'PUT', body: { name } });
      onRenamed(saved);
      setName(saved.name);
      setNameOutcome({ kind: 'success', text: t.nameSaved });
    } catch (error) {
      setNameOutcome({ kind: 'error', text: errorMessage(error) });
    }
    setNameBusy(false);
  }

  async function savePassword(event: FormEvent) {
    event.preventDefault();
    setPasswordOutcome(null);
    const problem = !current ? t.currentRequired : next !== confirm ? t.mismatch : await passwordProblem(next);
    if (problem) return setPasswordOutcome({ kind: 'error', text: problem });
    setPasswordBusy(true);
    try {
      await updatePassword({ oldPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setPasswordOutcome({ kind: 'success', text: t.passwordSaved });
    } catch (error) {
      const mapped = mapAuthError(error);
      // The new password passed the same rule Cognito applies: a refusal is about the current one.
      const wrong = mapped.kind === 'wrong-credentials' || mapped.kind === 'invalid-password';
      setPasswordOutcome({ kind: 'error', text: wrong ? t.wrongCurrent : mapped.message });
    }
    setPasswordBusy(false);
  }

  return (
    <section className="card stack" aria-labelledby="alterar-dados">
      <h2 id="alterar-dados">{t.title}</h2>
      <form className="stack" onSubmit={(e) => void saveName(e)} aria-labelledby="alterar-nome">
        <h3 id="alterar-nome">{t.nameLegend}</h3>
        <TextField label={t.name} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        {nameOutcome && <FormMessage kind={nameOutcome.kind}>{nameOutcome.text}</FormMessage>}
        <Button type="submit" busy={nameBusy}>
          {t.saveName}
        </Button>
      </form>
      <form className="stack" onSubmit={(e) => void savePassword(e)} aria-labelledby="alterar-senha">
        <h3 id="alterar-senha">{t.passwordLegend}</h3>
        <PasswordField label={t.currentPassword} name="current-password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <PasswordField label={t.newPassword} name="new-password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        <PasswordField label={t.confirmPassword} name="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        {passwordOutcome && <FormMessage kind={passwordOutcome.kind}>{passwordOutcome.text}</FormMessage>}
        <Button type="submit" busy={passwordBusy}>
          {t.savePassword}
        </Button>
      </form>
    </section>
  );
}
