import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';
import { appTexts as t } from './texts';

export default function NotFoundPage() {
  usePageTitle(t.notFoundTitle);
  return (
    <main className="page page-narrow">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <Link to={paths.root}>{t.notFoundBack}</Link>
      </p>
    </main>
  );
}
