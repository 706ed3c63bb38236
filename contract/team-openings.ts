import type { Opening } from './openings';
import type { RecordProblem } from './opening-problems';
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

/** POST /api/equipe/vagas/arquivo: the report of `npm run import` (lambdas/openings/operator-import.ts). */
export interface OpeningFileReport {
  written: { families: number; openings: number; notices: number };
  unchanged: { notices: number };
  /**
   * `index`: the record's position in its list; `linha`: the CSV line it came from (CSV files only); `problems`: each
   * bad field of a record refused for its fields (`reason` says them all, in the file's names).
   */
  refused: { kind: 'family' | 'opening' | 'notice'; index: number; ref: string; reason: string; linha?: number; problems?: RecordProblem[] }[];
  unplaced: { index: number; ref: string; reason: string; linha?: number }[];
  /** Openings written with a value read another way (a 'Função' spelled 'cuidadora' read as 'Cuidador'); only when there are some. */
  adjusted?: { index: number; ref: string; reason: string; linha?: number }[];
}

/** The most records (families + openings + notices) one request may carry; the console sends a larger file in parts. */
export const MAX_RECORDS_PER_REQUEST = 500;
/** The most bytes one request may carry (the API also refuses more with 413). */
export const MAX_FILE_BYTES = 1024 * 1024;
/** How many records the console puts in each part of a large file. */
export const RECORDS_PER_PART = 100;

export type OpeningSituation = 'abertas' | 'encerradas';
/** GET /api/equipe/vagas's search: all optional; `de`/`ate` are days (AAAA-MM-DD) of publication, both included. */
export interface TeamOpeningsSearch {
  familia?: string;
  cidade?: string;
  tipoProfissional?: string;
  de?: string;
  ate?: string;
  situacao?: OpeningSituation;
  cursor?: string;
}

/** A family as the console lists it ('Famílias'). */
export interface TeamFamily {
  id: string;
  name?: string;
  avatar?: string;
}
/** GET /api/equipe/familias?nome=: families whose name (or id) contains `nome`, accents and case ignored, by name. */
export interface TeamFamiliesPage {
  items: TeamFamily[];
  /** True when more families matched than one answer lists (TEAM_FAMILIES_LIMIT): narrow the search. */
  more: boolean;
}
export const TEAM_FAMILIES_LIMIT = 50;

/**
 * The fields of one opening as the console's form sends them: the import's opening record (lambdas/openings/
 * import-file.ts checks both with one rule set) without its family and id, which the path or `familia` give.
 * Never `createdAt`: an opening's listing date is the server's, when it was first stored (issue 41).
 */
export type TeamOpeningFields = Partial<Omit<Opening, 'id' | 'clientId' | 'bairro' | 'createdAt'>>;

/** POST /api/equipe/vagas ('Nova vaga'): an existing family by id, or a new one with her fields; the id is made when absent. */
export interface CreateTeamOpening {
  familia: { id: string } | { nova: TeamFamily };
  id?: string;
  vaga: TeamOpeningFields;
}

/** One line of an opening's history ('Histórico'): a Registro line about it. */
export interface TeamOpeningHistoryLine {
  at: string;
  action: string;
  actorId: string;
  /** What a correction changed (field names of the opening record). */
  changedFields?: string[];
}

/** GET /api/equipe/vagas/{clientId}/{id}: the opening as stored (CEP included), her family, and its history. */
export interface TeamOpeningDetail {
  vaga: TeamOpeningFields & { id: string; clientId: string; createdAt: string; bairro: string; encerradaEm?: string };
  familia: TeamFamily;
  historico: TeamOpeningHistoryLine[];
  /** The date its file gave ('Publicada em' of an upload, ISO 8601): the family's, shown beside the listing time, never the listing's. */
  dataInformada?: string;
}

/** POST /api/equipe/vagas and PUT /api/equipe/vagas/{clientId}/{id}: what was written, and whether it has a place. */
export interface TeamOpeningWritten {
  clientId: string;
  id: string;
  /** Set when the CEP gave no place: the reason, in words (it is listed after every placed opening). */
  unplaced?: string;
  changedFields: string[];
}
