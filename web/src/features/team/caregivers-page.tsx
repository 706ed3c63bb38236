import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TeamCaregiverSearchPage, TeamCaregiverSummary } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { teamCaregiverPath } from '../../config/paths';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { caregiverSearchTexts as f } from './caregiver-search-texts';
import { teamTexts } from './texts';
import { accountState } from './console-words';
import { DeletionReceiptLookupSection } from './deletion-receipt-lookup';
import { formatDateSP, teamApiPaths } from '../../../../contract';

const t = teamTexts.caregivers;
/** The search's fields, as the API and the address name them. */
const FIELDS = ['busca', 'plano', 'situacao', 'cadastroDe', 'cadastroAte'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

const formOf = (params: URLSearchParams): Form => Object.fromEntries(FIELDS.map((k) => [k, params.get(k) ?? ''])) as Form;
const filled = (form: Form) => Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));

/**
 * 'Cuidadoras': search by part of her name, her e-mail or her phone, with filters (plan, account state, sign-up
 * dates); a page at a time ('Mais resultados'). The search is in the address, so 'Voltar' keeps it.
 */
export default function CaregiversPage() {
  usePageTitle(teamTexts.nav.caregivers);
  const [params, setParams] = useSearchParams();
  const submitted = filled(formOf(params));
  const key = new URLSearchParams(submitted).toString();
  const [form, setForm] = useState<Form>(() => formOf(params));
  const [result, setResult] = useState<{ items: TeamCaregiverSummary[]; cursor: string | null }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  // Only the newest request's answer is shown (the first list may still be on its way when a search starts).
  const latest = useRef(0);
  async function load(query: Record<string, string>, from: TeamCaregiverSummary[] = []) {
    const request = ++latest.current;
    setLoading(true);
    setError(undefined);
    try {
      const page = await apiRequest<TeamCaregiverSearchPage>(teamApiPaths.caregivers, { query });
      if (request === latest.current) setResult({ items: [...from, ...page.items], cursor: page.cursor });
    } catch (e) {
      if (request === latest.current) setError(errorMessage(e));
    }
    if (request === latest.current) setLoading(false);
  }

  // With nothing searched yet, the newest sign-ups are listed (the list index is newest first).
  useEffect(() => {
    setResult(undefined);
    void load(Object.fromEntries(new URLSearchParams(key)));
  }, [key]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(filled(form));
  }
  const set = (field: Field) => (e: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: e.target.value }));

  return (
    <main className="page">
      <h1>{teamTexts.nav.caregivers}</h1>
      <form className="team-search caregiver-search" onSubmit={onSubmit} role="search">
        <TextField label={t.search} hint={t.searchHint} name="busca" value={form.busca} onChange={set('busca')} autoComplete="off" />
        <SelectField label={f.plan} name="plano" value={form.plano} onChange={set('plano')} options={f.planOptions} />
        <SelectField label={f.state} name="situacao" value={form.situacao} onChange={set('situacao')} options={f.stateOptions} />
        <TextField label={f.from} name="cadastroDe" type="date" value={form.cadastroDe} onChange={set('cadastroDe')} />
        <TextField label={f.to} name="cadastroAte" type="date" value={form.cadastroAte} onChange={set('cadastroAte')} />
        <Button type="submit" variant="primary">
          {t.searchButton}
        </Button>
      </form>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {result && (
        <section aria-labelledby="resultado">
          <h2 id="resultado">{key ? t.results : f.newest}</h2>
          {result.items.length === 0 ? (
            <p>{result.cursor ? f.noneYet : t.none}</p>
          ) : (
            <ul className="team-list">
              {result.items.map((c) => (
                <li key={c.uid}>
                  <Link to={teamCaregiverPath(c.uid)}>{c.name}</Link> · {c.email} · {accountState(c.status)} · {c.tipodeconta} · {f.signedUpOn(formatDateSP(c.dataCadastro))}
                </li>
              ))}
            </ul>
          )}
          {result.cursor && !loading && <Button onClick={() => void load({ ...submitted, cursor: result.cursor! }, result.items)}>{f.more}</Button>}
        </section>
      )}
      {loading && <Loading />}
      <DeletionReceiptLookupSection />
    </main>
  );
}
