import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { OpeningListItem, Page } from '../../../../contract';

export interface OpeningFilters {
  tipoProfissional: string;
  cidade: string;
}

export const PAGE_SIZE = 20;

/** Pages through GET /api/openings with its opaque cursor; new filters start again from the first page. */
export function useOpenings(filters: OpeningFilters) {
  const [items, setItems] = useState<OpeningListItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  const load = useCallback(
    async (from: string | null) => {
      const id = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        const page = await apiRequest<Page<OpeningListItem>>('/openings', {
          query: { limit: PAGE_SIZE, cursor: from ?? undefined, tipoProfissional: filters.tipoProfissional, cidade: filters.cidade.trim() },
        });
        if (id !== request.current) return; // a newer request (other filters) won
        setItems((current) => (from ? [...current, ...page.items] : page.items));
        setCursor(page.nextCursor ?? null);
      } catch (error) {
        if (id !== request.current) return;
        console.error(error);
        setFailed(true);
      }
      setLoading(false);
    },
    [filters.tipoProfissional, filters.cidade],
  );

  useEffect(() => {
    setItems([]);
    setCursor(null);
    void load(null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (cursor && !loading) void load(cursor);
  }, [cursor, loading, load]);

  return { items, hasMore: cursor !== null, loading, failed, loadMore, retry: () => void load(items.length ? cursor : null) };
}
