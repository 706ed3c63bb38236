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
  enderecoCompleto?: { bairro?: string; cidade?: string };
  dataCriacao?: string;
  tipoContrato?: string;
  diariaTipo?: string;
  /** Neighbourhood resolved from the postal code when the opening was written (or a spec fallback text). */
  bairro: string;
}

export interface Family {
  id: string;
  name?: string;
  avatar?: string;
}

/** What the openings list shows: the opening plus its family's name and avatar. */
export interface OpeningListItem extends Opening {
  clientName: string | null;
  avatar: string;
}

export const DEFAULT_FAMILY_AVATAR = '/img/avatar-padrao.svg';

export const PROFESSIONAL_TYPES = ['Acompanhante', 'Cuidador', 'Enfermeiro(a)'] as const;

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
