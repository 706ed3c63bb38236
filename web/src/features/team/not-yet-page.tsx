import { usePageTitle } from '../../lib/use-page-title';
import { teamTexts as t } from './texts';

/** A console screen whose work is not built yet: its heading and a plain statement that it is not available. */
export function NotYetPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <main className="page">
      <h1>{title}</h1>
      <p>{t.notYet}</p>
    </main>
  );
}

// 'Visão geral' is built: the route table still loads it through this module's chunk.
export { default as OverviewPage } from './overview-page';
export const OpeningsPage = () => <NotYetPage title={t.nav.openings} />;
