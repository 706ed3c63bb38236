import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { auditCells, auditWhen } from '../../../../contract/audit-lines';
import { auditTexts } from '../../../../contract/audit-texts';
import { AUDIT_ACTIONS, type AuditEntry, type AuditPage as AuditPageShape } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { saveFile } from '../../lib/external';
import { usePageTitle } from '../../lib/use-page-title';
import { downloadAuditCsv } from './audit-download';
import { TeamTable } from './team-table';
import { teamTexts } from './texts';
import { teamApiPaths } from '../../../../contract';

const t = teamTexts.audit;
const c = auditTexts.columns;
const EMPTY = { operador: '', acao: '', de: '', ate: '' };
export type AuditForm = typeof EMPTY;
const actionOptions = [{ value: '', label: t.anyAction }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditTexts.actions[a] }))];

/**
 * 'Registro': every operator action (and every read of a caregiver's data), newest first, a page at a time ('Carregar
 * mais'); who and whom as written then; filters by operator, action and São Paulo dates; the filtered range as CSV.
 */
export default function AuditPage() {
  usePageTitle(teamTexts.nav.audit);
  const [form, setForm] = useState<AuditForm>(EMPTY);
  const [applied, setApplied] = useState<AuditForm>(EMPTY);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [download, setDownload] = useState<{ problem?: string; progress?: string }>({});

  async function load(filters: AuditForm, from?: string) {
    setLoading(true);
    setProblem(undefined);
    try {
      const page = await apiRequest<AuditPageShape>(teamApiPaths.audit, { query: { ...filters, cursor: from } });
      setEntries((current) => (from ? [...current, ...page.entries] : page.entries));
      setCursor(page.cursor);
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setLoading(false);
  }

  useEffect(() => {
    void load(EMPTY);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setApplied(form);
    void load(form);
  }

  async function onDownload() {
    setDownload({});
    try {
      const csv = await downloadAuditCsv(applied, (lines) => setDownload({ progress: t.downloading(lines) }));
      saveFile(t.fileName, csv, 'text/csv;charset=utf-8');
      setDownload({});
    } catch (error) {
      console.error(error);
      setDownload({ problem: t.downloadFailed });
    }
  }

  const set = (key: keyof AuditForm) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [key]: event.target.value });
  const filtered = Object.values(applied).some(Boolean);
  return (
    <main className="page">
      <div className="page-top">
        <h1>{teamTexts.nav.audit}</h1>
        <Button onClick={() => void onDownload()}>{t.download}</Button>
      </div>
      {download.progress && <p role="status">{download.progress}</p>}
      {download.problem && <FormMessage kind="error">{download.problem}</FormMessage>}
      <form className="team-search" onSubmit={onSubmit} role="search" aria-label={t.filters}>
        <TextField label={t.operator} hint={t.operatorHint} name="operador" value={form.operador} onChange={set('operador')} autoComplete="off" />
        <SelectField label={t.action} name="acao" value={form.acao} onChange={set('acao')} options={actionOptions} />
        <TextField label={t.from} name="de" type="date" value={form.de} onChange={set('de')} />
        <TextField label={t.to} name="ate" type="date" value={form.ate} onChange={set('ate')} />
        <Button type="submit">{t.apply}</Button>
      </form>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {!loading && !problem && entries.length === 0 && <p>{filtered ? t.emptyFiltered : t.empty}</p>}
      {entries.length > 0 && (
        <TeamTable label={teamTexts.nav.audit} columns={[c.when, c.who, c.action, c.target, c.details, c.state]}>
          {entries.map((e) => (
            <tr key={e.id}>
              {auditCells(e, auditWhen(e.at)).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </TeamTable>
      )}
      {loading && <Loading />}
      {cursor && !loading && <Button onClick={() => void load(applied, cursor)}>{t.more}</Button>}
    </main>
  );
}
