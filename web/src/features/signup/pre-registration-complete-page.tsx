import { Link } from 'react-router-dom';
import { FormMessage } from '../../components/ui/form-message';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
import { useFlash } from '../../lib/use-flash';
import { usePageTitle } from '../../lib/use-page-title';
import { signupTexts as t } from './texts';

/** After sign-up: confirm the e-mail, and get the app. */
export default function PreRegistrationCompletePage() {
  usePageTitle(t.completeTitle);
  const flash = useFlash();
  return (
    <main className="page page-narrow">
      <h1>{t.completeTitle}</h1>
      {flash && <FormMessage kind="success">{flash}</FormMessage>}
      <p>{t.completeText}</p>
      <StoreLinks />
      <p>
        <Link to={paths.login}>{t.backToLogin}</Link>
      </p>
    </main>
  );
}
