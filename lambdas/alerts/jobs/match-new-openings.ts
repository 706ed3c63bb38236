import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { isOpeningOpen } from '../../openings/store';
import { openingFromStreamRecord } from '../../openings/store';
import { matchNewOpening } from '../alert-matching';
import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { countJobFailed, countMetric, errorSummary, log } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';

requireEnv('TABLE_NAME');

/**
 * The table's stream (DynamoDB Streams → Lambda in AWS; the local stack's emulated stream locally): each new
 * opening is matched against the saved alerts. A record that fails is reported, so only it and those after it
 * are retried; matching is idempotent, so a retry never records a match twice.
 */
export const handler = jobHandler('alerts/jobs/match-new-openings', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records ?? []) {
    const opening = openingFromStreamRecord(record as Parameters<typeof openingFromStreamRecord>[0]);
    if (!opening) continue;
    try {
      // Closed since it was written (the record may arrive late, or be retried): a closed opening is never matched.
      if (!(await isOpeningOpen(opening))) continue;
      await matchNewOpening(opening);
    } catch (error) {
      countMetric(metricNames.alertMatchesFailed);
      countJobFailed();
      log().error('alert matching failed', { opening: `${opening.clientId}/${opening.id}`, error: errorSummary(error) });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
});
