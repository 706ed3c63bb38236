import { useEffect, useState } from 'react';
import { apiPaths, type OpeningListItem, type OpeningsPage } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';

/** How far a link looks: this many pages of the newest openings (an alert e-mail names openings of the last days). */
export const LINK_SEARCH_PAGES = 4;
export const LINK_SEARCH_PAGE_SIZE = 50;

export type LinkedOpening =
  | { state: 'none' | 'searching' | 'missing' | 'failed' }
  | { state: 'found'; opening: OpeningListItem };

/**
 * The opening a link names (`/buscar-vagas?vaga=<id>`, from the alert e-mail): looked up among the newest open
 * openings, page by page, independently of the list on screen (whose order, filters and paging are hers).
 * 'missing' when it is not among them (closed, or older than the search goes).
 */
export function useLinkedOpening(id: string | null): LinkedOpening {
  const [linked, setLinked] = useState<LinkedOpening>({ state: id ? 'searching' : 'none' });

  useEffect(() => {
    if (!id) {
      setLinked({ state: 'none' });
      return;
    }
    let current = true;
    setLinked({ state: 'searching' });
    void (async () => {
      try {
        let cursor: string | undefined;
        for (let page = 0; page < LINK_SEARCH_PAGES; page++) {
          const found = await apiRequest<OpeningsPage>(apiPaths.openings, { query: { limit: LINK_SEARCH_PAGE_SIZE, cursor } });
          if (!current) return;
          const opening = found.items.find((o) => o.id === id);
          if (opening) return setLinked({ state: 'found', opening });
          if (!found.nextCursor) break;
          cursor = found.nextCursor;
        }
        setLinked({ state: 'missing' });
      } catch (error) {
        if (!current) return;
        console.error(error);
        setLinked({ state: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [id]);

  return linked;
}
