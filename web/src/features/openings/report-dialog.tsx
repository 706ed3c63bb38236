import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFormButtons } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  apiPaths,
  fillPath,
  OPENING_REPORT_REASONS,
  OPENING_REPORT_TEXT_MAX,
  type OpeningListItem,
  type OpeningReportCreated,
  type OpeningReportReason,
  type OpeningReportRequest,
} from '../../../../contract';
import { reportTexts as t } from './report-texts';

type State = { kind: 'editing'; error?: string } | { kind: 'sending' } | { kind: 'done' };

/**
 * 'Denunciar vaga': a reason (one of four) and an optional text. Once the server has it (or had it already: a 409),
 * the opening leaves her list (`onReported`) and the dialog says so.
 */
export function ReportDialog({ opening, onReported, onClose }: { opening: OpeningListItem | null; onReported(opening: OpeningListItem): void; onClose(): void }) {
  const [reason, setReason] = useState<OpeningReportReason | ''>('');
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'editing' });
  const legendId = useId();
  if (!opening) return null;

  function close() {
    setReason('');
    setText('');
    setState({ kind: 'editing' });
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!opening || state.kind === 'sending') return;
    if (!reason) return setState({ kind: 'editing', error: t.reasonRequired });
    setState({ kind: 'sending' });
    const body: OpeningReportRequest = { motivo: reason, ...(text.trim() ? { texto: text.trim() } : {}) };
    try {
      await apiRequest<OpeningReportCreated>(fillPath(apiPaths.openingReport, { clientId: opening.clientId, id: opening.id }), { method: 'POST', body });
    } catch (error) {
      // A 409 means she had reported it already: the outcome she wants, so it is taken as done.
      if (!(error instanceof ApiError && error.status === 409)) {
        setState({ kind: 'editing', error: error instanceof ApiError ? error.message : t.failed });
        return;
      }
    }
    setState({ kind: 'done' });
    onReported(opening);
  }

  return (
    <Dialog open title={t.title} onClose={close}>
      {state.kind === 'done' ? (
        <>
          <FormMessage kind="success">{t.done}</FormMessage>
          <p>{t.doneNext}</p>
          <Button variant="primary" onClick={close}>
            {t.close}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t.intro}</p>
          <fieldset className="report-reasons" aria-labelledby={legendId}>
            <legend id={legendId}>{t.reason}</legend>
            {OPENING_REPORT_REASONS.map((value) => (
              <label key={value} className="report-reason">
                <input type="radio" name="motivo" value={value} checked={reason === value} onChange={() => setReason(value)} />
                <span>{t.reasons[value]}</span>
              </label>
            ))}
          </fieldset>
          <TextAreaField label={t.details} value={text} maxLength={OPENING_REPORT_TEXT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
          {state.kind === 'editing' && state.error && <FormMessage kind="error">{state.error}</FormMessage>}
          <DialogFormButtons submit={state.kind === 'sending' ? t.sending : t.send} disabled={state.kind === 'sending'} cancel={t.cancel} onCancel={close} />
        </form>
      )}
    </Dialog>
  );
}
