import { OPENINGS_RADIUS_KM, type OpeningsOrder } from '../../../../contract';

// The list's query, apart from its hook: the app's boot sends the first page's request with it (app/first-requests.ts)
// without bringing the hook's code into every page's first download.

export interface OpeningFilters {
  tipoProfissional: string;
  cidade: string;
  /** Only used when ordering by distance. */
  raioKm: number;
}

export const PAGE_SIZE = 20;

export const NO_FILTERS: OpeningFilters = { tipoProfissional: '', cidade: '', raioKm: OPENINGS_RADIUS_KM.default };

/** Nearest first is asked for by default; the server answers newest first while no position is known. */
export const FIRST_ORDER: OpeningsOrder = 'distancia';

/** GET /api/openings' query for a page of this search (the first page without a cursor). */
export function openingsQuery(filters: OpeningFilters, order: OpeningsOrder, cursor: string | null = null) {
  return {
    limit: PAGE_SIZE,
    cursor: cursor ?? undefined,
    tipoProfissional: filters.tipoProfissional,
    cidade: filters.cidade.trim(),
    ...(order === 'distancia' ? { ordem: order, raioKm: filters.raioKm } : {}),
  };
}

