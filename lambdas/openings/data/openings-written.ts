import type { StoredOpening } from '../opening';
import { queryAll } from '../../base/table/client';
import { ALL_OPENINGS, storedFromItem } from './openings';

/**
 * The open openings first written (`writtenAt`, set by `saveOpening`, kept by rewrites) in [from, to], both included:
 * the stream's redrive (docs/runbooks/alert-matching-failed.md). One paged Query of the open openings' index
 * partition (GSI1 `OPENING`; a closed opening is never matched) with a filter on the write time: it reads every
 * open opening once, which is right for a command an operator runs after an incident, not for a request.
 */
export async function listOpenOpeningsWrittenBetween(from: Date, to: Date): Promise<StoredOpening[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'writtenAt BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': ALL_OPENINGS, ':from': from.toISOString(), ':to': to.toISOString() },
  });
  return items.map(storedFromItem);
}
