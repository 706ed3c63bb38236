import { useNavigate } from 'react-router-dom';
import { Badge } from '@aws-amplify/ui-react';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { signupTexts as t } from './texts';

/** /signup: the only active profession is Cuidador; the others are announced as coming soon. */
export default function SignupChooserPage() {
  usePageTitle(t.chooserPageTitle);
  const navigate = useNavigate();
  return (
    <main className="page page-narrow">
      <h1>{t.chooserTitle}</h1>
      <ul className="choice-list">
        <li>
          <Button variant="primary" fullWidth className="choice" onClick={() => navigate(paths.caregiverSignup)}>
            {t.caregiver}
          </Button>
        </li>
        {t.disabledTypes.map((type) => (
          <li key={type}>
            <Button fullWidth className="choice choice-soon" disabled>
              {type} <Badge size="small">{t.comingSoon}</Badge>
            </Button>
          </li>
        ))}
      </ul>
    </main>
  );
}
