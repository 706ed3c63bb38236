import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { fillPath, teamApiPaths, type OpeningListItem } from '../../../../contract';
import type { TeamOpeningDetail, TeamOpeningWritten } from '../../../../contract/team-openings';
import { auditTexts } from '../../../../contract/audit-texts';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { OpeningFacts } from '../openings/opening-facts';
import { displayName, funcao } from '../openings/format';
import { OpeningForm } from './opening-form';
import { brazilianDateTime } from './opening-form-fields';
import { openingFormTexts as t } from './opening-form-texts';
import { useMay } from './operator-role';

const p = t.page;
const fieldNames = (fields: string[]) => fields.map((f) => t.fieldNames[f] ?? f).join(', ');

function savedMessage(written: TeamOpeningWritten | undefined): string | undefined {
  if (!written) return undefined;
  const base = written.changedFields.length ? t.corrected(fieldNames(written.changedFields)) : t.saved(written.id);
  return written.unplaced ? `${base} ${t.unplaced(written.unplaced)}` : base;
}

/** One opening in the console: what caregivers see (their words and placeholders), its record, its history; 'Corrigir vaga'. */
export default function TeamOpeningPage() {
  const { clientId = '', id = '' } = useParams();
  const location = useLocation();
  const [detail, setDetail] = useState<TeamOpeningDetail>();
  const [problem, setProblem] = useState<string>();
  const [correcting, setCorrecting] = useState(false);
  const [saved, setSaved] = useState<string | undefined>(savedMessage((location.state as { saved?: TeamOpeningWritten } | null)?.saved));
  usePageTitle(p.id + ' ' + id);
  const mayManage = useMay('manageOpenings');

  async function load() {
    try {
      setDetail(await apiRequest<TeamOpeningDetail>(fillPath(teamApiPaths.opening, { clientId, id })));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  useEffect(() => {
    void load();
  }, [clientId, id]);

  if (problem) return <main className="page"><FormMessage kind="error">{problem}</FormMessage></main>;
  if (!detail) return <main className="page"><Loading /></main>;
  const { vaga, familia, historico } = detail;
  const asListed: OpeningListItem = { ...vaga, clientName: familia.name ?? null, avatar: familia.avatar ?? '' };
  return (
    <main className="page">
      <p>
        <Link to={paths.teamOpenings}>{p.back}</Link>
      </p>
      <h1>{`${displayName(asListed)} · ${funcao(asListed)}`}</h1>
      {saved && <FormMessage kind="success">{saved}</FormMessage>}
      <h2>{p.record}</h2>
      <dl className="data-list">
        <dt>{p.id}</dt>
        <dd>{vaga.id}</dd>
        <dt>{p.familyId}</dt>
        <dd>
          <Link to={`${paths.teamOpenings}?familia=${encodeURIComponent(familia.name ?? familia.id)}&situacao=abertas`}>{familia.id}</Link>
        </dd>
        <dt>{p.createdAt}</dt>
        <dd>{brazilianDateTime(vaga.createdAt)}</dd>
        {detail.dataInformada && (
          <>
            <dt>{p.fileDate}</dt>
            <dd>{brazilianDateTime(detail.dataInformada)}</dd>
          </>
        )}
        <dt>{p.cep}</dt>
        <dd>{vaga.cep ?? t.fields.unknown}</dd>
        <dt>{p.city}</dt>
        <dd>{cityOf(vaga.enderecoCompleto)}</dd>
        <dt>{p.state}</dt>
        <dd>{vaga.encerradaEm ? p.closedOn(brazilianDateTime(vaga.encerradaEm)) : p.open}</dd>
      </dl>
      {mayManage && !vaga.encerradaEm && !correcting && <Button variant="primary" onClick={() => { setSaved(undefined); setCorrecting(true); }}>{t.correct}</Button>}
      {correcting && (
        <section aria-label={t.correct}>
          <h2>{t.correct}</h2>
          <OpeningForm
            stored={vaga}
            onCancel={() => setCorrecting(false)}
            onSaved={(written) => {
              setCorrecting(false);
              setSaved(written.changedFields.length ? savedMessage(written) : t.unchanged);
              void load();
            }}
          />
        </section>
      )}
      <h2>{p.asSeen}</h2>
      <OpeningFacts opening={asListed} />
      <h2>{p.history}</h2>
      {historico.length === 0 ? (
        <p>{p.noHistory}</p>
      ) : (
        <ol className="stack">
          {historico.map((h) => (
            <li key={`${h.at}${h.action}`}>
              {`${brazilianDateTime(h.at)} · ${auditTexts.actions[h.action] ?? h.action}`}
              {h.changedFields?.length ? ` · ${p.changed(fieldNames(h.changedFields))}` : ''}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/** The city as stored, with the UF its CEP gave ('Campinas – SP'). */
function cityOf(address: TeamOpeningDetail['vaga']['enderecoCompleto']): string {
  const city = address?.cidade?.trim();
  if (!city) return t.fields.unknown;
  return address?.uf ? p.cityWithUf(city, address.uf) : city;
}
