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
