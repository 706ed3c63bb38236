import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { StoreLinks } from '../../components/ui/store-links';
import { accountPlans } from '../../config/paths';
import { homeTexts as t } from './texts';

/** Opens by itself on /home for a caregiver without a plan: the three steps to start. */
export function WelcomeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} title={t.welcomeTitle} onClose={onClose} closeIcon>
      <p>{t.welcomeIntro}</p>
      <ol className="steps">
        <li>
          <p>{t.step1}</p>
          <Button variant="primary" onClick={() => navigate(accountPlans)}>
            {t.manageSubscriptions}
          </Button>
        </li>
        <li>
          <p>{t.step2}</p>
          <StoreLinks />
        </li>
        <li>
          <p>{t.step3}</p>
        </li>
      </ol>
      <p className="muted">{t.advice}</p>
      <Button fullWidth onClick={onClose}>
        {t.later}
      </Button>
    </Dialog>
  );
}
