import * as z from 'zod';
import { NEARBY_COUNT_CAP, NEARBY_RADIUS_KM, OPENINGS_BEYOND_RADIUS, OPENINGS_CITY_MAX_LENGTH, OPENINGS_ORDERS, type NearbyOpenings, OPENINGS_RADIUS_KM, type OpeningListItem, type OpeningsPage } from '../../contract';
import { hasReported, searchPosition, type Caregiver } from '../caregivers/caregiver';
import { invalidInput } from '../base/errors';
import type { GeoPoint } from '../base/places/geo';
import { messages } from '../base/messages';
import { filterValue, PROFESSIONAL_TYPES, type OpeningFilters } from './opening';

const knownTypes = new Set(PROFESSIONAL_TYPES.map(filterValue));

/** GET /api/openings's query: only shapes and ranges (the rules between them are in `listOpenings`). */
export const openingsQuery = z.object({
  limit: z.coerce
    .number({ error: messages.openingsLimitInvalid })
    .int(messages.openingsLimitInvalid)
    .min(1, messages.openingsLimitInvalid)
    .max(50, messages.openingsLimitInvalid)
    .default(20),
  cursor: z.string().max(2048, messages.invalidCursor).optional(),
  tipoProfissional: z
    .string()
    .refine((t) => t.trim() === '' || knownTypes.has(filterValue(t)), messages.tipoProfissionalInvalid)
    .optional(),
  cidade: z.string().max(OPENINGS_CITY_MAX_LENGTH, messages.cidadeInvalid).optional(),
  ordem: z.enum(OPENINGS_ORDERS, { error: messages.ordemInvalid }).default('recentes'),
  raioKm: z
    .string()
    .regex(/^\d{1,3}$/, messages.raioKmInvalid)
    .transform(Number)
    .refine((km) => km >= OPENINGS_RADIUS_KM.min && km <= OPENINGS_RADIUS_KM.max, messages.raioKmInvalid)
    .optional(),
});
export type OpeningsQuery = z.infer<typeof openingsQuery>;

export type PageRequest = OpeningFilters & { limit: number; cursor?: string };

/** An opening a distance read found: its key, its listing time, how far it is (null: it has no place). */
export interface NearestRef {
  clientId: string;
  id: string;
  createdAt: string;
  distanceKm: number | null;
}

/** The reads a page of openings needs (lambdas/openings/data/openings.ts, openings-by-distance.ts, openings-beyond.ts). */
export interface OpeningsListPorts {
  /** Newest first, joined with the families. */
  newestPage(request: PageRequest): Promise<{ items: OpeningListItem[]; nextCursor: string | null }>;
  /**
   * Nearest first from `centre` within `radiusKm`; after them, when `includeUnplaced`, the openings without a place.
   * References only: `listItems` joins them.
   */
  nearestRefs(request: PageRequest & { centre: GeoPoint; radiusKm: number; includeUnplaced: boolean }): Promise<{ refs: NearestRef[]; nextCursor: string | null }>;
  /**
   * The `limit` nearest placed openings (same filters) from `centre`, however far (within Brazil's reach): what a
   * first page whose radius holds none offers beyond it (`alemDoRaio`, decision 099).
   */
  beyondRefs(request: OpeningFilters & { centre: GeoPoint; limit: number }): Promise<NearestRef[]>;
  /** The openings referred to, with their families, in that order (one read for a page and what lies beyond it). */
  listItems(refs: NearestRef[]): Promise<OpeningListItem[]>;
  /** Whether a cursor was made by `nearestRefs` (each kind of page takes only its own cursors). */
  isNearestCursor(cursor: string | undefined): boolean;
}

/**
 * A page of openings, optionally by professional type and/or city (case and accents ignored): newest first, or
 * nearest first from the caller's own position (`ordem=distancia`, within `raioKm`). Without a known position a
 * distance page falls back to newest first and says so (`ordem`, `posicao`). A cursor of the other kind is refused.
 */
