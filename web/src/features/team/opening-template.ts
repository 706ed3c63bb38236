import { writeOpeningCsv, type CsvOpening } from '../../../../contract/opening-csv';
import { saveFile } from '../../lib/external';
import { teamOpeningTexts } from './opening-texts';

const { example, templateFileName } = teamOpeningTexts.file;

/**
 * 'Baixar modelo CSV': the header and two example openings, in the form Excel in Brazil opens in columns (UTF-8 with
 * a BOM, `;` separators), with dates as Excel writes them. Read back by the same parser, it imports as it reads.
 */
export function openingTemplateCsv(): string {
  const openings: CsvOpening[] = example.openings.map(({ bairro, cidade, ...o }) => ({ ...o, clientId: example.familyId, enderecoCompleto: { bairro, cidade } }));
  return `\uFEFF${writeOpeningCsv({ families: [{ id: example.familyId, name: example.familyName }], openings }, ';')}`;
}

export function downloadOpeningTemplate(): void {
  saveFile(templateFileName, openingTemplateCsv(), 'text/csv;charset=utf-8');
}
