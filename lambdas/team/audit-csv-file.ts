import { auditCsvLine, csvField } from '../../contract/audit-lines';
import { auditTexts } from '../../contract/audit-texts';
import type { ReadAuditPage } from './audit';

/** One answer of 'Baixar CSV' holds at most this many lines (a Lambda's answer is at most 6 MB); the next part follows its cursor. */
export const CSV_LINES_PER_PART = 5000;
/** The CSV reads the log in pages this large. */
const CSV_PAGE_SIZE = 500;

/**
 * One part of the Registro as CSV, newest first, in the form Excel in Brazil opens: UTF-8 with a BOM and the header
 * on the first part only, `;` separators, cells neutralised (contract/audit-lines.ts). The console asks for parts
 * until no cursor is left and saves them as one file, so 50,000 lines (or more) go out without one huge answer.
 */
export async function auditCsvPart(readPage: ReadAuditPage, cursor?: string): Promise<{ text: string; cursor: string | null; lines: number }> {
  const lines = cursor ? [] : [auditTexts.csvHeader.map(csvField).join(';')];
  let next = cursor;
  let count = 0;
  do {
    const page = await readPage(CSV_PAGE_SIZE, next);
    lines.push(...page.entries.map(auditCsvLine));
    count += page.entries.length;
    next = page.cursor ?? undefined;
  } while (next && count < CSV_LINES_PER_PART);
  const text = lines.length ? `${lines.join('\r\n')}\r\n` : '';
  return { text: cursor ? text : `\uFEFF${text}`, cursor: next ?? null, lines: count };
}

/** The whole range as one text (the parts put together, as the console does). */
export async function auditCsv(readPage: ReadAuditPage): Promise<string> {
  let part = await auditCsvPart(readPage);
  let text = part.text;
  while (part.cursor) {
    part = await auditCsvPart(readPage, part.cursor);
    text += part.text;
  }
  return text;
}
