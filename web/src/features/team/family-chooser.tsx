import { useState } from 'react';
import { teamApiPaths } from '../../../../contract';
import type { TeamFamiliesPage, TeamFamily } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { openingFormTexts as t } from './opening-form-texts';

/** The family of a new opening: an existing one (by id) or a new one with her fields. */
export type FamilyChoice = { id: string } | { nova: TeamFamily } | null;
const NEW = '__nova__';

/** Searches families by name and offers the matches in a select, with 'Nova família…' to create one. */
export function FamilyChooser({ onChange, error }: { onChange(choice: FamilyChoice): void; error?: string }) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<TeamFamiliesPage>();
  const [chosen, setChosen] = useState('');
  const [nova, setNova] = useState<TeamFamily>({ id: '', name: '' });
  const [problem, setProblem] = useState<string>();

  async function find() {
    setProblem(undefined);
    try {
      const page = await apiRequest<TeamFamiliesPage>(teamApiPaths.families, { query: { nome: search.trim() } });
      setFound(page);
      const first = page.items[0]?.id ?? '';
      setChosen(first);
      onChange(first ? { id: first } : null);
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }

  function choose(value: string) {
    setChosen(value);
    onChange(value === NEW ? { nova } : value ? { id: value } : null);
  }

  function editNew(next: TeamFamily) {
    setNova(next);
    onChange({ nova: next });
  }

  const options = [
    { value: '', label: t.family.chooseNone },
    ...(found?.items ?? []).map((f) => ({ value: f.id, label: f.name ? `${f.name} (${f.id})` : f.id })),
    { value: NEW, label: t.family.newOption },
  ];
  return (
    <fieldset className="stack">
      <legend>{t.family.legend}</legend>
      <div className="team-search">
        <TextField
          label={t.family.search}
          name="familia-busca"
          value={search}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
        <Button onClick={() => void find()}>{t.family.searchButton}</Button>
      </div>
      {found && found.items.length === 0 && <p>{t.family.none}</p>}
      {found?.more && <p>{t.family.more}</p>}
      {problem && <p role="alert">{problem}</p>}
      <SelectField label={t.family.choose} name="familia" value={chosen} options={options} error={error} onChange={(e) => choose(e.target.value)} />
      {chosen === NEW && (
        <>
          <TextField label={t.family.newName} name="familia-nome" value={nova.name ?? ''} onChange={(e) => editNew({ ...nova, name: e.target.value })} autoComplete="off" />
          <TextField label={t.family.newId} hint={t.family.newIdHint} name="familia-id" value={nova.id} onChange={(e) => editNew({ ...nova, id: e.target.value })} autoComplete="off" />
        </>
      )}
    </fieldset>
  );
}
