import type { OpeningListItem } from '../../../../contract';
import { Button } from '../../components/ui/button';
import { OpeningCard } from './opening-card';
import { openingsTexts as t } from './texts';
import type { UsedQuery } from './use-openings';

interface Props {
  items: OpeningListItem[];
  used: UsedQuery | null;
  /** Whether Função, Cidade or a narrower radius is on. */
  filtered: boolean;
  loaded: boolean;
  onDetails(o: OpeningListItem): void;
  onContact(o: OpeningListItem): void;
  onClearFilters(): void;
}

function Cards({ items, onDetails, onContact, labelledBy }: Pick<Props, 'items' | 'onDetails' | 'onContact'> & { labelledBy?: string }) {
  return (
    <ul className="opening-list" aria-labelledby={labelledBy}>
      {items.map((opening) => (
        <OpeningCard key={opening.id + opening.clientId} opening={opening} onDetails={() => onDetails(opening)} onContact={() => onContact(opening)} />
      ))}
    </ul>
  );
}

/**
 * The list and its states, said plainly: by distance, the openings within her radius, then (only under the widest
 * radius) those without a place under their own heading; nothing within the radius says so with the radius and
 * offers the nearest beyond it; an empty filtered list offers to clear the filters; an unfiltered one keeps the
 * spec's 'Nenhuma vaga disponível no momento.'.
 */
export function OpeningsResults({ items, used, filtered, loaded, onDetails, onContact, onClearFilters }: Props) {
  const byDistance = used?.ordem === 'distancia';
  const placed = byDistance ? items.filter((o) => o.distanciaKm !== null) : items;
  const unplaced = byDistance ? items.filter((o) => o.distanciaKm === null) : [];
  const beyond = used?.alemDoRaio ?? [];
  // Nothing within her radius, but something to show: the nearest beyond it, or openings without a place.
  const noneWithin = loaded && byDistance && placed.length === 0 && used?.raioKm !== undefined && (beyond.length > 0 || unplaced.length > 0);
  const clear = (
    <Button small onClick={onClearFilters}>
      {t.clearFilters}
    </Button>
  );
  return (
    <>
      {placed.length > 0 && <Cards items={placed} onDetails={onDetails} onContact={onContact} />}
      {noneWithin && (
        <div className="empty" role="status">
          <p>{t.noneWithin(used.raioKm!)}</p>
          {filtered && clear}
        </div>
      )}
      {noneWithin && beyond.length > 0 && (
        <section aria-labelledby="vagas-alem">
          <h2 id="vagas-alem" className="list-heading">
            {t.beyondTitle(used.raioKm!)}
          </h2>
          <Cards items={beyond} onDetails={onDetails} onContact={onContact} labelledBy="vagas-alem" />
        </section>
      )}
      {unplaced.length > 0 && (
        <section aria-labelledby="vagas-sem-lugar">
          <h2 id="vagas-sem-lugar" className="list-heading">
            {t.unplacedTitle}
          </h2>
          <Cards items={unplaced} onDetails={onDetails} onContact={onContact} labelledBy="vagas-sem-lugar" />
        </section>
      )}
      {loaded && items.length === 0 && beyond.length === 0 && (
        <div className="empty" role="status">
          <p>{filtered ? t.noMatch : t.empty}</p>
          {filtered && clear}
        </div>
      )}
    </>
  );
}
