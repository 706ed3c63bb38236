import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { StoreLinks } from '../../components/ui/store-links';
import { accountPlans } from '../../config/paths';
import type { OpeningListItem } from '../../../../contract';
import { hasPlan } from '../../../../contract';
import { Avatar } from './opening-card';
import { displayName, funcao } from './format';
import { OpeningFacts } from './opening-facts';
import { openingsTexts as t } from './texts';
import { reportTexts } from './report-texts';

/** Everything the family wrote, with the spec's fallback for each missing field. */
export function DetailsDialog({ opening, onClose, onContact, onReport }: { opening: OpeningListItem | null; onClose(): void; onContact(): void; onReport(): void }) {
  if (!opening) return null;
  return (
    <Dialog open title={displayName(opening)} onClose={onClose} className="details-dialog">
      <div className="details-head">
        <Avatar src={opening.avatar} size={72} />
        <p className="card-title">{funcao(opening)}</p>
      </div>
      <OpeningFacts opening={opening} />
      {/* No dead end: contact and report from here (issue 32). */}
      <div className="button-row">
        <Button variant="primary" onClick={onContact}>
          {t.contact}
        </Button>
        <Button onClick={onReport}>{reportTexts.open}</Button>
        <Button onClick={onClose}>{t.close}</Button>
      </div>
    </Dialog>
  );
}

/** Contact happens in the app: subscribers are sent there; others are asked to subscribe first. */
export function ContactDialog({ opening, plan, onClose }: { opening: OpeningListItem | null; plan: string | undefined; onClose(): void }) {
  const navigate = useNavigate();
  if (!opening) return null;
  return (
    <Dialog open title={t.contactTitle} onClose={onClose}>
      {hasPlan(plan) ? (
        <>
          <p>{t.subscriber(plan!)}</p>
          <StoreLinks />
        </>
      ) : (
        <>
          <p>{t.needPlan}</p>
          <Button variant="primary" onClick={() => navigate(accountPlans)}>
            {t.subscribe}
          </Button>
          <p>{t.alsoDownload}</p>
          <StoreLinks />
        </>
      )}
      {/* After what she must do: the plan is paid here, to Carey; nobody else may ask her for money. */}
      <p className="safety-note">{reportTexts.safety}</p>
      {!hasPlan(plan) && <p>{t.onlyPayment}</p>}
      <Button onClick={onClose}>{t.close}</Button>
    </Dialog>
  );
}
