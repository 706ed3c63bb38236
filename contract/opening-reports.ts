/**
 * 'Denunciar vaga': a caregiver reports an opening she finds suspicious (issue 32). The reasons are codes here;
 * their Portuguese labels live in the catalogues (the SPA's openings texts, the console's support texts).
 */
export const OPENING_REPORT_REASONS = ['vaga-falsa', 'pede-dinheiro', 'vaga-preenchida', 'outro'] as const;
export type OpeningReportReason = (typeof OPENING_REPORT_REASONS)[number];

/** The optional text she may add, in characters. */
export const OPENING_REPORT_TEXT_MAX = 1000;

/** POST /api/openings/{clientId}/{id}/denuncia's body. */
export interface OpeningReportRequest {
  motivo: OpeningReportReason;
  texto?: string;
}

/** Its 201 answer: the report as stored (the opening is hidden from her from now on). */
export interface OpeningReportCreated {
  clientId: string;
  vagaId: string;
  motivo: OpeningReportReason;
  /** ISO 8601 */
  createdAt: string;
}

/** One of her reports, as her data export ('Baixar meus dados') lists it. */
export interface OpeningReportExport extends OpeningReportCreated {
  texto?: string;
}

/** The console's 'Atendimento': the reports of one opening, together (who reported is not shown). */
export interface TeamOpeningReportGroup {
  clientId: string;
  vagaId: string;
  /** The opening as stored now; null when it is no longer stored. */
  vaga: { tipoProfissional?: string; cidade?: string; bairro?: string; familia?: string; encerradaEm?: string } | null;
  /** Newest first. */
  denuncias: { motivo: OpeningReportReason; texto?: string; createdAt: string; decididaEm?: string; decisao?: 'descartada' | 'vaga-encerrada'; motivoDescarte?: string }[];
}

/** POST /api/equipe/denuncias/{clientId}/{id}/descarte's answer: how many open reports were discarded, and when. */
export interface OpeningReportsDiscarded {
  descartadas: number;
  decididaEm: string;
}

/**
 * GET /api/equipe/denuncias?cursor=: one page of the reports, newest first, grouped by opening (groups ordered by
 * their newest report). An opening's reports may continue on the next page, in a group of the same opening.
 */
export interface TeamOpeningReports {
  items: TeamOpeningReportGroup[];
  /** Signed; null when no report remains. */
  cursor: string | null;
}
