import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { fillPath, formatDateTimeSP, teamApiPaths, type TeamOpeningReportGroup, type TeamOpeningReports } from '../../../../contract';
import type { CloseOpeningResult } from '../../../../contract/team-openings';
import type { OpeningReportsDiscarded } from '../../../../contract';
import { ReasonDialog } from './reason-dialog';
import { openingReportTexts as t } from './opening-report-texts';
import { teamOpeningTexts as o } from './opening-texts';
import { useMay } from './operator-role';

const date = (iso: string) => formatDateTimeSP(iso);
const groupKey = (g: Pick<TeamOpeningReportGroup, 'clientId' | 'vagaId'>) => `${g.clientId}/${g.vagaId}`;

type Decision = Pick<TeamOpeningReportGroup['denuncias'][number], 'decididaEm' | 'decisao' | 'motivoDescarte'>;
/** The group with its open reports decided as the server just did. */
const decideAll = (g: TeamOpeningReportGroup, decision: Decision): TeamOpeningReportGroup => ({ ...g, denuncias: g.denuncias.map((d) => (d.decididaEm ? d : { ...d, ...decision })) });

/** A next page's groups joined to those shown: an opening's reports that ran over go to its group, after its newer ones. */
function joinReportPages(shown: TeamOpeningReportGroup[], next: TeamOpeningReportGroup[]): TeamOpeningReportGroup[] {
  const more = new Map(next.map((g) => [groupKey(g), g]));
  const joined = shown.map((g) => {
    const rest = more.get(groupKey(g));
    more.delete(groupKey(g));
    return rest ? { ...g, denuncias: [...g.denuncias, ...rest.denuncias] } : g;
  });
  return [...joined, ...more.values()];
}

/**
 * Atendimento's 'Denúncia de vaga': caregivers' reports, grouped by opening (newest report first), each with
 * 'Encerrar vaga' at hand for the roles that may close openings (the Vagas screen's confirmation and route) and,
 * beside it while a report is open, 'Descartar denúncia' (a reason, required; the Registro keeps it).
 */
export function OpeningReportsSection() {
  const [groups, setGroups] = useState<TeamOpeningReportGroup[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState<TeamOpeningReportGroup | null>(null);
  const [discarding, setDiscarding] = useState<TeamOpeningReportGroup | null>(null);
  const [busy, setBusy] = useState(false);
  const mayClose = useMay('manageOpenings');

  /** The first page, or the next one after `from`, joined to what is shown. */
  const load = useCallback(async (from?: string) => {
    setLoading(true);
    setProblem(undefined);
    try {
      const page = await apiRequest<TeamOpeningReports>(teamApiPaths.openingReports, from ? { query: { cursor: from } } : {});
      setGroups((current) => (from ? joinReportPages(current ?? [], page.items) : page.items));
      setCursor(page.cursor);
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setLoading(false);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function close(group: TeamOpeningReportGroup) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<CloseOpeningResult>(fillPath(teamApiPaths.openingClose, { clientId: group.clientId, id: group.vagaId }), { method: 'POST' });
      setGroups((current) => current?.map((g) => (groupKey(g) === groupKey(group) && g.vaga ? decideAll({ ...g, vaga: { ...g.vaga, encerradaEm: result.encerradaEm } }, { decididaEm: result.encerradaEm, decisao: 'vaga-encerrada' }) : g)) ?? null);
      setDone(o.closed(group.vagaId));
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setConfirming(null);
    setBusy(false);
  }

  async function discard(group: TeamOpeningReportGroup, motivo: string) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<OpeningReportsDiscarded>(fillPath(teamApiPaths.openingReportsDiscard, { clientId: group.clientId, id: group.vagaId }), { method: 'POST', body: { motivo } });
      setGroups((current) => current?.map((g) => (groupKey(g) === groupKey(group) ? decideAll(g, { decididaEm: result.decididaEm, decisao: 'descartada', motivoDescarte: motivo }) : g)) ?? null);
      setDone(t.discarded(group.vagaId));
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setDiscarding(null);
    setBusy(false);
  }

  return (
    <section aria-labelledby="opening-reports-title" className="opening-reports">
      <h2 id="opening-reports-title">{t.title}</h2>
      {done && <FormMessage kind="success">{done}</FormMessage>}
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {groups?.length === 0 && <p>{t.none}</p>}
      {groups?.map((g) => (
        <article key={groupKey(g)} className="opening-report">
          <h3>
            <span className="report-mark">{t.mark}:</span> {t.group(g.vagaId, g.vaga?.familia ?? t.noFamily)}
          </h3>
          <p>{g.vaga ? t.where([g.vaga.tipoProfissional ?? '', g.vaga.bairro ?? '', g.vaga.cidade ?? '', t.count(g.denuncias.length)]) : t.gone}</p>
          <ul>
            {g.denuncias.map((d, i) => (
              <li key={i}>
                <strong>{t.reasons[d.motivo]}</strong> — {date(d.createdAt)}
                {d.texto && <blockquote className="support-quote">{d.texto}</blockquote>}
                {d.decididaEm && <p>{d.decisao === 'descartada' ? t.decided.descartada(date(d.decididaEm), d.motivoDescarte ?? '') : t.decided['vaga-encerrada'](date(d.decididaEm))}</p>}
              </li>
            ))}
          </ul>
          <div className="button-row">
            {g.vaga &&
              (g.vaga.encerradaEm ? (
                <p>{o.closedOn(date(g.vaga.encerradaEm))}</p>
              ) : mayClose ? (
                <Button variant="danger" onClick={() => setConfirming(g)}>
                  {o.close}
                </Button>
              ) : (
                <p>{o.open}</p>
              ))}
            {mayClose && g.denuncias.some((d) => !d.decididaEm) && <Button onClick={() => setDiscarding(g)}>{t.discard}</Button>}
          </div>
        </article>
      ))}
      {cursor && !loading && <Button onClick={() => void load(cursor)}>{t.more}</Button>}
      <Dialog open={confirming !== null} title={o.confirmTitle} onClose={() => setConfirming(null)}>
        {confirming && <p>{o.confirmExplain(confirming.vagaId, confirming.vaga?.familia ?? confirming.clientId)}</p>}
        <div className="button-row">
          <Button variant="danger" busy={busy} onClick={() => confirming && void close(confirming)}>
            {o.confirm}
          </Button>
          <Button onClick={() => setConfirming(null)}>{o.cancel}</Button>
        </div>
      </Dialog>
      <ReasonDialog
        open={discarding !== null}
        title={t.discardTitle}
        explain={discarding ? t.discardExplain(discarding.vagaId, discarding.denuncias.filter((d) => !d.decididaEm).length) : ''}
        confirm={t.discardConfirm}
        busy={busy}
        onConfirm={(reason) => discarding && void discard(discarding, reason)}
        onClose={() => setDiscarding(null)}
      />
    </section>
  );
}
