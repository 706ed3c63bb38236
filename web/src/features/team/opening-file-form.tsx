import { useId, useState, type FormEvent } from 'react';
import type { OpeningFileReport } from '../../../../contract/team-openings';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { openingCsvTexts } from '../../../../contract/opening-csv-texts';
import type { FileEncoding } from '../../../../contract/spreadsheet-file';
import { readOpeningFile, sendOpeningFile } from './opening-file-upload';
import { downloadOpeningTemplate } from './opening-template';
import { teamOpeningTexts } from './opening-texts';
import { ACCEPTED_COLUMNS_ID, AcceptedColumns } from './accepted-columns';
import { openingProblemTexts } from '../../../../contract/opening-problem-texts';

const t = teamOpeningTexts.file;

/**
 * 'Arquivo de vagas' → 'Enviar arquivo': a CSV or JSON file of the import, sent in parts with their progress
 * ('Enviando parte 3 de 10…'), answered with the import's report for the whole file (CSV records by line).
 */
export function OpeningFileForm({ onWritten }: { onWritten(): void }) {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; columns?: boolean }>();
  const [report, setReport] = useState<OpeningFileReport & { encoding: FileEncoding }>();
  const [progress, setProgress] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    setReport(undefined);
    if (!file) return setProblem({ text: t.none });
    setBusy(true);
    const read = await readOpeningFile(file);
    const sent = 'problem' in read ? read : await sendOpeningFile({ ...read, name: file.name }, (part, parts) => setProgress(t.progress(part, parts)));
    setProgress(undefined);
    if ('problem' in sent) setProblem({ text: sent.problem, columns: 'columns' in sent && sent.columns === true });
    else if (!('problem' in read)) {
      setReport({ ...sent.report, encoding: read.encoding });
      onWritten();
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
          <input id={inputId} type="file" accept=".csv,text/csv,.json,application/json" aria-describedby={hintId} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" variant="primary" busy={busy}>
          {t.send}
        </Button>
        <Button type="button" onClick={downloadOpeningTemplate}>
          {t.template}
        </Button>
      </form>
      {progress && (
        <p role="status" className="field-hint">
          {progress}
        </p>
      )}
      {problem && (
        <FormMessage kind="error">
          {problem.text}
          {problem.columns && (
            <>
              {' '}
              <a href={`#${ACCEPTED_COLUMNS_ID}`}>{openingProblemTexts.seeColumns}</a>.
            </>
          )}
        </FormMessage>
      )}
      {report && (
        <div role="status" aria-label={t.report}>
          <h3>{t.report}</h3>
          <p>{openingCsvTexts.readAs(openingCsvTexts.encodings[report.encoding])}</p>
          <p>{t.written(report.written)}</p>
          <ReportList title={t.refused} lines={report.refused.map((r) => describe(t.kinds[r.kind] ?? r.kind, r))} />
          <ReportList title={t.unplaced} lines={report.unplaced.map((u) => describe(t.kinds.opening, u))} />
          <ReportList title={t.adjusted} lines={(report.adjusted ?? []).map((u) => describe(t.kinds.opening, u))} />
        </div>
      )}
      <AcceptedColumns />
    </section>
  );
}

/** A CSV record by its line, a JSON one by its position. */
const describe = (kind: string, r: { index: number; ref: string; reason: string; linha?: number }) =>
  r.linha === undefined ? t.line(kind, r.index, r.ref, r.reason) : t.lineAt(kind, r.linha, r.ref, r.reason);

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
