import { ptBrNumber } from './pt-br-number';
/** The professions a caregiver signs up as and an opening asks for (the spec's three, in its order). */
export const PROFESSIONAL_TYPES = ['Acompanhante', 'Cuidador', 'Enfermeiro(a)'] as const;
export type ProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

/** An opening posted by a family (the spec's `anuncios` entries), one item per opening. */
export interface Opening {
  id: string;
  clientId: string;
  /** ISO 8601; orders the list, newest first. */
  createdAt: string;
  cep?: string;
  tipoProfissional?: string;
  detalhesVaga?: string;
  generoIdoso?: string;
  necessidadeEspecial?: boolean;
  possuiComorbidade?: boolean;
  medicacoes?: string[];
  tarefas?: Record<string, boolean>;
  generoPreferencia?: string;
  selectedDate?: string;
  selectedTime?: string;
  /** `uf` (two letters) is written by the server with the city its CEP gives (lambdas/openings/address-from-cep.ts). */
  enderecoCompleto?: { bairro?: string; cidade?: string; uf?: string };
  dataCriacao?: string;
  tipoContrato?: string;
  diariaTipo?: string;
  /** Neighbourhood resolved from the postal code when the opening was written (or a spec fallback text). */
  bairro: string;
}

/**
 * The only fields of an opening a caregiver receives (GET /api/openings, both orders): what the spec's card and
 * details dialog show, on a need-to-know basis. Never the CEP (often one street segment) nor the opening's place;
 * of the address, only `enderecoCompleto.bairro` and `.cidade`. The privacy page lists the same data.
 */
export const OPENING_ITEM_FIELDS = [
  'id',
  'clientId',
  'createdAt',
  'tipoProfissional',
  'detalhesVaga',
  'generoIdoso',
  'necessidadeEspecial',
  'possuiComorbidade',
  'medicacoes',
  'tarefas',
  'generoPreferencia',
  'selectedDate',
  'selectedTime',
  'enderecoCompleto',
  'dataCriacao',
  'tipoContrato',
  'diariaTipo',
  'bairro',
] as const satisfies readonly Exclude<keyof Opening, 'cep'>[];
export type OpeningItemField = (typeof OPENING_ITEM_FIELDS)[number];

/** What GET /api/openings lists: the allow-listed fields of an opening plus its family's name and avatar. */
export interface OpeningListItem extends Pick<Opening, OpeningItemField> {
  clientName: string | null;
  avatar: string;
  /**
   * Only in a distance page (`ordem=distancia`): km from the caregiver's position, one decimal; null for an
   * opening that could not be placed (listed after every placed one).
   */
  distanciaKm?: number | null;
  /**
   * Only with a distance: true when the opening is known only at city level (placed at its municipality's seat), so
   * the distance is measured to the centre of its city ('distância até o centro de Campinas').
   */
  distanciaAteCentro?: boolean;
}

/** GET /api/openings `ordem`: newest first (default) or nearest first. */
export const OPENINGS_ORDERS = ['recentes', 'distancia'] as const;
export type OpeningsOrder = (typeof OPENINGS_ORDERS)[number];
/** The one search radius rule, whole km: a distance page's `raioKm` and an alert's. */
export const SEARCH_RADIUS_KM = { min: 1, max: 200 } as const;
/** `raioKm` of a distance page: whole km in SEARCH_RADIUS_KM; without it, a distance search reaches `default`. */
export const OPENINGS_RADIUS_KM = { ...SEARCH_RADIUS_KM, default: SEARCH_RADIUS_KM.max } as const;
/** The radii 'Distância máxima' offers on /buscar-vagas (the widest is the default). */
export const OPENINGS_RADII_KM = [10, 25, 50, 100, OPENINGS_RADIUS_KM.default] as const;
/** `?raio=<km>` on /buscar-vagas opens the distance search with that radius (one of OPENINGS_RADII_KM; else ignored). */
export const OPENINGS_RADIUS_PARAM = 'raio';

/**
 * A distance as the app and the alert e-mail write it, before ' km': one decimal under 10 km ('0,0', '3,2'),
 * whole km beyond ('12'), pt-BR decimal comma.
 */
export const distanceKmText = (km: number): string => ptBrNumber(km, km < 10 ? 1 : 0);

/** The longest city the openings' filter takes (the API refuses a longer one with a 400; the field stops there). */
export const OPENINGS_CITY_MAX_LENGTH = 80;

/** `?vaga=<id>` on /buscar-vagas opens that opening's details (the alert e-mail links each opening so). */
export const OPENING_LINK_PARAM = 'vaga';

/** Where the caregiver is taken to be: her device's last location, or the CEP she typed (the newer one). */
export interface SearchPosition {
  fonte: 'localizacao' | 'cep';
  /** Only for `cep`: the CEP (8 digits), its neighbourhood and city as ViaCEP names them. */
  cep?: string;
  bairro?: string;
  cidade?: string;
  /**
   * Present when `bairro` is the spec's fallback text for a CEP without a neighbourhood ('Bairro não informado',
   * 'Bairro não encontrado'), not a place: a stable code, so the SPA never matches the words.
   */
  bairroFallback?: BairroFallback;
  /** ISO 8601: when it was given. */
  atualizadaEm: string;
}

/** Why a CEP position has no neighbourhood: ViaCEP names none, or did not find the CEP. */
export type BairroFallback = 'nao-informado' | 'nao-encontrado';

/**
 * GET /api/openings?ordem&raioKm&limit&cursor&tipoProfissional&cidade. `ordem` is the order actually used:
 * a distance page asked for without any known position falls back to newest first (`posicao` null).
 */
export interface OpeningsPage extends Page<OpeningListItem> {
  ordem: OpeningsOrder;
  posicao: SearchPosition | null;
  /** The radius of a distance page. */
  raioKm?: number;
  /**
   * Only on the first page of a distance search that found no placed opening within `raioKm`: the nearest
   * openings beyond it (with their distances), so that she is told how far the nearest ones are.
   */
  alemDoRaio?: OpeningListItem[];
}

/** GET /api/openings/perto: the open openings within NEARBY_RADIUS_KM of her position, counted by the list's own query. */
export interface NearbyOpenings {
  raioKm: number;
  /** Null while her position is unknown. */
  vagas: number | null;
  /** True when counting stopped at NEARBY_COUNT_CAP (there are at least that many). */
  maisDe?: boolean;
}
/**
 * 'Há N vagas abertas a até 25 km de você' (ui-contract): one of the search's own radii, counted as a distance search
 * of that radius lists, and linked to that search (`?raio=25`): the count she reads and the list she opens use one
 * number (issue 43).
 */
export const NEARBY_RADIUS_KM = 25 satisfies (typeof OPENINGS_RADII_KM)[number];
export const NEARBY_COUNT_CAP = 1000;

/** How many openings beyond the radius a distance search offers when none lies within it. */
export const OPENINGS_BEYOND_RADIUS = 5;

/** PUT /api/me/cep: the caregiver's CEP, used as her position when the device's location is unknown or older. */
export interface SetCepRequest {
  cep: string;
}
/** PUT /api/me/location: the device's position (the browser's geolocation). */
export interface LocationRequest {
  latitude: number;
  longitude: number;
}

/** PUT /api/me/location's answer: the position as kept, with the server's time. */
export interface LocationResponse {
  lastLocation: LocationRequest & { timestamp: string };
}

export interface SetCepResponse {
  posicao: SearchPosition;
}

/** One page of a paged list; `nextCursor` is opaque, absent or null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}
