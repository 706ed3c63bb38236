import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TeamCaregiverSearch } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { TextField } from '../../components/ui/text-field';
import { teamCaregiverPath } from '../../config/paths';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { teamTexts } from './texts';
import { fillPath, teamApiPaths } from '../../../../contract';

const t = teamTexts.caregivers;

/** 'Cuidadoras': find a caregiver by her e-mail or phone; the search is in the address, so 'Voltar' keeps it. */
export default function CaregiversPage() {
  usePageTitle(teamTexts.nav.caregivers);
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const [text, setText] = useState(search);
  const found = useApiResource<TeamCaregiverSearch>(search ? fillPath(teamApiPaths.caregivers, {}, { busca: search }) : null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(text.trim() ? { busca: text.trim() } : {});
  }

  return (
    <main className="page">
      <h1>{teamTexts.nav.caregivers}</h1>
      <form className="team-search" onSubmit={onSubmit} role="search">
        <TextField label={t.search} hint={t.searchHint} name="busca" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="primary">
          {t.searchButton}
        </Button>
      </form>
      {found.loading && <Loading />}
      {found.error && <FormMessage kind="error">{found.error}</FormMessage>}
      {found.data && (
        <section aria-labelledby="resultado">
          <h2 id="resultado">{t.results}</h2>
          {found.data.items.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="team-list">
              {found.data.items.map((c) => (
                <li key={c.uid}>
                  <Link to={teamCaregiverPath(c.uid)}>{c.name}</Link> · {c.email} · {c.status}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
