export type { Opening, OpeningListItem } from '../../contract';
export { PROFESSIONAL_TYPES } from '../../contract';

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
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/#/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface OpeningFilters {
  tipoProfissional?: string;
  cidade?: string;
}
