import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand, ScanCommand, TransactWriteCommand, type QueryCommandInput, type ScanCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../env';
import { retryTransactionConflicts } from './conflict-retry';

// Three attempts with the SDK's backoff ride out a short throttling burst yet answer 503 in a few seconds,
// well inside the function's timeout.
// Created on first use, not at import, so tests can point the SDK at a stand-in started on a free port.
// The endpoint comes from the environment (AWS_ENDPOINT_URL_DYNAMODB locally; the default in AWS).
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({ maxAttempts: 3 });
    // Transactions cancelled by a conflict are sent again (conflict-retry.ts): every write path gets it here.
    retryTransactionConflicts(client);
    documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

/** Forgets the client, for a benchmark that starts a second local stack (another endpoint) in one process. */
export function resetDb(): void {
  documentClient = undefined;
}

export function tableName(): string {
  return requireEnv('TABLE_NAME');
}

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Writes the items in one transaction; false (nothing written) when one of their conditions did not hold. */
export async function transactIfConditionsHold(items: TransactItem[]): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** Every item a query finds, following its pages (for lists that are small by nature, such as one owner's items). */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Reads many items by key (100 per BatchGet), retrying only what DynamoDB leaves unprocessed; missing keys are skipped. */
export async function batchGetAll(keys: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let chunk = keys.slice(i, i + 100);
    for (let attempt = 0; chunk.length > 0 && attempt < 5; attempt++) {
      const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: chunk } } }));
      items.push(...(out.Responses?.[tableName()] ?? []));
      chunk = (out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (chunk.length) throw new Error('DynamoDB left keys unprocessed');
  }
  return items;
}

/**
 * The whole table's items that pass a filter, a page (up to 1 MB read) at a time: for one-off scripts that visit
 * every item of a kind (`entity`), never for a request's path.
 */
export async function* scanPages(filter: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new ScanCommand({ TableName: tableName(), ...filter, ExclusiveStartKey: startKey }));
    yield out.Items ?? [];
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

/**
 * The items of a work queue kept as a sparse GSI2 partition (`GSI2PK` = the queue, `GSI2SK` starting with an ISO
 * 8601 time) that entered it before `before`, oldest first, a page at a time (`limit` items a page, `fields` only).
 */
export async function* queuePages(queue: string, before: Date, options: { limit?: number; fields?: string } = {}): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
        ExpressionAttributeValues: { ':pk': queue, ':before': before.toISOString() },
        ProjectionExpression: options.fields,
        Limit: options.limit,
        ExclusiveStartKey: startKey,
      }),
    );
    yield out.Items ?? [];
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

/** The oldest `limit` items of a work queue (see queuePages) that entered it before `before`: what a scheduled job picks up. */
export async function oldestInQueue(queue: string, before: Date, limit: number): Promise<Record<string, unknown>[]> {
  for await (const page of queuePages(queue, before, { limit })) return page;
  return [];
}
