import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { teamApiPaths } from '../../../../contract';
import type { TeamFamiliesPage } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { openingFormTexts } from './opening-form-texts';
import { TeamTable } from './team-table';

const t = openingFormTexts.familiesPage;
const openingsOf = (name: string) => `${paths.teamOpenings}?familia=${encodeURIComponent(name)}`;

/** 'Famílias': by name, searched by part of the name (accents and case ignored); each leads to her openings. */
export default function FamiliesPage() {
  usePageTitle(openingFormTexts.families);
  const [params, setParams] = useSearchParams();
  const nome = params.get('nome') ?? '';
  const [draft, setDraft] = useState(nome);
  const [page, setPage] = useState<TeamFamiliesPage>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    setPage(undefined);
    setProblem(undefined);
    apiRequest<TeamFamiliesPage>(teamApiPaths.families, { query: { nome } }).then(setPage, (error: unknown) => setProblem(errorMessage(error)));
  }, [nome]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(draft.trim() ? { nome: draft.trim() } : {});
  }

  return (
    <main className="page">
      <p>
        <Link to={paths.teamOpenings}>{openingFormTexts.page.back}</Link>
      </p>
      <h1>{openingFormTexts.families}</h1>
      <form className="team-search" onSubmit={onSubmit} role="search" aria-label={t.label}>
        <TextField label={t.search} name="nome" value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="primary">
          {t.button}
        </Button>
      </form>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {!page && !problem && <Loading />}
      {page && page.items.length === 0 && <p>{t.none}</p>}
      {page && page.items.length > 0 && (
        <TeamTable label={t.table} columns={[t.columns.name, t.columns.id, t.columns.openings]}>
          {page.items.map((f) => (
            <tr key={f.id}>
              <td>{f.name ?? t.noName}</td>
              <td>{f.id}</td>
              <td>
                <Link to={openingsOf(f.name ?? f.id)}>{openingFormTexts.page.openingsOfFamily}</Link>
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      {page?.more && <p>{t.more}</p>}
    </main>
  );
}