export async function listOpenings(query: OpeningsQuery, caregiver: Caregiver, ports: OpeningsListPorts): Promise<OpeningsPage> {
  const { ordem, raioKm, ...request } = query;
  const position = ordem === 'distancia' ? searchPosition(caregiver) : undefined;
  if (!position) {
    if (ports.isNearestCursor(request.cursor)) throw invalidInput(messages.invalidCursor, 'cursor');
    return { ...withoutReported(await ports.newestPage(request), caregiver), ordem: 'recentes', posicao: null };
  }
  if (request.cursor && !ports.isNearestCursor(request.cursor)) throw invalidInput(messages.invalidCursor, 'cursor');
  const radiusKm = raioKm ?? OPENINGS_RADIUS_KM.default;
  const found = await ports.nearestRefs({ ...request, centre: position.point, radiusKm, includeUnplaced: listsUnplaced(radiusKm) });
  const refs = found.refs.filter((r) => !hasReported(caregiver, r));
  // A first page without a placed opening for her, where the placed ones within her radius are all read (an unplaced
  // one follows them, or no page does): the nearest beyond it too, joined in the same read.
  const placedAllRead = found.nextCursor === null || found.refs.some((r) => r.distanceKm === null);
  const beyond = !request.cursor && placedAllRead && !refs.some((r) => r.distanceKm !== null)
    ? await nearestBeyond({ ...request, centre: position.point }, radiusKm, caregiver, refs, ports)
    : undefined;
  const items = await ports.listItems([...refs, ...(beyond ?? [])]);
  const beyondKeys = new Set(beyond?.map(refKey));
  const answer: OpeningsPage = { items: items.filter((o) => !beyondKeys.has(refKey(o))), nextCursor: found.nextCursor, ordem, posicao: position.posicao, raioKm: radiusKm };
  return beyond ? { ...answer, alemDoRaio: items.filter((o) => beyondKeys.has(refKey(o))) } : answer;
}

const refKey = (o: { clientId: string; id: string }) => `${o.clientId}#${o.id}`;

/** The most openings she reported that the search beyond asks for on top of the five (they are left out after). */
const REPORTED_ALLOWANCE = 20;

/**
 * The OPENINGS_BEYOND_RADIUS nearest openings beyond the radius that she did not report and the page does not hold
 * (one that got its place between the two reads): asked with room for those left out.
 */
async function nearestBeyond(request: PageRequest & { centre: GeoPoint }, radiusKm: number, caregiver: Caregiver, onPage: NearestRef[], ports: OpeningsListPorts): Promise<NearestRef[]> {
  const listed = new Set(onPage.map(refKey));
  const room = Math.min(caregiver.reportedOpenings?.size ?? 0, REPORTED_ALLOWANCE);
  const found = await ports.beyondRefs({ tipoProfissional: request.tipoProfissional, cidade: request.cidade, centre: request.centre, limit: OPENINGS_BEYOND_RADIUS + room });
  return found.filter((r) => !hasReported(caregiver, r) && !listed.has(refKey(r)) && r.distanceKm !== null && r.distanceKm > radiusKm).slice(0, OPENINGS_BEYOND_RADIUS);
}

/** Under a radius narrower than the widest, openings without a place (no distance) are not listed at all. */
const listsUnplaced = (radiusKm: number) => radiusKm >= OPENINGS_RADIUS_KM.default;

/**
 * 'Há N vagas abertas a até 25 km de você': the open openings within NEARBY_RADIUS_KM (one of the search's radii) of
 * her position, counted by paging the very query a distance search of that radius lists (`raioKm=25`: openings
 * without a place excluded, as that search excludes them), 50 a page, stopping at NEARBY_COUNT_CAP.
 */
export async function countNearby(caregiver: Caregiver, ports: Pick<OpeningsListPorts, 'nearestRefs'>): Promise<NearbyOpenings> {
  const position = searchPosition(caregiver);
  if (!position) return { raioKm: NEARBY_RADIUS_KM, vagas: null };
  let vagas = 0;
  let cursor: string | undefined;
  do {
    const page = await ports.nearestRefs({ limit: 50, cursor, centre: position.point, radiusKm: NEARBY_RADIUS_KM, includeUnplaced: listsUnplaced(NEARBY_RADIUS_KM) });
    vagas += page.refs.filter((r) => !hasReported(caregiver, r)).length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && vagas < NEARBY_COUNT_CAP);
  return vagas >= NEARBY_COUNT_CAP ? { raioKm: NEARBY_RADIUS_KM, vagas: NEARBY_COUNT_CAP, maisDe: true } : { raioKm: NEARBY_RADIUS_KM, vagas };
}

/**
 * The openings she reported are not shown to her ('Denunciar vaga'). A page may then hold fewer than `limit` items
 * (even none) and still have a next one: the cursor is the read's, so nothing is skipped or repeated.
 */
function withoutReported<P extends { items: OpeningListItem[] }>(page: P, caregiver: Caregiver): P {
  if (!caregiver.reportedOpenings?.size) return page;
  return { ...page, items: page.items.filter((o) => !hasReported(caregiver, o)) };
}
