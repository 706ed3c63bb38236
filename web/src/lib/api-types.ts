import type { OpeningListItem } from '../../../lambdas/domain/opening';

/** Shapes of the API's answers, as the design document names them (the spec's field names). */
export interface Me {
  uid?: string;
  name: string;
  email: string;
  phone?: string;
  status?: string;
  tipoDeCadastro: string;
  genero?: string;
  tipodeconta: string;
  planoescolhido?: string;
  avatar?: string;
}

export interface Notice {
  id: string;
  mensagem: string;
  status: string;
  /** Epoch seconds. */
  createdAt?: number;
  horario?: string;
}

/** One opening as GET /api/openings lists it (the server's own type: one definition for both sides). */
export type OpeningItem = OpeningListItem;

export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}
