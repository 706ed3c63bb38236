import { teamApiPaths } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';

/**
 * 'Baixar CSV' for the filtered range: the API sends the Registro in parts of a few thousand lines, naming the next
 * part in `x-next-cursor` (lambdas/team/handlers/audit-csv.ts); they are put together as one file. The first part
 * starts with the BOM, which reading the answer as text drops: it is put back.
 */
export async function downloadAuditCsv(filters: Record<string, string>, onProgress: (lines: number) => void): Promise<string> {
  const parts: string[] = [];
  let cursor: string | undefined;
  let lines = 0;
  do {
    let next: string | undefined;
    const text = await apiRequest<string>(teamApiPaths.auditCsv, { query: { ...filters, cursor }, responseType: 'text', onHeaders: (headers) => (next = headers.get('x-next-cursor') ?? undefined) });
    parts.push(text);
    lines += text.split('\r\n').length - 1;
    onProgress(lines);
    cursor = next;
  } while (cursor);
  const csv = parts.join('');
  return csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
}
