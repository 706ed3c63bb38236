import type { OpeningListItem } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { bairro, cidade, displayName, distance, funcao, published } from './format';
import { openingsTexts as t } from './texts';

const DEFAULT_AVATAR = '/img/avatar-padrao.svg';

export function Avatar({ src, size = 56 }: { src?: string; size?: number }) {
  // Decorative: the family's name is always written beside it.
  return <img className="avatar" src={src || DEFAULT_AVATAR} alt="" width={size} height={size} loading="lazy" />;
}

/**
 * A compact card, so that a phone shows three or more openings at once: name and função beside the avatar, then
 * bairro and cidade, the distance (when ordering by it) and how long ago it was published. The labels 'Função' and
 * 'Bairro' stay for assistive technology.
 */
export function OpeningCard({ opening, onDetails, onContact }: { opening: OpeningListItem; onDetails(): void; onContact(): void }) {
  const titleId = `vaga-${opening.id}`;
  const away = distance(opening);
  return (
    <li className="card opening-card compact-card">
      <div className="opening-head">
        <Avatar src={opening.avatar} size={40} />
        <div className="opening-title">
          <h2 id={titleId} className="opening-name">
            {displayName(opening)}
          </h2>
          <dl className="opening-facts">
            <dt className="visually-hidden">{t.funcao}</dt>
            <dd className="opening-funcao">{funcao(opening)}</dd>
            <dt className="visually-hidden">{t.bairro}</dt>
            <dd>{bairro(opening)}</dd>
            <dt className="visually-hidden">{t.cidade}</dt>
            <dd>{cidade(opening)}</dd>
          </dl>
        </div>
      </div>
      <p className="opening-meta">
        {away && <span className={opening.distanciaKm === null ? undefined : 'opening-distance'}>{away}</span>}
        <span>{published(opening)}</span>
      </p>
      <div className="button-row compact-buttons">
        <Button small aria-describedby={titleId} onClick={onDetails}>
          {t.details}
        </Button>
        <Button variant="primary" small aria-describedby={titleId} onClick={onContact}>
          {t.contact}
        </Button>
      </div>
    </li>
  );
}
