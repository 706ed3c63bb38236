import { randomBytes } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditPage } from '../../contract/team';
import { teamTexts } from './texts';

/** Reads one page of the Registro, newest first. */
export type ReadAuditPage = (limit: number, cursor?: string) => Promise<AuditPage>;

/** A new line of the Registro: who (the operator's id), what, on whom (an id), when. */
export function newAuditEntry(input: { actorId: string; action: AuditAction; targetId?: string }, now: Date = new Date()): AuditEntry {
  return { id: randomBytes(6).toString('hex'), at: now.toISOString(), ...input };
}

export const AUDIT_PAGE_SIZE = 50;
/** The CSV reads the log in pages this large until it ends. */
const CSV_PAGE_SIZE = 500;

export function listAudit(readPage: ReadAuditPage, cursor?: string): Promise<AuditPage> {
  return readPage(AUDIT_PAGE_SIZE, cursor);
}

/** The whole Registro as CSV (RFC 4180, `;`-free, newest first), with the console's column names. */
export async function auditCsv(readPage: ReadAuditPage): Promise<string> {
  const lines = [teamTexts.csvHeader.join(',')];
  let cursor: string | undefined;
  do {
    const page = await readPage(CSV_PAGE_SIZE, cursor);
    lines.push(...page.entries.map(csvLine));
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return `${lines.join('\r\n')}\r\n`;
}

function csvLine(entry: AuditEntry): string {
  return [entry.at, entry.actorId, teamTexts.actions[entry.action] ?? entry.action, entry.targetDeleted ? teamTexts.deletedTarget : (entry.targetId ?? '')].map(csvField).join(',');
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
