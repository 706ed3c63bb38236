import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
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
          <button type="button" className="button-primary" onClick={() => navigate(paths.account)}>
            {t.manageSubscriptions}
          </button>
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
      <button type="button" className="button-dark" onClick={onClose}>
        {t.later}
      </button>
    </Dialog>
  );
}
