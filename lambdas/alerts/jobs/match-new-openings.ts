import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { awsErrorCode } from '../../base/aws-error-code';
import { isOpeningOpen } from '../../openings/store';
import { openingFromStreamRecord } from '../../openings/store';
import { matchNewOpening } from '../alert-matching';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/**
 * The table's stream (DynamoDB Streams → Lambda in AWS; the local stack's emulated stream locally): each new
 * opening is matched against the saved alerts. A record that fails is reported, so only it and those after it
 * are retried; matching is idempotent, so a retry never records a match twice.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records ?? []) {
    const opening = openingFromStreamRecord(record as Parameters<typeof openingFromStreamRecord>[0]);
    if (!opening) continue;
    try {
      // Closed since it was written (the record may arrive late, or be retried): a closed opening is never matched.
      if (!(await isOpeningOpen(opening))) continue;
      await matchNewOpening(opening);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: 'alert matching failed', opening: `${opening.clientId}/${opening.id}`, error: awsErrorCode(error) }));
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
