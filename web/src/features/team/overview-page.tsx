import type { TeamOverview } from '../../../../contract/team';
import { teamApiPaths } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { overviewTexts as t } from './overview-texts';
import { teamTexts } from './texts';

type CountName = keyof typeof t.counts;

/** One group of counts: each number is labelled by its term (aria-labelledby), so tests and screen readers find it by name. */
function Counts({ id, title, counts }: { id: string; title: string; counts: [CountName, number][] }) {
  return (
    <section className="overview-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="overview-counts">
        {counts.map(([name, value]) => (
          <div key={name}>
            <dt id={`count-${name}`}>{t.counts[name]}</dt>
            <dd aria-labelledby={`count-${name}`}>{value.toLocaleString('pt-BR')}</dd>
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
          <Counts id="overview-openings" title={t.groups.openings} counts={[['openingsOpen', data.openings.open], ['openingsClosed', data.openings.closed], ['openingsUnplaced', data.openings.unplaced]]} />
          <Counts id="overview-activity" title={t.groups.activity} counts={[['alerts', data.alerts], ['supportWaiting', data.supportWaiting]]} />
        </div>
      )}
      <Button onClick={overview.reload}>{t.reload}</Button>
    </main>
  );
}
