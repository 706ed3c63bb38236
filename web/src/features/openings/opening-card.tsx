import type { OpeningListItem } from '../../../../contract';
import { bairro, displayName } from './format';
import { openingsTexts as t } from './texts';

const DEFAULT_AVATAR = '/img/avatar-padrao.svg';

export function Avatar({ src, size = 56 }: { src?: string; size?: number }) {
  // Decorative: the family's name is always written beside it.
  return <img className="avatar" src={src || DEFAULT_AVATAR} alt="" width={size} height={size} loading="lazy" />;
}

export function OpeningCard({ opening, onDetails, onContact }: { opening: OpeningListItem; onDetails(): void; onContact(): void }) {
  const titleId = `vaga-${opening.id}`;
  return (
    <li className="card opening-card">
      <div className="opening-head">
        <Avatar src={opening.avatar} />
        <h2 id={titleId} className="opening-name">
          {displayName(opening)}
        </h2>
      </div>
      <dl className="data-list compact">
        <dt>{t.funcao}</dt>
        <dd>{opening.tipoProfissional?.trim() || t.noFuncaoCard}</dd>
        <dt>{t.bairro}</dt>
        <dd>{bairro(opening)}</dd>
      </dl>
      <div className="button-row">
        <button type="button" className="button-secondary" aria-describedby={titleId} onClick={onDetails}>
          {t.details}
        </button>
        <button type="button" className="button-primary" aria-describedby={titleId} onClick={onContact}>
          {t.contact}
        </button>
      </div>
    </li>
  );
}
