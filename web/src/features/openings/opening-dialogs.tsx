import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { StoreLinks } from '../../components/ui/store-links';
import { paths } from '../../config/paths';
import type { OpeningListItem } from '../../../../contract';
import { hasPlan } from '../../../../contract';
import { Avatar } from './opening-card';
import { bairro, cidade, displayName, formatDate, funcao, medications, start, tasks, yesNo } from './format';
import { openingsTexts as t } from './texts';
import { reportTexts } from './report-texts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Everything the family wrote, with the spec's fallback for each missing field. */
export function DetailsDialog({ opening, onClose, onContact, onReport }: { opening: OpeningListItem | null; onClose(): void; onContact(): void; onReport(): void }) {
  if (!opening) return null;
  const required = tasks(opening);
  return (
    <Dialog open title={displayName(opening)} onClose={onClose} className="details-dialog">
      <div className="details-head">
        <Avatar src={opening.avatar} size={72} />
        <p className="card-title">{funcao(opening)}</p>
      </div>
      <h3>{t.jobDetails}</h3>
      <p>{opening.detalhesVaga?.trim() || t.noDetails}</p>
      <h3>{t.elder}</h3>
      <dl className="data-list">
        <Row label={t.elderGender} value={opening.generoIdoso?.trim() || t.notInformed} />
        <Row label={t.specialNeed} value={yesNo(opening.necessidadeEspecial)} />
        <Row label={t.comorbidity} value={yesNo(opening.possuiComorbidade)} />
        <Row label={t.medications} value={medications(opening)} />
      </dl>
      <h3>{t.tasks}</h3>
      {required.length > 0 ? (
        <ul>
          {required.map((task) => (
            <li key={task}>{task}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noTasks}</p>
      )}
      <dl className="data-list">
        <Row label={t.preference} value={opening.generoPreferencia?.trim() || t.notInformed} />
        <Row label={t.start} value={start(opening)} />
        <Row label={t.location} value={`${bairro(opening)}, ${cidade(opening)}`} />
        <Row label={t.created} value={formatDate(opening.dataCriacao)} />
        <Row label={t.contract} value={opening.tipoContrato?.trim() || t.noContract} />
        <Row label={t.dailyRate} value={opening.diariaTipo?.trim() || t.noDailyRate} />
      </dl>
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
      <p className="safety-note">{reportTexts.safety}</p>
      {hasPlan(plan) ? (
        <>
          <p>{t.subscriber(plan!)}</p>
          <StoreLinks />
        </>
      ) : (
        <>
          <p>{t.needPlan}</p>
          <Button variant="primary" onClick={() => navigate(paths.account)}>
            {t.subscribe}
          </Button>
          <p>{t.alsoDownload}</p>
          <StoreLinks />
        </>
      )}
      <Button onClick={onClose}>{t.close}</Button>
    </Dialog>
  );
}
