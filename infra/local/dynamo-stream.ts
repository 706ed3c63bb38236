import { callDynamo } from './dynamo-wire';

type AttributeMap = Record<string, Record<string, unknown>>;

/** Who made a change, in a stream record: only DynamoDB's own TTL deletions carry it. */
export const TTL_DELETION_IDENTITY = { type: 'Service', principalId: 'dynamodb.amazonaws.com' } as const;

/**
 * A DynamoDB Streams record (NEW_IMAGE view), the shape Lambda receives from a table's stream. A REMOVE made by
 * the table's TTL carries `userIdentity` (TTL_DELETION_IDENTITY) and, in this view, only the item's keys.
 */
export interface LocalStreamRecord {
  eventID: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventVersion: '1.1';
  eventSource: 'aws:dynamodb';
  awsRegion: string;
  eventSourceARN: string;
  userIdentity?: typeof TTL_DELETION_IDENTITY;
  dynamodb: { ApproximateCreationDateTime: number; Keys: AttributeMap; NewImage?: AttributeMap; SequenceNumber: string; SizeBytes: number; StreamViewType: 'NEW_IMAGE' };
}

/**
 * The table's stream, emulated for items put whole (PutItem, BatchWriteItem and TransactWriteItems puts) that
 * pass `filter`, the local stand-in of the event source's filter: only those cost an extra read (to tell INSERT
 * from MODIFY). Records are handed over after the write succeeded, in write order. TTL deletions are streamed too
 * (REMOVE, every item), as DynamoDB streams them.
 */
export interface LocalStreamOptions {
  filter: (item: AttributeMap) => boolean;
  onRecords: (records: LocalStreamRecord[]) => void;
}

export function createLocalStream(engineUrl: URL, keyNamesOf: (table: string) => Promise<string[]>, options: LocalStreamOptions | undefined) {
  let sequence = 0;
  const record = (table: string, eventName: LocalStreamRecord['eventName'], Keys: AttributeMap, image?: AttributeMap): LocalStreamRecord => {
    const SequenceNumber = String(++sequence).padStart(21, '0');
    return {
      eventID: SequenceNumber,
      eventName,
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: `arn:aws:dynamodb:us-east-1:000000000000:table/${table}/stream/local`,
      ...(eventName === 'REMOVE' ? { userIdentity: TTL_DELETION_IDENTITY } : {}),
      dynamodb: {
        ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
        Keys,
        ...(image ? { NewImage: image } : {}),
        SequenceNumber,
        SizeBytes: JSON.stringify(image ?? Keys).length,
        StreamViewType: 'NEW_IMAGE',
      },
    };
  };

  /** Runs a write; when it puts streamed items, reads their old versions first and emits records after. */
  const withStream = async <T>(operation: string, input: Record<string, unknown>, write: () => Promise<T>): Promise<T> => {
    const puts = options ? putsOf(operation, input).filter((p) => options.filter(p.item)) : [];
    if (!options || !puts.length) return write();
    const keyed = await Promise.all(
      puts.map(async (p) => {
        const Keys = Object.fromEntries((await keyNamesOf(p.table)).map((k) => [k, p.item[k]]));
        const old = await callDynamo(engineUrl, 'GetItem', { TableName: p.table, Key: Keys, ConsistentRead: true });
        return { ...p, Keys, existed: !!old.Item };
      }),
    );
    const result = await write();
    options.onRecords(keyed.map(({ table, item, Keys, existed }) => record(table, existed ? 'MODIFY' : 'INSERT', Keys, item)));
    return result;
  };

  /** Streams the items the TTL deleted (REMOVE records by DynamoDB's service identity); returns the records. */
  const ttlDeleted = (table: string, keys: AttributeMap[]): LocalStreamRecord[] => {
    const records = keys.map((Keys) => record(table, 'REMOVE', Keys));
    if (records.length) options?.onRecords(records);
    return records;
  };

  return { withStream, ttlDeleted };
}

/** The items an operation puts whole, by table. */
function putsOf(operation: string, input: Record<string, unknown>): { table: string; item: AttributeMap }[] {
  if (operation === 'PutItem') return [{ table: String(input.TableName), item: input.Item as AttributeMap }];
  if (operation === 'BatchWriteItem') {
    const requests = (input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: AttributeMap } }[]>;
    return Object.entries(requests).flatMap(([table, list]) => list.flatMap((r) => (r.PutRequest ? [{ table, item: r.PutRequest.Item }] : [])));
  }
  if (operation === 'TransactWriteItems') {
    const items = (input.TransactItems ?? []) as { Put?: { TableName: string; Item: AttributeMap } }[];
    return items.flatMap((t) => (t.Put ? [{ table: t.Put.TableName, item: t.Put.Item }] : []));
  }
  return [];
}
