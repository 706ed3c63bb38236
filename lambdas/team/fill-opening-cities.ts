import type { TeamOpeningFields, TeamOpeningWritten } from '../../contract/team-openings';
import { DomainError } from '../base/errors';
import { openingReference, type StoredOpening } from '../openings/opening';
import type { Operator } from './audit';
import { correctionOf } from './opening-form';
import { teamTexts } from './texts';

/** Who the Registro names for the script's corrections. */
export const CITY_FILL_OPERATOR: Operator = { id: 'script:preencher-cidades', label: teamTexts.cityFill.actor };

export interface CityFillIo {
  openingsWithoutCity(): Promise<StoredOpening[]>;
  findOpening(clientId: string, id: string): Promise<StoredOpening | undefined>;
  /** 'Corrigir vaga' itself: the import's rules, the CEP's city, the copies, counts and the Registro line in one transaction. */
  correct(input: { operator: Operator; clientId: string; id: string; vaga: TeamOpeningFields }): Promise<TeamOpeningWritten>;
}

export interface CityFillReport {
  found: number;
  filled: string[];
  /** Openings still without a city, each with the reason in words (the CEP names none, a rule refused it…). */
  left: { ref: string; reason: string }[];
}

/**
 * One-off (issue 51, item 7): each open opening stored with a CEP and no city, saved again through 'Corrigir vaga'
 * with its own fields, as an operator would by opening it and pressing 'Salvar': the CEP's city is filled in, the
 * opening joins its city's filter copies and counts, and the Registro has a line naming the script. A rewrite is no
 * new opening (the stream matches INSERTs only), so no alert is sent again. Running it again fills nothing twice.
 */
export async function fillOpeningCities(io: CityFillIo): Promise<CityFillReport> {
  const found = await io.openingsWithoutCity();
  const report: CityFillReport = { found: found.length, filled: [], left: [] };
  for (const { clientId, id } of found) {
    const ref = openingReference(clientId, id);
    const stored = await io.findOpening(clientId, id);
    if (!stored || stored.encerradaEm) continue;
    try {
      const written = await io.correct({ operator: CITY_FILL_OPERATOR, clientId, id, vaga: correctionOf(stored) });
      if (written.changedFields.includes('enderecoCompleto')) report.filled.push(ref);
      else report.left.push({ ref, reason: teamTexts.cityFill.cepWithoutCity });
    } catch (error) {
      // A refusal the form would show (a rule the old record breaks, a change meanwhile): left for an operator.
      if (!(error instanceof DomainError) || !['invalid-input', 'conflict', 'not-found'].includes(error.kind)) throw error;
      report.left.push({ ref, reason: error.message });
    }
  }
  return report;
}
