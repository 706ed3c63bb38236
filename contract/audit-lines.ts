import { auditTexts as t } from './audit-texts';
import type { AuditEntry } from './team';
import { formatDateTimeSecondsSP } from './sao-paulo-time';

/** Who did it, as the Registro shows her: her e-mail or name as written then, else her id. */
export const auditWho = (entry: AuditEntry) => entry.actorLabel ?? entry.actorId;

/** On whom or what: the name or e-mail as written then, else the id; 'conta excluída' once her account is gone. */
export const auditWhom = (entry: AuditEntry) => (entry.targetDeleted ? t.deletedTarget : (entry.targetLabel ?? entry.targetId ?? ''));

/** The line's facts in words: 'arquivo: vagas.csv; famílias gravadas: 2' (and the operator's reason: 'motivo: …'). */
export const auditDetailsText = (entry: AuditEntry) =>
  Object.entries({ ...(entry.details ?? {}), ...(entry.reason ? { motivo: entry.reason } : {}) })
    .map(([key, value]) => `${t.details[key] ?? key}: ${value}`)
    .join('; ');

export const auditStateText = (entry: AuditEntry) => (entry.state ? t.states[entry.state] : '');

/** The Registro's cells, in its columns' order (the console's table and the CSV). */
export const auditCells = (entry: AuditEntry, when: string = entry.at) => [when, auditWho(entry), t.actions[entry.action] ?? entry.action, auditWhom(entry), auditDetailsText(entry), auditStateText(entry)];

/**
 * One CSV cell in the form Excel in Brazil opens: RFC 4180 quoting for `;` separators. A cell that a spreadsheet
 * would run as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) is neutralised with a leading
 * apostrophe (OWASP's CSV injection advice): names and e-mails on these lines come from outside.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** When, as Brazilians write it, on São Paulo's clock: '27/11/2026 00:41:50' (the console's table and the CSV). */
export const auditWhen = (iso: string) => formatDateTimeSecondsSP(iso);

export const auditCsvLine = (entry: AuditEntry) => auditCells(entry, auditWhen(entry.at)).map(csvField).join(';');
