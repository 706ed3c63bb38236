import { useEffect, useState } from 'react';
import type { AuditEntry, AuditPage as AuditPageShape } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { saveFile } from '../../lib/external';
import { usePageTitle } from '../../lib/use-page-title';
import { TeamTable } from './team-table';
import { teamTexts } from './texts';
import { teamApiPaths } from '../../../../contract';

const t = teamTexts.audit;

/** 'Registro': every operator action, newest first, a page at a time; the whole log as CSV. */
export default function AuditPage() {
  usePageTitle(teamTexts.nav.audit);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [downloadProblem, setDownloadProblem] = useState<string>();

  async function load(from?: string) {
    setLoading(true);
    try {
      const page = await apiRequest<AuditPageShape>(teamApiPaths.audit, { query: { cursor: from } });
      setEntries((current) => (from ? [...current, ...page.entries] : page.entries));
      setCursor(page.cursor);
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setLoading(false);
  }

  useEffect(() => {
    void load();
  }, []);

  async function download() {
    setDownloadProblem(undefined);
    try {
      // The API's file starts with a BOM (Excel in Brazil then reads UTF-8), which reading it as text drops: put it back.
      const csv = await apiRequest<string>(teamApiPaths.auditCsv, { responseType: 'text' });
      saveFile(t.fileName, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`, 'text/csv;charset=utf-8');
    } catch (error) {
      console.error(error);
      setDownloadProblem(t.downloadFailed);
    }
  }

  return (
    <main className="page">
      <div className="page-top">
        <h1>{teamTexts.nav.audit}</h1>
        <Button onClick={() => void download()}>{t.download}</Button>
      </div>
      {downloadProblem && <FormMessage kind="error">{downloadProblem}</FormMessage>}
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {!loading && !problem && entries.length === 0 && <p>{t.empty}</p>}
      {entries.length > 0 && (
        <TeamTable label={teamTexts.nav.audit} columns={[t.columns.when, t.columns.who, t.columns.action, t.columns.target]}>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{new Date(e.at).toLocaleString('pt-BR')}</td>
              <td>{e.actorId}</td>
              <td>{t.actions[e.action] ?? e.action}</td>
              <td>{e.targetDeleted ? t.deletedTarget : (e.targetId ?? '')}</td>
            </tr>
          ))}
        </TeamTable>
      )}
      {loading && <Loading />}
      {cursor && !loading && <Button onClick={() => void load(cursor)}>{t.more}</Button>}
    </main>
  );
}
