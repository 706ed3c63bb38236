import { Link } from 'react-router-dom';
import type { TeamOverview } from '../../../../contract/team';
import { saoPauloIsoDay, teamApiPaths } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { overviewTexts as t } from './overview-texts';
import { teamTexts } from './texts';

type CountName = keyof typeof t.counts;

/** A day `days` before today, as the Cuidadoras filter takes it (AAAA-MM-DD, São Paulo's calendar, as the server reads it). */
const daysAgo = (days: number): string => saoPauloIsoDay(Date.now() - days * 86_400_000);

/** The list each count counts, filtered as the count is (none for alerts: the console has no list of them). */
function listOf(name: CountName): string | undefined {
  switch (name) {
    case 'caregivers':
      return paths.teamCaregivers;
    case 'newLast7Days':
      return `${paths.teamCaregivers}?${new URLSearchParams({ cadastroDe: daysAgo(6) })}`;
    case 'withPlan':
      return `${paths.teamCaregivers}?plano=com`;
    case 'openingsOpen':
    case 'openingsUnplaced':
      return `${paths.teamOpenings}?situacao=abertas`;
    case 'openingsClosed':
      return `${paths.teamOpenings}?situacao=encerradas`;
    case 'supportWaiting':
    case 'reportsOpen':
      return paths.teamSupport;
    // The Cuidadoras search has no filter by way of paying: these counts stand alone, like the alerts'.
    case 'payingCard':
    case 'payingPixAutomatico':
    case 'payingPix':
    case 'alerts':
      return undefined;
  }
}

/**
 * One group of counts: each number is labelled by its term (aria-labelledby), so tests and screen readers find it by
 * name, and leads to the list it counts.
 */
function Counts({ id, title, counts }: { id: string; title: string; counts: [CountName, number][] }) {
  return (
    <section className="overview-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="overview-counts">
        {counts.map(([name, value]) => (
          <div key={name}>
            <dt id={`count-${name}`}>{t.counts[name]}</dt>
            <dd aria-labelledby={`count-${name}`}>
              {listOf(name) ? (
                <Link to={listOf(name)!} aria-label={t.openList(t.counts[name], value.toLocaleString('pt-BR'))}>
                  {value.toLocaleString('pt-BR')}
                </Link>
              ) : (
                value.toLocaleString('pt-BR')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 'Visão geral': the counts the team checks every morning (GET /api/equipe/visao-geral). */
export default function OverviewPage() {
  usePageTitle(teamTexts.nav.overview);
  const overview = useApiResource<TeamOverview>(teamApiPaths.overview);
  const data = overview.data;
  return (
    <main className="page">
      <h1>{teamTexts.nav.overview}</h1>
      <p>{t.intro}</p>
      {overview.loading && <Loading />}
      {overview.error && <FormMessage kind="error">{overview.error}</FormMessage>}
      {data && (
        <div className="overview">
          <Counts id="overview-caregivers" title={t.groups.caregivers} counts={[['caregivers', data.caregivers.total], ['newLast7Days', data.caregivers.newLast7Days], ['withPlan', data.caregivers.withPlan]]} />
          <Counts id="overview-paying" title={t.groups.paying} counts={[['payingCard', data.caregivers.byPaymentMethod.cartao], ['payingPixAutomatico', data.caregivers.byPaymentMethod['pix-automatico']], ['payingPix', data.caregivers.byPaymentMethod.pix]]} />
          <Counts id="overview-openings" title={t.groups.openings} counts={[['openingsOpen', data.openings.open], ['openingsClosed', data.openings.closed], ['openingsUnplaced', data.openings.unplaced]]} />
          <Counts id="overview-activity" title={t.groups.activity} counts={[['alerts', data.alerts], ['supportWaiting', data.supportWaiting], ['reportsOpen', data.reports.open]]} />
        </div>
      )}
      <Button onClick={overview.reload}>{t.reload}</Button>
    </main>
  );
}
