import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../env';

// Three attempts with the SDK's backoff ride out a short throttling burst yet answer 503 in a few seconds,
// well inside the function's timeout.
// Created on first use, not at import, so tests can point the SDK at a stand-in started on a free port.
// The endpoint comes from the environment (AWS_ENDPOINT_URL_DYNAMODB locally; the default in AWS).
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  return requireEnv('TABLE_NAME');
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
