import { useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { paths, teamOpeningPath } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { OpeningForm } from './opening-form';
import { openingFormTexts as t } from './opening-form-texts';

/** 'Nova vaga': the form; once saved, the opening's own page (which says if it was written without a place). */
export default function NewOpeningPage() {
  usePageTitle(t.newTitle);
  const navigate = useNavigate();
  return (
    <main className="page">
      <p>
        <Link to={paths.teamOpenings}>{t.page.back}</Link>
      </p>
      <h1>{t.newTitle}</h1>
      <OpeningForm
        onSaved={(written) => navigate(teamOpeningPath(written.clientId, written.id), { state: { saved: written } })}
        onCancel={() => navigate(paths.teamOpenings)}
      />
    </main>
  );
}
