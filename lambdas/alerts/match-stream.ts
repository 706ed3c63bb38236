import type { Opening } from '../openings/opening';

export interface StreamMatchPorts<R> {
  /** The new opening a stream record holds, if it is one. */
  openingOf(record: R): Opening | undefined;
  /** Still open (the record may arrive late, or be retried): a closed opening is never matched. */
  isOpen(opening: Opening): Promise<boolean>;
  /** Records its matches (idempotent: a retry never records a match twice). */
  match(opening: Opening): Promise<unknown>;
  /** Matching one opening failed: reported, and the batch stops there. */
  failed(opening: Opening, error: unknown): void;
}

/**
 * Matches the new openings of a batch of stream records in order. At the first failure the rest is left for the
 * retry: its record's sequence number is answered as the batch's first failure, so only it and those after it are
 * sent again.
 */
export async function matchStreamRecords<R extends { dynamodb?: { SequenceNumber?: string } }>(records: R[], ports: StreamMatchPorts<R>): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  for (const record of records) {
    const opening = ports.openingOf(record);
    if (!opening) continue;
    try {
      if (await ports.isOpen(opening)) await ports.match(opening);
    } catch (error) {
      ports.failed(opening, error);
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
