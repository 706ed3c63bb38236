import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/use-me';
import { apiPaths, hasPlan } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { homeTexts as t } from './texts';
import { WelcomeDialog } from './welcome-dialog';

export default function HomePage() {
  usePageTitle(t.pageTitle);
  const me = useMe();
  const [welcome, setWelcome] = useState(false);

  // Opens when the record says there is no plan ('Sem Plano' or empty), until she dismisses it once: then never
  // again for her account, on any device (the server keeps it).
  useEffect(() => {
    if (me.data && !hasPlan(me.data.tipodeconta) && !me.data.boasVindasDispensadas) setWelcome(true);
  }, [me.data]);

  function dismissWelcome() {
    setWelcome(false);
    me.setData((current) => current && { ...current, boasVindasDispensadas: true });
    // Closed at once; if the server did not hear it, the dialog simply comes back next time.
    apiRequest(apiPaths.welcome, { method: 'PUT' }).catch((error: unknown) => console.error(error));
  }

  return (
    <main className="page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <nav className="cards" aria-label={t.pageTitle}>
        {[
          { to: paths.openings, title: t.openings, text: t.openingsText },
          { to: paths.account, title: t.account, text: t.accountText },
        ].map((card) => (
          <Link key={card.to} to={card.to} className="card card-link">
            <span className="card-title">{card.title}</span>
            <span className="muted" aria-hidden="true">
              {card.text}
            </span>
          </Link>
        ))}
      </nav>
      <WelcomeDialog open={welcome} onClose={dismissWelcome} />
    </main>
  );
}
