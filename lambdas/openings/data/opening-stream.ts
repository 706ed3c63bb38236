import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Opening } from '../opening';

/**
 * The table's stream, as far as openings go. Only the main item of an opening carries `entity: opening` (its
 * filter copies are `opening-copy`), so one new opening is one INSERT record. The same pattern is the event
 * source's filter in AWS (infra/cdk) and the local stream's filter (infra/local), so the handler sees the same
 * records in both.
 */
export const NEW_OPENING_FILTER = { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['opening'] } } } } as const;

export interface StreamRecordLike {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, unknown> };
}

export function isNewOpeningRecord(record: StreamRecordLike): boolean {
  const entity = record.dynamodb?.NewImage?.entity as { S?: string } | undefined;
  return record.eventName === 'INSERT' && entity?.S === 'opening';
}

export function openingFromStreamRecord(record: StreamRecordLike): Opening | undefined {
  if (!isNewOpeningRecord(record)) return undefined;
  const item = unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>);
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, writtenAt: _w, ...rest } = item;
  return rest as Opening;
}
