import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { refusalOf } from '../../lib/use-api';
import { apiPaths, type OpeningListItem, type OpeningsOrder, type OpeningsPage, type SearchPosition } from '../../../../contract';
import { openingsQuery, type OpeningFilters } from './openings-query';

/** What the server used for the list (its first page): the order, the position and radius, the nearest beyond it. */
export interface UsedQuery {
  ordem: OpeningsOrder;
  posicao: SearchPosition | null;
  raioKm?: number;
  /** The nearest openings beyond the radius, when none lies within it. */
  alemDoRaio: OpeningListItem[];
}
const openingKey = (o: Pick<OpeningListItem, 'clientId' | 'id'>) => `${o.clientId}/${o.id}`;

/**
 * Pages through GET /api/openings with its opaque cursor; new filters, another order or a new position start
 * again from the first page. `ordem` and `posicao` are what the server actually used (a distance page without a
 * known position comes back newest first).
 */
export function useOpenings(filters: OpeningFilters, order: OpeningsOrder, positionVersion: number) {
  const [items, setItems] = useState<OpeningListItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [used, setUsed] = useState<UsedQuery | null>(null);
  const request = useRef(0);
  const query = JSON.stringify([filters.tipoProfissional, filters.cidade, filters.raioKm, order, positionVersion]);
  // The query the list, cursor and `used` in state answer. Right after a change of filters or order they still belong
  // to the old one: they are never shown under the new choice, and "load more" never sends the old cursor with the new
  // query (the API refuses it).
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const current = shownQuery === query;

  const load = useCallback(
    async (from: string | null) => {
      const id = ++request.current;
      setLoading(true);
      setFailed(false);
      setRefusal(undefined);
      try {
        const page = await apiRequest<OpeningsPage>(apiPaths.openings, {
          query: openingsQuery(filters, order, from),
        });
        if (id !== request.current) return; // a newer request (other filters) won
        // Twenty cards are rendered in slices that let the phone answer a tap between them (a transition).
        startTransition(() => {
          setItems((shown) => (from ? [...shown, ...page.items] : page.items));
          setCursor(page.nextCursor ?? null);
          if (!from) setUsed({ ordem: page.ordem ?? 'recentes', posicao: page.posicao ?? null, raioKm: page.raioKm, alemDoRaio: page.alemDoRaio ?? [] });
          setShownQuery(query);
          setLoading(false);
        });
        return;
      } catch (error) {
        if (id !== request.current) return;
        console.error(error);
        setFailed(true);
        // A filter the API refuses (400: a city longer than it takes) is said in its words: trying again cannot help.
        setRefusal(error instanceof ApiError && error.status === 400 ? error.message : refusalOf(error));
      }
      setLoading(false);
    },
    // positionVersion: a new position means new distances, so the list starts again.
    [filters.tipoProfissional, filters.cidade, filters.raioKm, order, positionVersion, query],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (current && cursor && !loading) void load(cursor);
  }, [current, cursor, loading, load]);

  // An opening she reported leaves every list on screen at once, the nearest beyond her radius included (the server
  // leaves it out of every later page).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hide = useCallback((gone: Pick<OpeningListItem, 'clientId' | 'id'>) => setHidden((known) => new Set(known).add(openingKey(gone))), []);
  const shown = (list: OpeningListItem[]) => (hidden.size ? list.filter((o) => !hidden.has(openingKey(o))) : list);

  return {
    items: current ? shown(items) : [],
    hasMore: current && cursor !== null,
    loading: loading || (!current && !failed),
    failed,
    refusal,
    used: current && used ? { ...used, alemDoRaio: shown(used.alemDoRaio) } : null,
    loadMore,
    hide,
    retry: () => void load(current && items.length ? cursor : null),
  };
}
