import { randomBytes } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditPage } from '../../contract/team';
import { teamTexts } from './texts';

/** Reads one page of the Registro, newest first. */
export type ReadAuditPage = (limit: number, cursor?: string) => Promise<AuditPage>;

/** A new line of the Registro: who (the operator's id), what, on whom (an id), when. */
export function newAuditEntry(input: { actorId: string; action: AuditAction; targetId?: string; changedFields?: string[] }, now: Date = new Date()): AuditEntry {
  return { id: randomBytes(6).toString('hex'), at: now.toISOString(), ...input };
}

export const AUDIT_PAGE_SIZE = 50;
/** The CSV reads the log in pages this large until it ends. */
const CSV_PAGE_SIZE = 500;

export function listAudit(readPage: ReadAuditPage, cursor?: string): Promise<AuditPage> {
  return readPage(AUDIT_PAGE_SIZE, cursor);
}

/**
 * The whole Registro as CSV, newest first, with the console's column names, in the form Excel in Brazil opens in
 * columns: UTF-8 with a BOM, `;` separators, RFC 4180 quoting. A cell that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, tab or carriage return) is neutralised with a leading apostrophe (OWASP's CSV
 * injection advice): names and e-mails on these lines come from outside.
 */
export async function auditCsv(readPage: ReadAuditPage): Promise<string> {
  const lines = [teamTexts.csvHeader.map(csvField).join(';')];
  let cursor: string | undefined;
  do {
    const page = await readPage(CSV_PAGE_SIZE, cursor);
    lines.push(...page.entries.map(csvLine));
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvLine(entry: AuditEntry): string {
  return [entry.at, entry.actorId, teamTexts.actions[entry.action] ?? entry.action, entry.targetDeleted ? teamTexts.deletedTarget : (entry.targetId ?? '')].map(csvField).join(';');
}

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
