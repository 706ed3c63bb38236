export type { Opening, OpeningListItem } from '../../contract';
import { OPENING_ITEM_FIELDS, type Opening, type OpeningItemField } from '../../contract';
export { PROFESSIONAL_TYPES } from '../../contract';
import type { CepPlace } from '../base/places/geo';
import { foldForComparison } from '../base/text';

/** Where an opening is, resolved from its CEP when it is written (base/places). */
export type OpeningPlace = CepPlace;

/** An opening as stored: the contract's fields plus its place (never sent to the SPA). */
export type StoredOpening = Opening & {
  localizacao?: OpeningPlace;
  /** The geo index cell it is filed under ('-' without a place); absent on openings stored before the index. */
  geoCell?: string;
  /** True when its first geohash character's region counts (`GEOREGIONS#{c}`) hold it (lambdas/openings/data/geo-index.ts). */
  geoParts?: true;
  /** When the team closed it (ISO 8601): it then leaves every list, the index and alert matching. */
  encerradaEm?: string;
  /** The date its file gave (ISO 8601), the family's own: never its listing date (`createdAt`, the server's). */
  dataInformada?: string;
};

export interface Family {
  id: string;
  name?: string;
  avatar?: string;
}

export const DEFAULT_FAMILY_AVATAR = '/img/avatar-padrao.svg';

/**
 * How filter values are compared: case, accents and repeated spaces do not matter ("sao  paulo" finds
 * "São Paulo"). Used both when an opening is written (index keys) and when a filter is read.
 */
export function filterValue(value: string): string {
  return foldForComparison(value.replace(/#/g, ' '));
}

export interface OpeningFilters {
  tipoProfissional?: string;
  cidade?: string;
}

/**
 * What a caregiver is shown of an opening: only the contract's allow-listed fields (`OPENING_ITEM_FIELDS`), and of
 * the address only the neighbourhood and the city, whatever else an item holds (the CEP, its place, bookkeeping).
 */
export function openingForCaregiver(o: Opening): Pick<Opening, OpeningItemField> {
  const shown: Partial<Record<OpeningItemField, unknown>> = {};
  for (const field of OPENING_ITEM_FIELDS) if (o[field] !== undefined) shown[field] = o[field];
  if (o.enderecoCompleto) {
    const { bairro, cidade } = o.enderecoCompleto;
    shown.enderecoCompleto = { ...(bairro !== undefined ? { bairro } : {}), ...(cidade !== undefined ? { cidade } : {}) };
  }
  return shown as Pick<Opening, OpeningItemField>;
}

/** An opening as the Registro and the import's report name it: 'family/opening' (`clientId/id`). */
export const openingReference = (clientId: string, id: string): string => `${clientId}/${id}`;
