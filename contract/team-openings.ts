/** The console's 'Vagas' (Painel da equipe): the shapes its API answers. */

/** One opening as the team lists it: who, what, where, when, and whether it is closed. */
export interface TeamOpening {
  clientId: string;
  id: string;
  /** ISO 8601 */
  createdAt: string;
  familia: string | null;
  tipoProfissional?: string;
  cidade?: string;
  /** ISO 8601, once closed ('Encerrar vaga'). */
  encerradaEm?: string;
}

/** GET /api/equipe/vagas: newest first; `familia` (a family's id) lists that family's openings, closed ones too. */
export interface TeamOpeningsPage {
  items: TeamOpening[];
  nextCursor: string | null;
}

/** POST /api/equipe/vagas/{clientId}/{id}/encerramento */
export interface CloseOpeningResult {
  encerradaEm: string;
  /** False when it was already closed (a retry): nothing was written. */
  changed: boolean;
}

/** POST /api/equipe/vagas/arquivo: the report of `npm run import` (lambdas/services/operator-import.ts). */
export interface OpeningFileReport {
  written: { families: number; openings: number; notices: number };
  unchanged: { notices: number };
  refused: { kind: 'family' | 'opening' | 'notice'; index: number; ref: string; reason: string }[];
  unplaced: { index: number; ref: string; reason: string }[];
}
