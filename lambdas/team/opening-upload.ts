import * as z from 'zod';
import type { AuditDetails, AuditEntry } from '../../contract/team';
import type { OpeningFileReport } from '../../contract/team-openings';
import { auditLine, uploadLineId, type Operator } from './audit';
import { importOpeningFile, type ImportFileIo, type SentFile } from './opening-file';

/**
 * Which file a request carries: its name, the upload's id the console made up for it, and which part of how many.
 * A request without them is a file of one part.
 */
export const uploadQuery = z.strictObject({
  arquivo: z.string().max(255).optional(),
  envio: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
  parte: z.coerce.number().int().min(1).max(100_000).optional(),
  partes: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

export interface RecordedImportIo extends ImportFileIo {
  startPending(entry: AuditEntry): Promise<boolean>;
  completeStep(lineId: string, step: number, details: AuditDetails): Promise<void>;
}

/**
 * 'Enviar arquivo' with its one Registro line per file, however many parts (docs/decisions/029): the file's line
 * is written 'pendente' (with its name and parts) before the first part's writes, each part's counts after its
 * writes; the line reads 'concluída', with the counts added up, once every part is in. A part refused or failed
 * half-way leaves the line pending: the Registro says the file was started and never finished.
 */
export async function importRecorded(input: { operator: Operator; upload: UploadQuery; sent: SentFile }, io: RecordedImportIo, now: Date = new Date()): Promise<OpeningFileReport> {
  const { upload } = input;
  const details: AuditDetails = { ...(upload.arquivo ? { arquivo: upload.arquivo } : {}), partes: upload.partes ?? 1 };
  const entry = auditLine(input.operator, { action: 'arquivo-importado', details }, now, upload.envio ? uploadLineId(input.operator.id, upload.envio) : undefined);
  await io.startPending(entry);
  const report = await importOpeningFile(input.sent, io);
  await io.completeStep(entry.id, upload.parte ?? 1, { familias: report.written.families, vagas: report.written.openings, recusados: report.refused.length });
  return report;
}
