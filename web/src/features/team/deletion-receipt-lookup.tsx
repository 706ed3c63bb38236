import { useState, type FormEvent } from 'react';
import type { DeletionReceiptLookup } from '../../../../contract/team';
import { formatDateTimeSP, teamApiPaths } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { deletionReceiptTexts as t } from './deletion-receipt-texts';

const when = (iso: string) => formatDateTimeSP(iso);

/** 'Recibo de exclusão': what `npm run deletion-receipt` answers, in the console; read-only. */
export function DeletionReceiptLookupSection() {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<DeletionReceiptLookup>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    setAnswer(undefined);
    try {
      setAnswer(await apiRequest<DeletionReceiptLookup>(teamApiPaths.deletionReceipts, { query: { busca: text.trim() } }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  return (
    <section className="card" aria-labelledby="recibo">
      <h2 id="recibo">{t.title}</h2>
      <p>{t.explain}</p>
      <form className="team-search" onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t.field} name="recibo" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" busy={busy}>
          {t.button}
        </Button>
      </form>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      <div role="status">
        {answer && answer.receipts.length === 0 && <p>{t.none}</p>}
        {answer?.receipts.map((r) => (
          <div key={r.requestedAt}>
            <p>{t.receipt(when(r.requestedAt), when(r.completedAt))}</p>
            <ul>
              {r.steps.map((s) => (
                <li key={s.step}>
                  {t.steps[s.step] ?? s.step}: {when(s.doneAt)}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {answer && answer.receipts.length > 0 && <p style={{ overflowWrap: 'anywhere' }}>{t.code(answer.code)}</p>}
      </div>
    </section>
  );
}
