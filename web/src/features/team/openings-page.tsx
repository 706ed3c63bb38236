import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CloseOpeningResult, TeamOpening, TeamOpeningsPage } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { teamOpeningTexts as t } from './opening-texts';
import { familyLabel } from './console-words';
import { OpeningFileForm } from './opening-file-form';
import { TeamTable } from './team-table';
import { teamTexts } from './texts';
import { fillPath, formatDateSP, teamApiPaths } from '../../../../contract';
import { teamFamiliesPath, teamNewOpeningPath, teamOpeningPath } from '../../config/paths';
import { openingFormTexts } from './opening-form-texts';
import { useMay, useRefused } from './operator-role';

const SEARCH_FIELDS = ['familia', 'cidade', 'tipoProfissional', 'de', 'ate', 'situacao'] as const;
type Search = Record<(typeof SEARCH_FIELDS)[number], string>;
const date = (iso: string) => formatDateSP(iso);
const SITUATIONS = (['abertas', 'encerradas'] as const).map((value) => ({ value, label: t.search.situations[value] }));

/**
 * 'Vagas': the openings, newest first, a page at a time, searched by family, city, função, publication days and
 * situation (open by default, or closed); 'Encerrar vaga' after a confirmation.
 */
export default function OpeningsPage() {
  usePageTitle(teamTexts.nav.openings);
  const mayManage = useMay('manageOpenings');
  const refused = useRefused('manageOpenings');
  const [params, setParams] = useSearchParams();
  const search = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, params.get(f) ?? ''])) as Search;
  const searchKey = params.toString();
  const [draft, setDraft] = useState<Search>(search);
  const [items, setItems] = useState<TeamOpening[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<TeamOpening | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const latestLoad = useRef(0);

  async function load(from?: string) {
    // Only the latest search may fill the list: an earlier answer arriving late (a slow first page) is dropped.
    const mine = ++latestLoad.current;
    setLoading(true);
    setProblem(undefined);
    try {
      const query = Object.fromEntries(Object.entries({ ...search, situacao: search.situacao || 'abertas', cursor: from }).filter(([, v]) => v));
      const page = await apiRequest<TeamOpeningsPage>(teamApiPaths.openings, { query });
      if (mine !== latestLoad.current) return;
      setItems((current) => (from ? [...current, ...page.items] : page.items));
      setCursor(page.nextCursor);
    } catch (error) {
      if (mine !== latestLoad.current) return;
      setProblem(errorMessage(error));
    }
    setLoading(false);
  }

  useEffect(() => {
    void load();
  }, [searchKey]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)));
  }

  async function close(opening: TeamOpening) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<CloseOpeningResult>(fillPath(teamApiPaths.openingClose, { clientId: opening.clientId, id: opening.id }), { method: 'POST' });
      setItems((current) => current.map((o) => (o.clientId === opening.clientId && o.id === opening.id ? { ...o, encerradaEm: result.encerradaEm } : o)));
      setDone(t.closed(opening.id));
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setConfirming(null);
    setBusy(false);
  }

  return (
    <main className="page">
      <h1>{teamTexts.nav.openings}</h1>
      <p className="button-row">
        {mayManage && <Link className="amplify-button amplify-button--primary" to={teamNewOpeningPath}>{openingFormTexts.newOpening}</Link>}
        <Link to={teamFamiliesPath}>{openingFormTexts.families}</Link>
      </p>
      {mayManage && <OpeningFileForm onWritten={() => void load()} />}
      {refused && <p>{teamTexts.readOnlyHere}</p>}
      <h2>{t.table}</h2>
      <form className="team-search" onSubmit={onSubmit} role="search" aria-label={t.search.label}>
        <TextField label={t.search.family} hint={t.search.familyHint} name="familia" value={draft.familia} onChange={(e) => setDraft({ ...draft, familia: e.target.value })} autoComplete="off" />
        <TextField label={t.search.city} name="cidade" value={draft.cidade} onChange={(e) => setDraft({ ...draft, cidade: e.target.value })} autoComplete="off" />
        <TextField label={t.search.type} name="tipoProfissional" value={draft.tipoProfissional} onChange={(e) => setDraft({ ...draft, tipoProfissional: e.target.value })} autoComplete="off" />
        <TextField label={t.search.from} type="date" name="de" value={draft.de} onChange={(e) => setDraft({ ...draft, de: e.target.value })} />
        <TextField label={t.search.to} type="date" name="ate" value={draft.ate} onChange={(e) => setDraft({ ...draft, ate: e.target.value })} />
        <SelectField label={t.search.situation} name="situacao" value={draft.situacao || 'abertas'} options={SITUATIONS} onChange={(e) => setDraft({ ...draft, situacao: e.target.value })} />
        <Button type="submit" variant="primary">
          {t.search.button}
        </Button>
      </form>
      {done && <FormMessage kind="success">{done}</FormMessage>}
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {!loading && !problem && items.length === 0 && <p>{t.none}</p>}
      {items.length > 0 && (
        <TeamTable label={t.table} columns={[t.columns.when, t.columns.opening, t.columns.family, t.columns.type, t.columns.city, t.columns.state]}>
          {items.map((o) => (
            <tr key={`${o.clientId}/${o.id}`}>
              <td>{date(o.createdAt)}</td>
              <td>
                <Link to={teamOpeningPath(o.clientId, o.id)}>{o.id}</Link>
              </td>
              <td>{familyLabel(o.familia, o.clientId)}</td>
              <td>{o.tipoProfissional ?? ''}</td>
              <td>{o.cidade ?? ''}</td>
              <td>
                {o.encerradaEm ? (
                  t.closedOn(date(o.encerradaEm))
                ) : !mayManage ? (
                  t.open
                ) : (
                  <Button variant="danger" onClick={() => setConfirming(o)}>
                    {t.close}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      {loading && <Loading />}
      {cursor && !loading && <Button onClick={() => void load(cursor)}>{t.more}</Button>}
      <Dialog open={confirming !== null} title={t.confirmTitle} onClose={() => setConfirming(null)}>
        {confirming && <p>{t.confirmExplain(confirming.id, confirming.familia ?? confirming.clientId)}</p>}
        <div className="button-row">
          <Button variant="danger" busy={busy} onClick={() => confirming && void close(confirming)}>
            {t.confirm}
          </Button>
          <Button onClick={() => setConfirming(null)}>{t.cancel}</Button>
        </div>
      </Dialog>
    </main>
  );
}
