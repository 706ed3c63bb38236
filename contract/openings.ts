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
  enderecoCompleto?: { bairro?: string; cidade?: string };
  dataCriacao?: string;
  tipoContrato?: string;
  diariaTipo?: string;
  /** Neighbourhood resolved from the postal code when the opening was written (or a spec fallback text). */
  bairro: string;
}

/** What GET /api/openings lists: the opening plus its family's name and avatar. */
export interface OpeningListItem extends Opening {
  clientName: string | null;
  avatar: string;
}

/** One page of a paged list; `nextCursor` is opaque, absent or null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}
