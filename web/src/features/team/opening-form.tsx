import { useState, type FormEvent } from 'react';
import { fillPath, GENEROS, PROFESSIONAL_TYPES, teamApiPaths } from '../../../../contract';
import type { TeamOpeningDetail, TeamOpeningWritten } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { FormMessage, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { FamilyChooser, type FamilyChoice } from './family-chooser';
import { draftOf, fieldsOf, type Draft } from './opening-form-fields';
import { openingFormTexts as t } from './opening-form-texts';

const f = t.fields;
const TYPES = [{ value: '', label: f.noType }, ...PROFESSIONAL_TYPES.map((value) => ({ value, label: value }))];
const YES_NO = [{ value: '', label: f.unknown }, { value: 'sim', label: f.yes }, { value: 'nao', label: f.no }];
const PLACE = ['cep', 'bairro', 'cidade'] as const;
const TEXTS = ['generoPreferencia', 'selectedDate', 'selectedTime', 'tipoContrato', 'diariaTipo'] as const;
/** The caregivers' own choices; a stored value outside them (an import's) stays offered, so a correction keeps it. */
const genders = (stored?: string) => [{ value: '', label: f.unknown }, ...[...GENEROS, ...(stored && !(GENEROS as readonly string[]).includes(stored) ? [stored] : [])].map((value) => ({ value, label: value }))];
const AREAS = ['detalhesVaga', 'medicacoes', 'tarefas'] as const;
/** The API names a field by the record's name; the form's bairro and cidade are the address's. */
const fieldOfError = (field: string | undefined) => (field === 'enderecoCompleto' ? 'cidade' : field);

/**
 * 'Nova vaga' (no `stored`: the family chosen by name, or a new one) and 'Corrigir vaga' (the stored record):
 * the spec's fields, checked on the server by the import's own rules; its answer names the field it refuses.
 */
export function OpeningForm({ stored, onSaved, onCancel }: { stored?: TeamOpeningDetail['vaga']; onSaved(written: TeamOpeningWritten): void; onCancel?(): void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [family, setFamily] = useState<FamilyChoice>(null);
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: string }>();
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value });
  const errorOf = (name: string) => (problem && fieldOfError(problem.field) === name ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stored && !family) return setProblem({ message: t.family.required, field: 'familia' });
    setBusy(true);
    setProblem(undefined);
    try {
      const vaga = fieldsOf(draft, stored);
      const written = stored
        ? await apiRequest<TeamOpeningWritten>(fillPath(teamApiPaths.opening, { clientId: stored.clientId, id: stored.id }), { method: 'PUT', body: { vaga } })
        : await apiRequest<TeamOpeningWritten>(teamApiPaths.openings, { method: 'POST', body: { familia: family, ...(id.trim() ? { id: id.trim() } : {}), vaga } });
      onSaved(written);
    } catch (error) {
      setProblem({ message: errorMessage(error), field: error instanceof ApiError ? error.field : undefined });
    }
    setBusy(false);
  }

  return (
    <form className="stack opening-form" onSubmit={(e) => void submit(e)} noValidate aria-label={stored ? t.correct : t.newTitle}>
      {!stored && <FamilyChooser onChange={setFamily} error={errorOf('familia')} />}
      <fieldset className="stack">
        <legend>{f.legend}</legend>
        {!stored && <TextField label={f.id} hint={f.idHint} name="id" value={id} onChange={(e) => setId(e.target.value)} error={errorOf('id')} autoComplete="off" />}
        <SelectField label={f.tipoProfissional} name="tipoProfissional" value={draft.tipoProfissional} options={TYPES} onChange={set('tipoProfissional')} error={errorOf('tipoProfissional')} />
        {PLACE.map((name) => (
          <TextField key={name} label={f[name]} name={name} value={draft[name]} onChange={set(name)} error={errorOf(name)} autoComplete="off" />
        ))}
        <SelectField label={f.generoIdoso} name="generoIdoso" value={draft.generoIdoso} options={genders(stored?.generoIdoso)} onChange={set('generoIdoso')} error={errorOf('generoIdoso')} />
        {TEXTS.map((name) => (
          <TextField key={name} label={f[name]} name={name} value={draft[name]} onChange={set(name)} error={errorOf(name)} hint={name === 'selectedDate' || name === 'selectedTime' ? f.startHint[name] : undefined} autoComplete="off" />
        ))}
        <SelectField label={f.necessidadeEspecial} name="necessidadeEspecial" value={draft.necessidadeEspecial} options={YES_NO} onChange={set('necessidadeEspecial')} />
        <SelectField label={f.possuiComorbidade} name="possuiComorbidade" value={draft.possuiComorbidade} options={YES_NO} onChange={set('possuiComorbidade')} />
        {AREAS.map((name) => (
          <TextAreaField key={name} label={f[name]} name={name} value={draft[name]} onChange={set(name)} error={errorOf(name)} rows={name === 'detalhesVaga' ? 4 : 3} />
        ))}
      </fieldset>
      {problem && <FormMessage kind="error">{problem.message}</FormMessage>}
      <div className="button-row">
        <Button type="submit" variant="primary" busy={busy}>
          {t.save}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t.cancel}</Button>}
      </div>
    </form>
  );
}
