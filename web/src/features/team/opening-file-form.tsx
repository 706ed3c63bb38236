import { useId, useState, type FormEvent } from 'react';
import type { OpeningFileReport } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { teamOpeningTexts } from './opening-texts';
import { teamApiPaths } from '../../../../contract';

const t = teamOpeningTexts.file;

/** 'Arquivo de vagas' → 'Enviar arquivo': the import's JSON file, answered with the import's report. */
export function OpeningFileForm({ onWritten }: { onWritten(): void }) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<OpeningFileReport>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    setReport(undefined);
    if (!file) return setProblem(t.none);
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      return setProblem(t.notJson);
    }
    setBusy(true);
    try {
      const result = await apiRequest<OpeningFileReport>(teamApiPaths.openingFile, { method: 'POST', body });
      setReport(result);
      onWritten();
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.title}</h2>
      <form className="team-search" onSubmit={(e) => void onSubmit(e)}>
        <div>
          <label htmlFor={inputId}>{t.label}</label>
          <p id={hintId} className="field-hint">
            {t.hint}
          </p>
          <input id={inputId} type="file" accept=".json,application/json" aria-describedby={hintId} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" variant="primary" busy={busy}>
          {t.send}
        </Button>
      </form>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {report && (
        <div role="status" aria-label={t.report}>
          <h3>{t.report}</h3>
          <p>{t.written(report.written)}</p>
          <ReportList title={t.refused} lines={report.refused.map((r) => t.line(t.kinds[r.kind] ?? r.kind, r.index, r.ref, r.reason))} />
          <ReportList title={t.unplaced} lines={report.unplaced.map((u) => t.line(t.kinds.opening, u.index, u.ref, u.reason))} />
        </div>
      )}
    </section>
  );
}

function ReportList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
