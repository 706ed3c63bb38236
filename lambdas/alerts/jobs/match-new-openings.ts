import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { isOpeningOpen, openingFromStreamRecord } from '../../openings/store';
import { matchNewOpening } from '../alert-matching';
import { matchStreamRecords } from '../match-stream';
import { requireEnv } from '../../base/env';
import { jobHandler } from '../../base/jobs/job-handler';
import { countJobFailed, countMetric, errorSummary, log } from '../../base/observability/observability';
import { metricNames } from '../../base/observability/metric-names';
import { openingPushes } from '../../push/push-io';

requireEnv('TABLE_NAME');

type Record = DynamoDBStreamEvent['Records'][number];

/** The stream's new openings against the saved alerts; one pool of pushes for the batch, awaited (decision 094). */
export const handler = jobHandler('alerts/jobs/match-new-openings', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const pushes = openingPushes();
  const answer = await matchStreamRecords<Record>(event.Records ?? [], {
    openingOf: (record) => openingFromStreamRecord(record as Parameters<typeof openingFromStreamRecord>[0]),
    isOpen: isOpeningOpen,
    match: async (opening) => pushes.add((await matchNewOpening(opening)).newMatches),
    failed: (opening, error) => {
      countMetric(metricNames.alertMatchesFailed);
      countJobFailed();
      log().error('alert matching failed', { opening: `${opening.clientId}/${opening.id}`, error: errorSummary(error) });
    },
  });
  await pushes.done();
  return answer;
});
