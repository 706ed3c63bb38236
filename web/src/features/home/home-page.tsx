import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/use-me';
import { hasPlan } from '../../../../contract';
import { usePageTitle } from '../../lib/use-page-title';
import { homeTexts as t } from './texts';
import { WelcomeDialog } from './welcome-dialog';

export default function HomePage() {
  usePageTitle(t.pageTitle);
  const me = useMe();
  const [welcome, setWelcome] = useState(false);

  // Opens once, when the record says there is no plan ('Sem Plano' or empty).
  useEffect(() => {
    if (me.data && !hasPlan(me.data.tipodeconta)) setWelcome(true);
  }, [me.data]);

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
      <WelcomeDialog open={welcome} onClose={() => setWelcome(false)} />
    </main>
  );
}
