import { writeOpeningCsv, type CsvOpening } from '../../../../contract/opening-csv';
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
  const url = URL.createObjectURL(new Blob([openingTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = templateFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
