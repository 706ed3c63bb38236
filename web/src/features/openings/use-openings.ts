import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
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
  const [used, setUsed] = useState<UsedQuery | null>(null);
  const request = useRef(0);
  // The query a cursor belongs to: right after the filters change, the old cursor is still in state for one render,
  // and a scroll-triggered "load more" must not send it with the new query (the API refuses it).
  const query = JSON.stringify([filters.tipoProfissional, filters.cidade, filters.raioKm, order, positionVersion]);
  const cursorQuery = useRef('');
  // The query the list in state answers. The render right after a change of filters or order still holds the old
  // list; it is never shown under the new choice (a moment of the wrong order or radius, and tests that read it).
  const [shownQuery, setShownQuery] = useState<string | null>(null);

  const load = useCallback(
    async (from: string | null) => {
      const id = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        const page = await apiRequest<OpeningsPage>(apiPaths.openings, {
          query: openingsQuery(filters, order, from),
        });
        if (id !== request.current) return; // a newer request (other filters) won
        cursorQuery.current = query;
        // Twenty cards are rendered in slices that let the phone answer a tap between them (a transition).
        startTransition(() => {
          setItems((current) => (from ? [...current, ...page.items] : page.items));
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
      }
      setLoading(false);
    },
    // positionVersion: a new position means new distances, so the list starts again.
    [filters.tipoProfissional, filters.cidade, filters.raioKm, order, positionVersion, query],
  );

  useEffect(() => {
    setItems([]);
    setCursor(null);
    void load(null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (cursor && !loading && cursorQuery.current === query) void load(cursor);
  }, [cursor, loading, load, query]);

  // An opening she reported leaves the list at once (the server leaves it out of every later page).
  const hide = useCallback((gone: Pick<OpeningListItem, 'clientId' | 'id'>) => setItems((current) => current.filter((o) => o.clientId !== gone.clientId || o.id !== gone.id)), []);

  const current = shownQuery === query;
  return {
    items: current ? items : [],
    hasMore: current && cursor !== null,
    loading: loading || (!current && !failed),
    failed,
    used: current ? used : null,
    loadMore,
    hide,
    retry: () => void load(current && items.length ? cursor : null),
  };
}
